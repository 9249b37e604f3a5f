import ExactGeometry
import KeyboardStates

/// Where a finding starts along one content size, the parameters before it fixed (`CanonicalPoint`):
/// read off the exact values that show it where the layout is affine, else bracketed by the solver.
extension CanonicalPoint {
    /// The least value in [low, high] among `shown` (the values that show the finding, within the
    /// piece's range of the parameter): the
    /// low end itself, else the witness value above where the finding starts (`witnessValue`),
    /// with that start. `nil` when no interval has a value there.
    static func least(of shown: [Interval], low: Rational, high: Rational) -> (Rational, ContentStart?)? {
        if shown.contains(where: { $0.contains(low) }) { return (low, nil) }
        let lowers = shown.compactMap(\.lower)
        guard let value = lowers.map(\.value).min() else { return nil }
        let start = ContentStart(value: value, isIncluded: lowers.contains { $0.value == value && !$0.isStrict })
        let shows = { (candidate: Rational) in shown.contains { $0.contains(candidate) } }
        if let witness = witnessValue(above: start, end: high, shows: shows) { return (witness, start) }
        // The interval that starts there is shorter than a millionth of a point.
        let following = shown.filter { $0.lower?.value == value }.compactMap(\.upper?.value).max() ?? high
        return ((value + min(following, value + 1)) / 2, start)
    }

    /// The value a witness takes above where its finding starts: the next whole number, else the
    /// next number with one decimal, then two, … up to six, that shows the finding; else the start
    /// itself when it is included; `nil` when none of them shows it.
    static func witnessValue(above start: ContentStart, end: Rational, shows: (Rational) throws -> Bool) rethrows -> Rational? {
        var scale = Rational.one
        for _ in 0...6 {
            let next = Rational((start.value * scale).floor + 1) / scale
            if next <= end, try shows(next) { return next }
            scale *= 10
        }
        return start.isIncluded ? start.value : nil
    }

    /// Where a solver search finds the finding starting along a parameter.
    enum FoundStart {
        /// The low end of the range shows it.
        case atLowEnd
        /// Some position at or below `shownBy` shows it.
        case above(ContentStart, shownBy: Rational)

        /// `nil` at the low end.
        var start: ContentStart? {
            if case .above(let start, _) = self { return start }
            return nil
        }
    }

    /// `least(of:)` with the solver: where the finding starts (`start`), and the value a
    /// witness takes above it. `nil` when a question came back unknown.
    func least(
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality],
        low start: Rational, high end: Rational, index: Int, hints: [Rational]
    ) throws -> (Rational, ContentStart?)? {
        switch try self.start(within: within, below: below, fixed: fixed, low: start, high: end, hints: hints) {
        case nil: return nil
        case .atLowEnd?: return (start, nil)
        case .above(let found, let high)?:
            let shows = { (value: Rational) in try check(fixed + within(value, value)) == .satisfiable }
            if let value = try CanonicalPoint.witnessValue(above: found, end: end, shows: shows) { return (value, found) }
            guard try check(fixed + within(found.value, high)) == .satisfiable, let sampled = try sample(fixed + within(found.value, high)) else {
                return nil
            }
            return (sampled[index], found)
        }
    }

    /// Where the finding starts between `low` and `high`: the start bracketed by halving
    /// (low, high], keeping no position at or below `low` and some at or below `high`, and named
    /// as soon as the simplest number of a bracket under a point wide proves to be it (most
    /// starts are simple: 212, 754.8, 1133/3); the first hint above `low` is asked before the low
    /// end, which a right one answers for. `nil` when a question came back unknown.
    func start(
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality],
        low start: Rational, high end: Rational, hints: [Rational]
    ) throws -> FoundStart? {
        // A hint above the low end is asked first: nothing below it showing the finding answers
        // for the low end too, and the same finding usually starts where it did before.
        let leading = hints.first { start < $0 && $0 <= end }
        let belowLeading = try leading.map { try check(fixed + below($0)) }
        if case .unknown = belowLeading { return nil }
        if belowLeading != .unsatisfiable {
            switch try check(fixed + within(start, start)) {
            case .satisfiable: return .atLowEnd
            case .unknown: return nil
            case .unsatisfiable: break
            }
        }
        var (low, high) = (start, end)
        let precision = (0..<CanonicalPoint.startSteps).reduce(end - start) { width, _ in width / 2 }
        var tried: Set<Rational> = []
        var found: ContentStart?
        if let leading, let belowLeading {
            if belowLeading == .satisfiable {
                high = leading
            } else {
                found = try simpleStart(leading, precision: precision, within: within, below: below, fixed: fixed, knowsNothingBelow: true)
                if found == nil { low = leading }
            }
        }
        for hint in hints where found == nil && hint != leading && low <= hint && hint <= high {
            guard hint != start else {
                // Nothing at the low end shows it (asked first): it starts there when something just above does.
                switch try check(fixed + within(start, start + precision)) {
                case .satisfiable: found = ContentStart(value: start, isIncluded: false)
                case .unknown: return nil
                case .unsatisfiable: break
                }
                continue
            }
            switch try check(fixed + below(hint)) {
            case .satisfiable: high = hint
            case .unknown: return nil
            case .unsatisfiable:
                found = try simpleStart(hint, precision: precision, within: within, below: below, fixed: fixed, knowsNothingBelow: true)
                if found == nil { low = hint }
            }
        }
        for _ in 0..<CanonicalPoint.startSteps where found == nil {
            let middle = (low + high) / 2
            switch try check(fixed + within(start, middle)) {
            case .satisfiable: high = middle
            case .unsatisfiable: low = middle
            case .unknown: return nil
            }
            let simplest = Rational.simplest(between: low, and: high)
            guard high - low < 1, tried.insert(simplest).inserted else { continue }
            if simplest == low {
                // Nothing at or below it shows the finding: it is the start when something just above does.
                found = try check(fixed + within(low, low + precision)) == .satisfiable ? ContentStart(value: low, isIncluded: false) : nil
            } else {
                found = try simpleStart(simplest, precision: precision, within: within, below: below, fixed: fixed)
            }
        }
        if found == nil { found = try self.start(between: low, and: high, within: within, below: below, fixed: fixed) }
        return found.map { .above($0, shownBy: high) }
    }

    /// `candidate` when it is where the finding starts: nothing below it shows the finding (asked
    /// unless known), and either it does or some size within `precision` above it does.
    private func simpleStart(
        _ candidate: Rational, precision: Rational,
        within: (Rational, Rational) -> [LinearInequality], below: (Rational) -> [LinearInequality], fixed: [LinearInequality],
        knowsNothingBelow: Bool = false
    ) throws -> ContentStart? {
        if !knowsNothingBelow { guard try check(fixed + below(candidate)) == .unsatisfiable else { return nil } }
        if try check(fixed + within(candidate, candidate)) == .satisfiable { return ContentStart(value: candidate, isIncluded: true) }
        return try check(fixed + within(candidate, candidate + precision)) == .satisfiable ? ContentStart(value: candidate, isIncluded: false) : nil
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
}
