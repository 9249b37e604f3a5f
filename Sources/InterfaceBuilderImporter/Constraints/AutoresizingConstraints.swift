import ExactGeometry
import LayoutSpec

/// The constraints UIKit makes for a view whose `translatesAutoresizingMaskIntoConstraints` is
/// left on (IB leaves it on for views without constraints of their own): its design-time frame
/// in its superview, with the change of the superview's size shared among the flexible parts of
/// its autoresizing mask (left margin, width, right margin; top margin, height, bottom margin) in
/// proportion to their design sizes, as `UIView.autoresizingMask` documents. One position and one
/// size per axis, each located at the view and named `view.autoresizing.left` and so on.
enum AutoresizingConstraints {
    struct Input {
        var name: String
        var superview: String
        var frame: [Rational]
        var superviewSize: [Rational]
        var mask: XMLNode?
        var location: SourceLocation
    }

    static func constraints(for input: Input) -> (constraints: [ReadConstraint], description: String) {
        let horizontal = axis(input, position: .left, size: .width, origin: input.frame[0], length: input.frame[2],
                              total: input.superviewSize[0], flexible: ("flexibleMinX", "widthSizable", "flexibleMaxX"))
        let vertical = axis(input, position: .top, size: .height, origin: input.frame[1], length: input.frame[3],
                            total: input.superviewSize[1], flexible: ("flexibleMinY", "heightSizable", "flexibleMaxY"))
        let made = horizontal + vertical
        let flags = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"].filter { input.mask?.flag($0) == true }
        let description = "mask [\(flags.joined(separator: ", "))] on the design frame (\(input.frame.map(format).joined(separator: ", "))) gives " + made.map(\.constraint.rule).joined(separator: ", ")
        return (made, description)
    }

    private static func axis(_ input: Input, position: Anchor, size: Anchor, origin: Rational, length: Rational, total: Rational,
                             flexible names: (String, String, String)) -> [ReadConstraint] {
        let parts = [origin, length, total - origin - length]
        let isFlexible = [names.0, names.1, names.2].map { input.mask?.flag($0) == true }
        let fixed = zip(parts, isFlexible).filter { !$0.1 }.reduce(Rational.zero) { $0 + $1.0 }
        let flexibleTotal = zip(parts, isFlexible).filter { $0.1 }.reduce(Rational.zero) { $0 + $1.0 }
        let flexibleCount = isFlexible.filter { $0 }.count
        let sizeAnchor = AnchorReference(item: input.superview, anchor: size)
        /// A part's length once the superview is `superview.size`: fixed, or its share of the change.
        func part(_ index: Int) -> LinearExpression {
            guard isFlexible[index] else { return LinearExpression(constant: parts[index]) }
            let share = flexibleTotal.isZero ? Rational(1) / Rational(flexibleCount) : parts[index] / flexibleTotal
            return LinearExpression(terms: [.init(coefficient: share, anchor: sizeAnchor)], constant: -share * fixed)
        }
        var positionRHS = part(0)
        positionRHS.terms.insert(.init(coefficient: .one, anchor: AnchorReference(item: input.superview, anchor: position)), at: 0)
        return [(position, positionRHS), (size, part(1))].map { anchor, rhs in
            let id = "\(input.name).autoresizing.\(anchor.rawValue)"
            return ReadConstraint(ibID: nil, identifier: nil, readableName: id, constraint: Constraint(
                id: id, isGeneratedID: true, lhs: LinearExpression(AnchorReference(item: input.name, anchor: anchor)),
                relation: .equal, rhs: rhs, location: input.location))
        }
    }

    private static func format(_ value: Rational) -> String { value.decimalString(maximumFractionDigits: 3) }
}
