import ExactGeometry
import LayoutSpec

/// Where the required constraints have no solution: per state, a witness position and a minimal
/// set of required constraints that conflicts there, re-solved at that position.
struct ConflictSearch {
    let locator: RegionLocator
    let confirmer: WitnessConfirmer
    let problem: LayoutProblem
    let active: [Constraint]

    /// The question, with the affine layout's failure conditions when it has them.
    private var question: RegionQuestion {
        RegionQuestion(subject: .conflicts, conditions: locator.asker.affineLayout?.failures) { [] }
    }

    func search(into findings: inout [[Detection]]) throws {
        let conflicts = try locator.locate(question, among: locator.allStates)
        confirmer.gaveUp(on: "conflicts", in: conflicts.unknown, into: &findings)
        for (state, site) in conflicts.found {
            findings[state].append(try locator.withWindowBounds(finding(at: site), of: question, in: state, at: site))
        }
    }

    /// The required constraints have no solution somewhere in the piece: a confirmed witness.
    private func finding(at site: PieceSite) throws -> Detection {
        guard let point = try locator.witnessPosition(question, at: site)?.point else { return confirmer.positionUnknown(of: "conflict's") }
        switch try confirmer.concrete.conflictingConstraints(at: site.parameters(at: point)) {
        case .unknown(let reason): return confirmer.gaveUp(on: "the conflict's witness", reason)
        case .decided(nil):
            return confirmer.unconfirmed("conflict", "the required constraints were satisfiable at the witness position")
        case .decided(let core?):
            let ids = core.map(\.id)
            return Detection(
                kind: .conflict, items: items(of: ids), constraints: ids,
                statement: .text(ConflictCheck.describe(conflicting: ids)),
                location: confirmer.location(ofConstraints: ids, items: []), position: site.position(at: point))
        }
    }

    /// The user items the constraints anchor, in the order the active constraints name them.
    private func items(of constraintIDs: [String]) -> [String] {
        let ids = Set(constraintIDs)
        let user = Set(problem.items)
        var seen: [String] = []
        for constraint in active where ids.contains(constraint.id) {
            for anchor in constraint.anchors where user.contains(anchor.item) && !seen.contains(anchor.item) {
                seen.append(anchor.item)
            }
        }
        return seen
    }
}
