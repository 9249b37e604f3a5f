import LayoutSpec

/// UIKit's rules for relating anchors, checked as the YAML loader checks a rule: one axis (sizes
/// alone may mix axes), leading/trailing never with left/right, no size related to a single position.
enum AnchorRules {
    /// What is wrong with a constraint's anchors, or `nil`.
    static func problem(with terms: [DraftTerm]) -> String? {
        let anchors = terms.map(\.anchor)
        guard let first = anchors.first else {
            return "a constraint without anchors constrains nothing"
        }
        // Sizes relate across axes (aspect ratios); positions keep to one axis.
        if !anchors.allSatisfy(\.isDimension), let other = anchors.first(where: { $0.axis != first.axis }) {
            return "'\(first.rawValue)' and '\(other.rawValue)' are on different axes, and UIKit cannot relate them"
        }
        let directional: Set<Anchor> = [.leading, .trailing], absolute: Set<Anchor> = [.left, .right]
        if anchors.contains(where: directional.contains), anchors.contains(where: absolute.contains) {
            return "leading/trailing and left/right are related, which UIKit refuses: one follows the layout direction and the other does not"
        }
        var distinct: [DraftTerm] = []
        for term in terms where !distinct.contains(where: { $0.item == term.item && $0.anchor == term.anchor }) {
            distinct.append(term)
        }
        if distinct.count == 2, distinct[0].anchor.isDimension != distinct[1].anchor.isDimension {
            return "a size is related to a single position, which UIKit cannot do"
        }
        return nil
    }
}
