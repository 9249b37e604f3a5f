import ExactGeometry
import KeyboardStates
import Z3

/// Picks the keyboard position a finding is reported at, so that it depends only on which
/// positions show the finding — never on which model the solver happened to return (Z3's models
/// vary with the process's history, so they would make reports differ between runs and `--jobs`).
///
/// Each parameter in turn is narrowed by bisection of its exact range in the piece, asking only
/// "is there such a position in this interval?", and fixed at the simplest number — fewest
/// decimals, nearest the middle — that still shows the finding, none proposed twice (so positions
/// that start just past a simple number get a simple number of their own, not the solver's). The
/// answers to those questions are facts about the region, so the chosen point is too; and people
/// get round numbers.
///
/// The content sizes (the piece's parameters from `contentStart` on) are fixed first, each at the
/// least size that still shows the finding with the keyboard anywhere in the piece — rounded up to
/// a whole point where that still shows it —, then the keyboard's parameters. So the witness says
/// from which size on the finding holds, not some size in the middle of its range, and a finding
/// the keyboard makes is shown with the least content, where it is the keyboard's doing.
struct CanonicalPoint {
    let piece: RegionPiece
    /// The first content size among the piece's parameters (`RegionPiece.withContent`).
    let contentStart: Int
    /// Whether a position of the piece that meets these constraints on its parameters shows the
    /// finding.
    let check: ([LinearInequality]) throws -> CheckResult
    /// Such a position, right after `check` said there is one.
    let sample: ([LinearInequality]) throws -> [Rational]?
    /// Where the layout is affine, the exact values of parameter `index` that show the finding,
    /// the parameters already chosen at their values (one interval per way of showing it): a
    /// content size's start is then read off, not bisected.
    var values: ((_ fixed: [Int: Rational], _ index: Int) -> [Interval]?)?
    /// Where the finding started in other positions, by content size (`StartHints`).
    var hints: [Int: [Rational]] = [:]
    /// The parameters the finding does not depend on, given only where a layout exists at every
    /// position of the piece (`FindingReach`). Such a content size is taken at its least; when
    /// every keyboard parameter is among them, the keyboard's are chosen by the piece's geometry
    /// alone. Either way the point is the one the solver's answers would give.
    var independent: Set<Int> = []
    /// How many halvings before falling back to the solver's own value for a parameter (a set
    /// that thin around a simple number is a single point, which the solver must return anyway).
    static let bisectionSteps = 24
    /// Halvings of a content size's range before its start is named: within 2048 pt / 2⁴⁰, under
    /// a billionth of a point, where only one simple number lies.
    static let startSteps = 40

    /// The chosen point, and for each content size not at its least, where the finding starts.
    struct Choice: Equatable {
        var point: [Rational]
        /// By parameter index.
        var starts: [Int: ContentStart] = [:]
    }

    /// The chosen point, or `nil` when a question came back unknown.
    func find() throws -> Choice? {
        let count = piece.parameterCount
        var fixed: [LinearInequality] = []
        var values: [Int: Rational] = [:]
        var starts: [Int: ContentStart] = [:]
        // With no keyboard parameter reaching the finding, a position shows it exactly where the piece has one.
        let keyboardIndependent = (0..<contentStart).allSatisfy(independent.contains)
        let keyboardCheck = keyboardIndependent
            ? { (extra: [LinearInequality]) in
                FourierMotzkin.isFeasible(piece.constraints + extra, dimension: count) ? CheckResult.satisfiable : .unsatisfiable
            }
            : check
        // Every parameter's range in the piece, its parts split and checked once for them all.
        let ranges = IndependentParts(piece.constraints, dimension: count)
        // The content sizes first, each at the least that shows the finding with the keyboard
        // anywhere in the piece: a finding the keyboard makes is shown with the least content.
        for index in Array(contentStart..<count) + Array(0..<contentStart) {
            let parameter = AffineExpression.parameter(index, of: count)
            let range = ranges.interval(of: index)
            guard var low = range?.lower?.value, var high = range?.upper?.value else { return nil }
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            let within = { (low: Rational, high: Rational) in
                [LinearInequality.lessThan(constant(low), parameter, strict: false), .lessThan(parameter, constant(high), strict: false)]
            }
            var chosen: Rational?
            if index >= contentStart {
                let below = { (value: Rational) in
                    [LinearInequality.lessThan(constant(low), parameter, strict: false), .lessThan(parameter, constant(value), strict: true)]
                }
                let given: (Rational, ContentStart?)? = independent.contains(index) ? (low, nil) : nil
                let least = try given ?? self.values.flatMap { $0(values, index) }.map { CanonicalPoint.least(of: $0, low: low, high: high) }
                    ?? self.least(within: within, below: below, fixed: fixed, low: low, high: high, index: index, hints: hints[index - contentStart] ?? [])
                guard let (value, start) = least else { return nil }
                starts[index] = start
                fixed += within(value, value)
                values[index] = value
                continue
            }
            // Where the values that show it are known exactly, each question is read off them.
            let shown = keyboardIndependent ? nil : self.values.flatMap { $0(values, index) }
            let showsBetween = { (low: Rational, high: Rational) throws -> CheckResult in
                guard let shown else { return try keyboardCheck(fixed + within(low, high)) }
                return shown.contains { $0.meets(low, high) } ? .satisfiable : .unsatisfiable
            }
            // A number that does not show it is not proposed again: the set may start just past it.
            var refused: Set<Rational> = []
            for _ in 0..<CanonicalPoint.bisectionSteps {
                let candidate = CanonicalPoint.simplest(between: low, and: high, excluding: refused)
                switch try showsBetween(candidate, candidate) {
                case .satisfiable: chosen = candidate
                case .unknown: return nil
                case .unsatisfiable: refused.insert(candidate)
                }
                if chosen != nil { break }
                let middle = (low + high) / 2
                switch try showsBetween(low, middle) {
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
            values[index] = value
        }
        return Choice(point: (0..<count).map { values[$0] ?? .zero }, starts: starts)
    }

    /// The number in [low, high] with the fewest decimals, nearest the middle among those, other
    /// than those `excluded`.
    static func simplest(between low: Rational, and high: Rational, excluding excluded: Set<Rational> = []) -> Rational {
        let middle = (low + high) / 2
        var scale = Rational.one
        for _ in 0...6 {
            let scaledMiddle = middle * scale
            let below = Rational(scaledMiddle.floor)
            let candidates = [below, below + 1].map { $0 / scale }.filter { $0 >= low && $0 <= high && !excluded.contains($0) }
            if let best = candidates.min(by: { ($0 - middle).magnitude < ($1 - middle).magnitude }) { return best }
            scale *= 10
        }
        return middle
    }
}

private extension Interval {
    /// Whether some value in [low, high] is in the interval.
    func meets(_ low: Rational, _ high: Rational) -> Bool {
        let belowHigh = lower.map { $0.isStrict ? $0.value < high : !(high < $0.value) } ?? true
        let aboveLow = upper.map { $0.isStrict ? low < $0.value : !($0.value < low) } ?? true
        return belowHigh && aboveLow && !(high < low)
    }
}
