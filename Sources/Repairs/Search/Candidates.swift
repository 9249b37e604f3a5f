import ExactGeometry
import LayoutAnalysis
import LayoutSpec

/// The repairs tried for a problem, smallest first: for each constraint the problem names, the
/// constants the witness suggests (the layout stays required), lower priorities, other
/// registrations of its tracked group, then the constraint registered on its own.
enum Candidates {
    /// Lower priorities tried for a required constraint: just below required, UIKit's
    /// `.defaultHigh`, and for a squeezed view just below its compression resistance, so Auto
    /// Layout breaks the constraint rather than squeeze the view.
    static func lowerPriorities(for problem: FixProblem, in spec: LayoutSpec) -> [Priority] {
        var values = [999, 750]
        if problem.kind == .squeezed {
            for view in spec.views where problem.items.contains(view.name) {
                values += [view.compressionResistance.horizontal.value - 1, view.compressionResistance.vertical.value - 1]
            }
        }
        var seen: Set<Int> = []
        return values.filter { seen.insert($0).inserted }.sorted(by: >).compactMap(Priority.init)
    }

    /// Every condition `setConstraints` can register that some keyboard state satisfies: near
    /// one or two edges, away from any edges.
    static let conditions: [TrackingCondition] = {
        var subsets: [Set<Edge>] = []
        for mask in 1..<(1 << Edge.allCases.count) {
            let members = Edge.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            subsets.append(Set(members))
        }
        // Fewer edges first; equal counts in state-id edge order.
        subsets.sort { a, b in
            a.count != b.count ? a.count < b.count : a.sorted().lexicographicallyPrecedes(b.sorted())
        }
        let all: [TrackingCondition] = subsets.map { .near($0) } + subsets.map { .awayFrom($0) }
        return all.filter { condition in ActiveConstraints.legalNearSets.contains { condition.isSatisfied(byNearEdges: $0) } }
    }()

    static func changes(for problem: FixProblem, witness: Witness?, in spec: LayoutSpec) -> [RepairChange] {
        let named = problem.constraints.compactMap(spec.constraint)
        let tracks = spec.keyboardGuide.followsUndockedKeyboard
        var changes: [RepairChange] = []
        for constraint in named {
            changes += constants(for: constraint, among: named, problem: problem, witness: witness, in: spec)
                .map { .constant(constraint: constraint.id, from: constraint.rhs.constant, to: $0) }
        }
        let priorities = lowerPriorities(for: problem, in: spec)
        for constraint in named where constraint.priority.isRequired {
            changes += priorities.map { .priority(constraint: constraint.id, from: constraint.priority, to: $0) }
        }
        var regrouped: Set<Int> = []
        for constraint in named where tracks {
            guard let group = spec.trackedGroup(of: constraint.id), regrouped.insert(group).inserted else { continue }
            let current = spec.tracked[group].condition
            changes += conditions.filter { $0 != current }.map {
                .regroup(group: group, constraints: spec.tracked[group].constraints.map(\.id), from: current, to: $0)
            }
        }
        for constraint in named where tracks {
            let group = spec.trackedGroup(of: constraint.id)
            // A constraint alone in its group moves with it: that is a regroup.
            if let group, spec.tracked[group].constraints.count == 1 { continue }
            let current = group.map { spec.tracked[$0].condition }
            changes += conditions.filter { $0 != current }.map { .move(constraint: constraint.id, from: current, to: $0) }
        }
        return changes.enumerated().sorted { ($0.element.size, $0.offset) < ($1.element.size, $1.offset) }.map(\.element)
    }

    /// Right-side constants that the witness shows: another named constraint's, where the two
    /// relate the same anchors (two trailing constraints `+ 0` and `+ system`); and the size a
    /// squeezed view lacks, added or taken away.
    private static func constants(
        for constraint: Constraint, among named: [Constraint], problem: FixProblem, witness: Witness?, in spec: LayoutSpec
    ) -> [Rational] {
        var values: [Rational] = []
        let form = LinearForm(constraint)
        for other in named where other.id != constraint.id {
            let otherForm = LinearForm(other)
            // lhs − rhs = terms + offset; matching offsets make the two constraints one.
            if otherForm.terms == form.terms {
                values.append(constraint.lhs.constant - otherForm.offset)
            } else if otherForm.terms == form.negatedTerms {
                values.append(constraint.lhs.constant + otherForm.offset)
            }
        }
        if problem.kind == .squeezed, let witness {
            for item in problem.items {
                guard let view = spec.views.first(where: { $0.name == item }), let frame = witness.frames[item] else { continue }
                for (intrinsic, size) in [(view.intrinsicWidth, frame.width), (view.intrinsicHeight, frame.height)] {
                    guard let intrinsic, size < intrinsic else { continue }
                    values += [constraint.rhs.constant + (intrinsic - size), constraint.rhs.constant - (intrinsic - size)]
                }
            }
        }
        var seen: Set<Rational> = [constraint.rhs.constant]
        return values.filter { seen.insert($0).inserted }
    }
}

/// `lhs − rhs` as anchor coefficients and a constant offset.
private struct LinearForm {
    var terms: [AnchorReference: Rational]
    var offset: Rational

    init(_ constraint: Constraint) {
        var terms: [AnchorReference: Rational] = [:]
        for term in constraint.lhs.terms { terms[term.anchor, default: .zero] += term.coefficient }
        for term in constraint.rhs.terms { terms[term.anchor, default: .zero] -= term.coefficient }
        self.terms = terms.filter { !$0.value.isZero }
        offset = constraint.lhs.constant - constraint.rhs.constant
    }

    var negatedTerms: [AnchorReference: Rational] { terms.mapValues { -$0 } }
}
