import ExactGeometry
import KeyboardStates

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
        let shadows = asker.shownSets(question, in: region.pieces).map {
            WindowSizeRelation.shadows($0, width: width, height: height, dimension: count)
        }
        var parts: [String] = []
        var bounds: [LinearInequality] = []
        for (index, words) in [(width, ("narrower than", "wider than", "wide")), (height, ("shorter than", "taller than", "tall"))] {
            guard let (low, high) = region.spans.span(of: index), let (lower, upper) = try extent(of: index, from: low, to: high, question, shadows: shadows)
            else { return nil }
            let parameter = AffineExpression.parameter(index, of: count)
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            bounds += [.lessThan(constant(lower?.value ?? low), parameter, strict: lower.map { !$0.isIncluded } ?? false),
                       .lessThan(parameter, constant(upper?.value ?? high), strict: upper.map { !$0.isIncluded } ?? false)]
            if let lower { parts.append(lower.isIncluded ? "at least \(text(lower.value)) \(words.2)" : "\(words.1) \(text(lower.value))") }
            if let upper { parts.append(upper.isIncluded ? "at most \(text(upper.value)) \(words.2)" : "\(words.0) \(text(upper.value))") }
        }
        let joint = shadows.flatMap { WindowSizeRelation.joint($0, width: width, height: height, dimension: count, bounds: bounds) }
        let said = [joint.map { $0.map { WindowSizeRelation.words($0, width: width, height: height) }.joined(separator: " and ") },
                    parts.isEmpty ? nil : parts.joined(separator: " and ")].compactMap { $0 }
        return said.isEmpty ? nil : "; only in windows " + said.joined(separator: ", ")
    }

    private func text(_ points: Rational) -> String { points.decimalString(maximumFractionDigits: 4) + " pt" }

    /// The least and the greatest value of parameter `index` (between `low` and `high` in the
    /// region) where the question has an answer, each `nil` where it is the end of the
    /// parameter's range; `nil` when the solver gave up. `shadows`: where the layout is affine,
    /// the window sizes that show it (`WindowSizeRelation.shadows`).
    private func extent(
        of index: Int, from low: Rational, to high: Rational, _ question: RegionQuestion, shadows: [[LinearInequality]]?
    ) throws -> (lower: ContentStart?, upper: ContentStart?)? {
        guard let first = region.pieces.first else { return nil }
        let count = first.piece.parameterCount
        if let shown = shadows?.compactMap({ FourierMotzkin.interval(of: index, over: $0, dimension: count, fixing: [:]) }) {
            // Where the layout is affine, read off the exact values that show it.
            guard let (_, lower) = CanonicalPoint.least(of: shown, low: low, high: high),
                  let (_, negatedUpper) = CanonicalPoint.least(of: shown.map(\.negated), low: -high, high: -low)
            else { return nil }
            return (lower, negatedUpper.map { ContentStart(value: -$0.value, isIncluded: $0.isIncluded) })
        }
        let check = { (extra: [LinearInequality]) in try asker.check(question, in: region.pieces, union: region.formula, within: extra) }
        let search = CanonicalPoint(piece: first.piece, contentStart: count, check: check, sample: { _ in nil })
        func least(of value: AffineExpression, from low: Rational, to high: Rational, ascending: Bool) throws -> (Rational, ContentStart?)? {
            let constant = { AffineExpression.constant($0, parameterCount: count) }
            let axis = StartHints.Axis.parameter(index, ascending: ascending)
            let found = try search.least(
                within: { [.lessThan(constant($0), value, strict: false), .lessThan(value, constant($1), strict: false)] },
                below: { [.lessThan(constant(low), value, strict: false), .lessThan(value, constant($0), strict: true)] },
                fixed: [], low: low, high: high, index: index, hints: asker.hints.hints(for: question.conditions, along: axis))
            if let start = found?.1 { asker.hints.record(start.value, for: question.conditions, along: axis) }
            return found
        }
        let parameter = AffineExpression.parameter(index, of: count)
        guard let (_, lower) = try least(of: parameter, from: low, to: high, ascending: true),
              let (_, negatedUpper) = try least(of: parameter * Rational(-1), from: -high, to: -low, ascending: false)
        else { return nil }
        return (lower, negatedUpper.map { ContentStart(value: -$0.value, isIncluded: $0.isIncluded) })
    }
}

extension RegionLocator {
    /// `detection` with, in a `stage-range` state, the window sizes its question holds in.
    func withWindowBounds(_ detection: Detection, of question: RegionQuestion, in state: Int, at site: PieceSite) throws -> Detection {
        guard site.piece.rootGeometry != nil, !detection.isUnknown, !detection.isFolded else { return detection }
        var bounded = detection
        bounded.windowClause = try WindowExtent(asker: asker, region: regions[state]).clause(question)
        return bounded
    }
}
