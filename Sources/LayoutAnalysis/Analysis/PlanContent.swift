import ExactGeometry
import KeyboardStates

/// Everything the analysis of a plan reads, up to how it is written: rows up to their sign,
/// region pieces as sets of half-spaces. The analysis answers questions about these sets only
/// (which positions show a finding, which layouts are resolved), so plans with equal content
/// get equal detections. Most right-to-left environments, seen in their mirror, have the content
/// of their left-to-right twin: the window on the other side, the same screen.
struct PlanContent: Hashable, Sendable {
    private struct State: Hashable {
        var active: [String]
        var known: Set<FindingKey>
        /// `nil` for an unreachable state, which is not analysed.
        var pieces: [Piece]?
    }

    private struct Piece: Hashable {
        var constraints: Set<LinearInequality>
        var keyboardFrameInView: AffineRect
        var guideFrame: AffineRect
        var rootGeometry: RootGeometry?
    }

    private struct Group: Hashable {
        var members: [Int]
        var items: [String]
        var viewCount: Int
        var geometry: ScreenGeometry
        var rows: [LayoutRow]
        var insets: [NotifiedInset]
        var constants: [NotifiedConstant]
    }

    private let states: [State]
    private let groups: [Group]

    init(_ plan: EnvironmentPlan) {
        states = plan.states.indices.map { index in
            State(
                active: plan.active[index].map(\.id), known: plan.known.isEmpty ? [] : plan.known[index],
                pieces: plan.states[index].isReachable ? plan.regions[index].pieces.map { piece in
                    Piece(
                        constraints: Set(piece.constraints.map(PlanContent.normalized)),
                        keyboardFrameInView: piece.keyboardFrameInView, guideFrame: piece.guideFrame, rootGeometry: piece.rootGeometry)
                } : nil)
        }
        groups = plan.groups.map { group in
            Group(
                members: group.members, items: group.problem.items, viewCount: group.problem.viewCount,
                geometry: group.problem.geometry, rows: group.problem.rows.map(PlanContent.normalized),
                insets: group.problem.notifiedInsets, constants: group.problem.notifiedConstants)
        }
    }

    /// For each plan's content, the first earlier plan with the same content, if any.
    static func earlierEqual(in contents: [PlanContent]) -> [Int?] {
        var first: [PlanContent: Int] = [:]
        return contents.indices.map { index in
            let content = contents[index]
            if let earlier = first[content] { return earlier }
            first[content] = index
            return nil
        }
    }

    /// `form ≤ 0` for an inequality, `form = 0` with a positive first coefficient for an equation.
    private static func normalized(_ row: LayoutRow) -> LayoutRow {
        var row = row
        let flips = switch row.relation {
        case .greaterThanOrEqual: true
        case .lessThanOrEqual: false
        case .equal: row.form.sortedTerms.first?.coefficient.isNegative ?? false
        }
        if flips {
            row.form = -row.form
            if row.relation == .greaterThanOrEqual { row.relation = .lessThanOrEqual }
        }
        return row
    }

    /// The half-space scaled so that its first nonzero coefficient is ±1.
    private static func normalized(_ inequality: LinearInequality) -> LinearInequality {
        guard let lead = inequality.expression.coefficients.first(where: { !$0.isZero }) else { return inequality }
        return LinearInequality(inequality.expression * (Rational.one / lead.magnitude), isStrict: inequality.isStrict)
    }
}
