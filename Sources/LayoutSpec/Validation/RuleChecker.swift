/// Checks a parsed rule against the spec's items and UIKit's rules for anchors, and turns it into
/// a constraint when nothing is wrong.
struct RuleChecker {
    /// Built-in items and the spec's views and guides.
    let knownItems: Set<String>
    let sink: DiagnosticSink

    func constraint(from rule: ParsedRule, id: String, isGeneratedID: Bool, locator: RuleTextLocator) -> Constraint? {
        let errorsBefore = sink.diagnostics.count
        for problem in rule.problems {
            sink.error(problem.code, at: locator.location(ofOffset: problem.offset), problem.message)
        }
        for written in rule.writtenAnchors where !knownItems.contains(written.item) {
            let suggestion = ClosestName.suggestion(for: written.item, among: knownItems.sorted())
            sink.error(.unknownItem, at: locator.location(ofOffset: written.itemOffset),
                       "unknown item '\(written.item)'\(suggestion); expected a view or guide declared in the spec or one of \(RuleChecker.builtinList)")
        }
        if sink.diagnostics.count == errorsBefore {
            checkAnchors(of: rule, locator: locator)
        }
        guard sink.diagnostics.count == errorsBefore,
              let lhs = expression(rule.lhs), let rhs = expression(rule.rhs)
        else { return nil }
        return Constraint(id: id, isGeneratedID: isGeneratedID, lhs: lhs, relation: rule.relation, rhs: rhs,
                          priority: rule.priority, location: locator.location(ofOffset: 0))
    }

    static let builtinList = BuiltinItem.allCases.map(\.rawValue).joined(separator: ", ")

    private func checkAnchors(of rule: ParsedRule, locator: RuleTextLocator) {
        let anchors = rule.writtenAnchors.compactMap { written in written.anchor.map { (written, $0) } }
        guard let (first, firstAnchor) = anchors.first else {
            sink.error(.unsupportedConstruct, at: locator.location(ofOffset: 0),
                       "expected at least one anchor, as in 'toolbar.height == 44'; a rule of numbers alone constrains nothing")
            return
        }
        if let (overlap, _) = anchors.first(where: { $0.0.item == BuiltinItem.keyboardOverlap.rawValue && !$0.1.isDimension }) {
            sink.error(.unsupportedConstruct, at: locator.location(ofOffset: overlap.anchorOffset),
                       "expected keyboardOverlap.width or keyboardOverlap.height, not '\(overlap.key)': where the keyboard does not meet the view, the overlap is UIKit's null rectangle, which has a size of zero and no position")
            return
        }
        if let (rise, _) = anchors.first(where: { $0.0.item == BuiltinItem.keyboardRise.rawValue && $0.1 != .height }) {
            sink.error(.unsupportedConstruct, at: locator.location(ofOffset: rise.anchorOffset),
                       "expected keyboardRise.height, not '\(rise.key)': the rise is a height, how far the keyboard's top is above the view's bottom")
            return
        }
        // A size relates to any size (an aspect ratio: `a.width == 4/3 * a.height`); positions,
        // and sizes written with them, keep to one axis.
        let sizesOnly = anchors.allSatisfy { $0.1.isDimension }
        if !sizesOnly, let (other, otherAnchor) = anchors.first(where: { $0.1.axis != firstAnchor.axis }) {
            sink.error(.mixedAxes, at: locator.location(ofOffset: other.anchorOffset),
                       "expected only \(firstAnchor.axis.rawValue) anchors, as '\(first.key)' is; '\(other.key)' is \(otherAnchor.axis.rawValue), and UIKit cannot relate positions of different axes (sizes alone may relate across axes, as in 'a.width == 4/3 * a.height')")
            return
        }
        let directional: Set<Anchor> = [.leading, .trailing], absolute: Set<Anchor> = [.left, .right]
        if let (follows, _) = anchors.first(where: { directional.contains($0.1) }),
           let (fixed, _) = anchors.first(where: { absolute.contains($0.1) }) {
            sink.error(.unsupportedConstruct, at: locator.location(ofOffset: fixed.anchorOffset),
                       "expected leading/trailing or left/right, not both: '\(follows.key)' follows the layout direction and '\(fixed.key)' does not, and UIKit cannot relate them")
            return
        }
        var distinct: [(WrittenAnchor, Anchor)] = []
        for (written, anchor) in anchors where !distinct.contains(where: { $0.0.key == written.key }) {
            distinct.append((written, anchor))
        }
        if distinct.count == 2, distinct[0].1.isDimension != distinct[1].1.isDimension {
            let (dimension, position) = distinct[0].1.isDimension ? (distinct[0].0, distinct[1].0) : (distinct[1].0, distinct[0].0)
            sink.error(.unsupportedConstruct, at: locator.location(ofOffset: distinct[1].0.anchorOffset),
                       "expected anchors of one kind: '\(dimension.key)' is a size and '\(position.key)' a position, and UIKit cannot relate a size to a single position; a size may equal a distance between positions, as in '\(dimension.key) == b.trailing - a.leading'")
        }
    }

    private func expression(_ side: RuleSide) -> LinearExpression? {
        var terms: [LinearExpression.Term] = []
        for term in side.terms {
            guard let anchor = term.written.anchor else { return nil }
            terms.append(.init(coefficient: term.coefficient, anchor: AnchorReference(item: term.written.item, anchor: anchor)))
        }
        return LinearExpression(terms: terms, constant: side.constant)
    }
}
