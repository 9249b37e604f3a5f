import ExactGeometry
import KeyboardStates
import Z3

/// Picks the keyboard position a finding is reported at, so that it depends only on which
/// positions show the finding — never on which model the solver happened to return (Z3's models
/// vary with the process's history, so they would make reports differ between runs and `--jobs`).
///
/// Each parameter in turn is narrowed by bisection of its exact range in the piece, asking only
/// "is there such a position in this interval?", and fixed at the simplest number — fewest
/// decimals, nearest the middle — that still shows the finding. The answers to those questions
/// are facts about the region, so the chosen point is too; and people get round numbers.
struct CanonicalPoint {
    let solver: Solver
    let parameters: [RealExpr]
    let piece: RegionPiece
    /// How many halvings before falling back to the solver's own value for a parameter (a set
    /// that thin around a simple number is a single point, which the solver must return anyway).
    static let bisectionSteps = 24

    /// The chosen point, or `nil` when a question came back unknown.
    func find(assuming finding: [BoolExpr]) throws -> [Rational]? {
        var fixed: [BoolExpr] = []
        var point: [Rational] = []
        for (index, parameter) in parameters.enumerated() {
            let range = FourierMotzkin.range(
                of: AffineExpression.parameter(index, of: parameters.count), over: piece.constraints, dimension: parameters.count)
            guard var low = range?.min, var high = range?.max else { return nil }
            var chosen: Rational?
            for _ in 0..<CanonicalPoint.bisectionSteps {
                let candidate = CanonicalPoint.simplest(between: low, and: high)
                switch try solver.check(assuming: finding + fixed + [parameter == candidate]) {
                case .satisfiable: chosen = candidate
                case .unknown: return nil
                case .unsatisfiable: break
                }
                if chosen != nil { break }
                let middle = (low + high) / 2
                switch try solver.check(assuming: finding + fixed + [parameter >= low, parameter <= middle]) {
                case .satisfiable: high = middle
                case .unsatisfiable: low = middle
                case .unknown: return nil
                }
            }
            if chosen == nil {
                guard try solver.check(assuming: finding + fixed + [parameter >= low, parameter <= high]) == .satisfiable else { return nil }
                chosen = try solver.model().value(parameter)
            }
            guard let value = chosen else { return nil }
            fixed.append(parameter == value)
            point.append(value)
        }
        return point
    }

    /// The number in [low, high] with the fewest decimals, nearest the middle among those.
    static func simplest(between low: Rational, and high: Rational) -> Rational {
        let middle = (low + high) / 2
        var scale = Rational.one
        for _ in 0...6 {
            let scaledMiddle = middle * scale
            let below = Rational(scaledMiddle.floor)
            let candidates = [below, below + 1].map { $0 / scale }.filter { $0 >= low && $0 <= high }
            if let best = candidates.min(by: { ($0 - middle).magnitude < ($1 - middle).magnitude }) { return best }
            scale *= 10
        }
        return middle
    }
}
