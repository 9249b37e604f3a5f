import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// `topLayoutGuide.bottomAnchor` and `bottomLayoutGuide.topAnchor` of a view controller, written
/// before iOS 11 (or `topLayoutGuide.snp.bottom` with SnapKit): the safe area's edges
/// (`LegacyLayoutGuide`), as the storyboard importer reads them.
extension Interpreter {
    /// The guide a view controller's member names, `nil` for other members or in a view.
    func legacyGuide(_ name: String) -> Value? {
        guard let guide = LegacyLayoutGuide(rawValue: name), !isView(screenType) else { return nil }
        return .legacyGuide(guide)
    }

    func legacyGuideMember(_ name: String, of guide: LegacyLayoutGuide, at node: some SyntaxProtocol) -> Value {
        if name == "length" { return .number(expression(guide.terms(of: .height))) }
        // SnapKit's `topLayoutGuide.snp.bottom` (`ConstraintLayoutSupportDSL`) names the same edges.
        if name == "snp" { return .legacyGuide(guide) }
        let snapKitAnchor = SnapKitAttributes.byName[name].flatMap { $0.count == 1 ? $0.first : nil }
        guard let anchor = Self.anchors[name] ?? snapKitAnchor else { return .opaque }
        switch legacyGuideTerm(guide, anchor, at: node) {
        case .success(let term): return .anchor(term.item, term.anchor)
        case .failure(let problem): return .unreadable(problem)
        }
    }

    /// `anchor` of the guide as one anchor of the root view or its safe area; its height and
    /// centre, which span both, are not one.
    func legacyGuideTerm(_ guide: LegacyLayoutGuide, _ anchor: Anchor, at node: some SyntaxProtocol) -> Result<DraftTerm, Unsupported> {
        let terms = guide.terms(of: anchor)
        guard terms.count == 1, let term = terms.first, term.coefficient == .one else {
            return .failure(unsupported(node, "'\(guide.rawValue).\(anchor.rawValue)', which spans the root view's and its safe area's edges; kbcov reads the guide's top and bottom"))
        }
        return .success(DraftTerm(coefficient: .one, item: .builtin(term.item), anchor: term.anchor))
    }

    private func expression(_ terms: [(coefficient: Rational, item: BuiltinItem, anchor: Anchor)]) -> DraftExpression {
        DraftExpression(terms: terms.map { DraftTerm(coefficient: $0.coefficient, item: .builtin($0.item), anchor: $0.anchor) })
    }
}
