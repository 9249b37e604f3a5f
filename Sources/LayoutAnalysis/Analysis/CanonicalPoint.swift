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
///
/// A content size (the piece's parameters from `contentStart` on) is fixed at the least size that
/// still shows the finding — rounded up to a whole point where that still shows it —, so the
/// witness says from which size on the finding holds, not some size in the middle of its range.
struct CanonicalPoint {
    let piece: RegionPiece
    /// The first content size among the piece's parameters (`RegionPiece.withContent`).
    let contentStart: Int
    /// Whether a position of the piece that meets these constraints on its parameters shows the
    /// finding.
    let check: ([LinearInequality]) throws -> CheckResult
    /// Such a position, right after `check` said there is one.
    let sample: ([LinearInequality]) throws -> [Rational]?
    /// How many halvings before falling back to the solver's own value for a parameter (a set
    /// that thin around a simple number is a single point, which the solver must return anyway).
    static let bisectionSteps = 24
    /// Halvings of a content size's range before its start is named: within 2048 pt / 2⁴⁰, under
    /// a billionth of a point, where only one simple number lies.
    static let startSteps = 40
    /// Halvings before the simplest number of the bracket is tried: to half a point of 2048.
    static let coarseSteps = 12

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
        var point: [Rational] = []
        var starts: [Int: ContentStart] = [:]
        for index in 0..<count {
            let parameter = AffineExpression.parameter(index, of: count)
            let range = FourierMotzkin.range(of: parameter, over: piece.constraints, dimension: count)
            guard var low = range?.min, var high = range?.max else { return nil }
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            let within = { (low: Rational, high: Rational) in
                [LinearInequality.lessThan(constant(low), parameter, strict: false), .lessThan(parameter, constant(high), strict: false)]
            }
            var chosen: Rational?
            if index >= contentStart {
                let below = { (value: Rational) in
                    [LinearInequality.lessThan(constant(low), parameter, strict: false), .lessThan(parameter, constant(value), strict: true)]
                }
                guard let (value, start) = try least(within: within, below: below, fixed: fixed, low: low, high: high, index: index) else {
                    return nil
                }
                starts[index] = start
                fixed += within(value, value)
                point.append(value)
                continue
            }
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
        return Choice(point: point, starts: starts)
    }

    /// The least value of a parameter in [low, high] that shows the finding, the others `fixed`:
    /// the low end itself, else a whole number just above where the finding starts, else the
    /// simplest number there; with where it starts when that is above the low end; `nil` when a
    /// question came back unknown.
    private func least(
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality],
        low start: Rational, high end: Rational, index: Int
    ) throws -> (Rational, ContentStart?)? {
        switch try check(fixed + within(start, start)) {
        case .satisfiable: return (start, nil)
        case .unknown: return nil
        case .unsatisfiable: break
        }
        // No position at or below `low`; some at or below `high`.
        var (low, high) = (start, end)
        // Most starts are simple numbers: named from a coarse bracket when two more questions prove
        // it to the same precision as the full bisection; else bisected to the end.
        let precision = (0..<CanonicalPoint.startSteps).reduce(end - start) { width, _ in width / 2 }
        guard try bisect(CanonicalPoint.coarseSteps, &low, &high, from: start, within: within, fixed: fixed) else { return nil }
        var found = try simpleStart(between: low, and: high, precision: precision, within: within, below: below, fixed: fixed)
        if found == nil {
            guard try bisect(CanonicalPoint.startSteps - CanonicalPoint.coarseSteps, &low, &high, from: start, within: within, fixed: fixed) else {
                return nil
            }
            found = try self.start(between: low, and: high, within: within, below: below, fixed: fixed)
        }
        guard let start = found else { return nil }
        for candidate in [Rational(start.value.floor) + 1, high] where candidate <= end {
            switch try check(fixed + within(candidate, candidate)) {
            case .satisfiable: return (candidate, start)
            case .unknown: return nil
            case .unsatisfiable: continue
            }
        }
        guard try check(fixed + within(start.value, high)) == .satisfiable,
              let sampled = try sample(fixed + within(start.value, high)) else { return nil }
        return (sampled[index], start)
    }

    /// Halves (low, high], keeping no position at or below `low` and some at or below `high`;
    /// false when a question came back unknown.
    private func bisect(
        _ steps: Int, _ low: inout Rational, _ high: inout Rational, from start: Rational,
        within: (Rational, Rational) -> [LinearInequality], fixed: [LinearInequality]
    ) throws -> Bool {
        for _ in 0..<steps {
            let middle = (low + high) / 2
            switch try check(fixed + within(start, middle)) {
            case .satisfiable: high = middle
            case .unsatisfiable: low = middle
            case .unknown: return false
            }
        }
        return true
    }

    /// The simplest number in (low, high] when it is where the finding starts: nothing below it
    /// shows the finding, and either it does or some size within `precision` above it does.
    private func simpleStart(
        between low: Rational, and high: Rational, precision: Rational,
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality]
    ) throws -> ContentStart? {
        let simplest = Rational.simplest(between: low, and: high)
        guard try check(fixed + below(simplest)) == .unsatisfiable else { return nil }
        if try check(fixed + within(simplest, simplest)) == .satisfiable { return ContentStart(value: simplest, isIncluded: true) }
        return try check(fixed + within(simplest, simplest + precision)) == .satisfiable ? ContentStart(value: simplest, isIncluded: false) : nil
    }

    /// Where the finding starts, bracketed in (low, high] by the bisection: the simplest number
    /// there when no position below it shows the finding (proven), included when the position at
    /// it does; else `low`, below which the bisection proved there is none. `nil` when a question
    /// came back unknown.
    private func start(
        between low: Rational, and high: Rational,
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality]
    ) throws -> ContentStart? {
        let simplest = Rational.simplest(between: low, and: high)
        switch try check(fixed + below(simplest)) {
        case .unknown: return nil
        case .satisfiable: return ContentStart(value: low, isIncluded: false)
        case .unsatisfiable: break
        }
        switch try check(fixed + within(simplest, simplest)) {
        case .satisfiable: return ContentStart(value: simplest, isIncluded: true)
        case .unsatisfiable: return ContentStart(value: simplest, isIncluded: false)
        case .unknown: return nil
        }
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
