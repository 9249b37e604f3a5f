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
    let piece: RegionPiece
    /// Whether a position of the piece that meets these constraints on its parameters shows the
    /// finding.
    let check: ([LinearInequality]) throws -> CheckResult
    /// Such a position, right after `check` said there is one.
    let sample: ([LinearInequality]) throws -> [Rational]?
    /// How many halvings before falling back to the solver's own value for a parameter (a set
    /// that thin around a simple number is a single point, which the solver must return anyway).
    static let bisectionSteps = 24

    /// The chosen point, or `nil` when a question came back unknown.
    func find() throws -> [Rational]? {
        let count = piece.parameterCount
        var fixed: [LinearInequality] = []
        var point: [Rational] = []
        for index in 0..<count {
            let parameter = AffineExpression.parameter(index, of: count)
            let range = FourierMotzkin.range(of: parameter, over: piece.constraints, dimension: count)
            guard var low = range?.min, var high = range?.max else { return nil }
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            let within = { (low: Rational, high: Rational) in
                [LinearInequality.lessThan(constant(low), parameter, strict: false), .lessThan(parameter, constant(high), strict: false)]
            }
            var chosen: Rational?
            for _ in 0..<CanonicalPoint.bisectionSteps {
                let candidate = CanonicalPoint.simplest(between: low, and: high)
                switch try check(fixed + within(candidate, candidate)) {
                case .satisfiable: chosen = candidate
                case .unknown: return nil
                case .unsatisfiable: break
                }
                if chosen != nil { break }
                let middle = (low + high) / 2
                switch try check(fixed + within(low, middle)) {
                case .satisfiable: high = middle
                case .unsatisfiable: low = middle
                case .unknown: return nil
                }
            }
            if chosen == nil {
                guard try check(fixed + within(low, high)) == .satisfiable,
                      let sampled = try sample(fixed + within(low, high)) else { return nil }
                chosen = sampled[index]
            }
            guard let value = chosen else { return nil }
            fixed += within(value, value)
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
