import ExactGeometry
import KeyboardStates
import Z3

/// Where a finding of a `stage-range` state holds along the window's width and height: the least
/// and the greatest of each over every position of the state's region that shows it, read off the
/// exact values that show it where the layout is affine, else proven by the solver as a content
/// size's start is (`CanonicalPoint.least`, trying the bounds found in the environment's earlier
/// states first: `StartHints`). So a finding says "only in windows shorter than 753 pt" exactly:
/// no window that tall or taller shows it, and some window shorter by any amount does. Each bound
/// holds whatever the other parameters; together they are what every window showing it meets,
/// and where the layout is affine the edges joining the width and the height make them exactly
/// the sizes that show it (`WindowSizeRelation`).
struct WindowExtent {
    let asker: RegionAsker
    let region: StateRegion
    let context: Context

    /// `; only in windows narrower than 512 pt and shorter than 753 pt`, with first, where the
    /// layout is affine and they describe its window sizes exactly, the edges that join the width
    /// and the height (`WindowSizeRelation`): `; only in windows shorter than 0.5 × their width +
    /// 24 pt, wider than 592 pt and shorter than 621 pt`. `nil` when the finding holds at every
    /// width and height, or the solver gave up on a bound.
    func clause(_ question: RegionQuestion) throws -> String? {
        guard let first = region.pieces.first else { return nil }
        // The window's parameters are the region's last four, before the content sizes.
        let (width, height) = (first.contentStart - 2, first.contentStart - 1)
        let count = first.piece.parameterCount
        let shownSets = asker.shownSets(question, in: region.pieces)
        let shadows = shownSets.map { WindowSizeRelation.shadows($0, width: width, height: height, dimension: count) }
        var parts: [String] = []
        var bounds: [LinearInequality] = []
        for (index, words) in [(width, ("narrower than", "wider than", "wide")), (height, ("shorter than", "taller than", "tall"))] {
            let parameter = AffineExpression.parameter(index, of: count)
            let shown = shadows?.compactMap { FourierMotzkin.interval(of: index, over: $0, dimension: count, fixing: [:]) }
            guard let (low, high) = region.spans.span(of: parameter),
                  let (lower, upper) = try extent(of: index, from: low, to: high, question, shown: shown)
            else { return nil }
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            bounds += [.lessThan(constant(lower?.value ?? low), parameter, strict: lower.map { !$0.isIncluded } ?? false),
                       .lessThan(parameter, constant(upper?.value ?? high), strict: upper.map { !$0.isIncluded } ?? false)]
            if let lower { parts.append(lower.isIncluded ? "at least \(text(lower.value)) \(words.2)" : "\(words.1) \(text(lower.value))") }
            if let upper { parts.append(upper.isIncluded ? "at most \(text(upper.value)) \(words.2)" : "\(words.0) \(text(upper.value))") }
        }
        let joint = shadows.flatMap { WindowSizeRelation.joint($0, width: width, height: height, dimension: count, bounds: bounds) }
        let said = [joint.map { $0.map { WindowSizeRelation.words($0, width: width, height: height) }.joined(separator: " and ") },
                    parts.isEmpty ? nil : parts.joined(separator: " and "),
                    try placement(question, shownSets: shownSets)].compactMap { $0 }
        return said.isEmpty ? nil : "; only in windows " + said.joined(separator: ", ")
    }

    /// `with their bottom more than 120 pt below the keyboard's top`: how far below the keyboard's
    /// top the window's bottom is (above it when negative) wherever the finding shows, when that is
    /// less than everywhere in the state; `nil` when it is not, the keyboard is hidden, the pieces
    /// place the keyboard differently, or the solver decides the layout (where a pair of bounds
    /// more would cost as much again as the window's size).
    private func placement(_ question: RegionQuestion, shownSets: [[LinearInequality]]?) throws -> String? {
        guard let shownSets else { return nil }
        let depths = Set(region.pieces.map { site -> AffineExpression? in
            guard let window = site.piece.rootGeometry?.window, site.piece.configuration != .hidden else { return nil }
            return window.y + window.height - site.piece.keyboardFrame.y
        })
        guard depths.count == 1, let depth = depths.first ?? nil, let (low, high) = region.spans.span(of: depth) else { return nil }
        let count = depth.coefficients.count
        let shown = shownSets.compactMap { FourierMotzkin.interval(of: depth, over: $0, dimension: count) }
        guard let (lower, upper) = Self.extent(of: shown, from: low, to: high) else { return nil }
        let phrases = [lower.map { Self.depthWords($0, isLower: true) }, upper.map { Self.depthWords($0, isLower: false) }].compactMap { $0 }
        guard let (comparison, direction) = phrases.first else { return nil }
        guard let (otherComparison, otherDirection) = phrases.dropFirst().first else { return "with their bottom \(comparison) \(direction) the keyboard's top" }
        return direction == otherDirection
            ? "with their bottom \(comparison) and \(otherComparison) \(direction) the keyboard's top"
            : "with their bottom \(comparison) \(direction) the keyboard's top and \(otherComparison) \(otherDirection) it"
    }

    /// (`more than 120 pt`, `below`), (`at most 40 pt`, `above`): a lower or an upper bound on how
    /// far below the keyboard's top the window's bottom is, where a negative depth is a height above.
    private static func depthWords(_ bound: ContentStart, isLower: Bool) -> (String, String) {
        let above = bound.value.isNegative
        let comparison = switch (isLower != above, bound.isIncluded) {
        case (true, false): "more than"
        case (true, true): "at least"
        case (false, false): "less than"
        case (false, true): "at most"
        }
        return ("\(comparison) \(bound.value.magnitude.decimalString(maximumFractionDigits: 4)) pt", above ? "above" : "below")
    }

    private func text(_ points: Rational) -> String { points.decimalString(maximumFractionDigits: 4) + " pt" }

    /// The least and the greatest of the values `shown` (the exact values that show the finding,
    /// where the layout is affine) between `low` and `high`, each `nil` where it is that end.
    private static func extent(of shown: [Interval], from low: Rational, to high: Rational) -> (lower: ContentStart?, upper: ContentStart?)? {
        guard let (_, lower) = CanonicalPoint.least(of: shown, low: low, high: high),
              let (_, negatedUpper) = CanonicalPoint.least(of: shown.map(\.negated), low: -high, high: -low)
        else { return nil }
        return (lower, negatedUpper.map { ContentStart(value: -$0.value, isIncluded: $0.isIncluded) })
    }

    /// The least and the greatest of parameter `index` (between `low` and `high` in the region)
    /// where the question has an answer, each `nil` where it is the end of the parameter's range;
    /// `nil` when the solver gave up. `shown`: where the layout is affine, the exact values that
    /// show it, read off; else the solver bisects, trying first the starts other findings found
    /// along the parameter.
    private func extent(
        of index: Int, from low: Rational, to high: Rational, _ question: RegionQuestion, shown: [Interval]?
    ) throws -> (lower: ContentStart?, upper: ContentStart?)? {
        if let shown { return Self.extent(of: shown, from: low, to: high) }
        guard let first = region.pieces.first else { return nil }
        let count = first.piece.parameterCount
        let value = AffineExpression.parameter(index, of: count)
        let constant = { AffineExpression.constant($0, parameterCount: count) }
        func start(of value: AffineExpression, from low: Rational, to high: Rational, ascending: Bool) throws -> CanonicalPoint.FoundStart? {
            // Each question bounds the value: only the pieces reaching those bounds are asked.
            let check = { (extra: [LinearInequality]) -> CheckResult in
                let (least, greatest) = Self.bounds(on: value, in: extra)
                let meeting = region.spans.pieces(meeting: least, greatest, along: value)
                guard meeting.count < region.pieces.count else {
                    return try asker.check(question, in: region.pieces, union: region.formula, within: extra)
                }
                guard !meeting.isEmpty else { return .unsatisfiable }
                let sites = meeting.map { region.pieces[$0] }
                return try asker.check(question, in: sites, union: context.or(sites.map(\.formula)), within: extra)
            }
            // Only where it starts: no witness position is asked for.
            let search = CanonicalPoint(piece: first.piece, contentStart: count, check: check, sample: { _ in nil })
            let axis = StartHints.Axis.parameter(index, ascending: ascending)
            let found = try search.start(
                within: { [.lessThan(constant($0), value, strict: false), .lessThan(value, constant($1), strict: false)] },
                below: { [.lessThan(constant(low), value, strict: false), .lessThan(value, constant($0), strict: true)] },
                fixed: [], low: low, high: high, hints: asker.hints.hints(for: question.conditions, along: axis))
            if let start = found?.start { asker.hints.record(start.value, for: question.conditions, along: axis) }
            return found
        }
        guard let lower = try start(of: value, from: low, to: high, ascending: true),
              let negatedUpper = try start(of: value * Rational(-1), from: -high, to: -low, ascending: false)
        else { return nil }
        return (lower.start, negatedUpper.start.map { ContentStart(value: -$0.value, isIncluded: $0.isIncluded) })
    }

    /// The least and the greatest `value` that inequalities on it alone allow (`nil`: unbounded).
    private static func bounds(on value: AffineExpression, in inequalities: [LinearInequality]) -> (Rational?, Rational?) {
        guard let slope = value.coefficients.firstIndex(where: { !$0.isZero }) else { return (nil, nil) }
        var (least, greatest): (Rational?, Rational?) = (nil, nil)
        for inequality in inequalities {
            // k · (value − c) + d ≤ 0 bounds the value by c − d / k: from above where k > 0.
            let k = inequality.expression.coefficients[slope] / value.coefficients[slope]
            guard !k.isZero else { continue }
            let bound = value.constant - inequality.expression.constant / k
            if k.isNegative { least = max(least ?? bound, bound) } else { greatest = min(greatest ?? bound, bound) }
        }
        return (least, greatest)
    }
}

extension RegionLocator {
    /// `detection` with, in a `stage-range` state, the window sizes its question holds in.
    func withWindowBounds(_ detection: Detection, of question: RegionQuestion, in state: Int, at site: PieceSite) throws -> Detection {
        guard site.piece.rootGeometry != nil, !detection.isUnknown, !detection.isFolded else { return detection }
        var bounded = detection
        bounded.windowClause = try WindowExtent(asker: asker, region: regions[state], context: context).clause(question)
        return bounded
    }
}
