import ExactGeometry
import KeyboardStates

/// Where a finding of a `stage-range` state holds along the window's width and height: the least
/// and the greatest of each over every position of the state's region that shows it, read off the
/// exact values that show it where the layout is affine, else proven by the solver as a content
/// size's start is (`CanonicalPoint.least`, trying the bounds found in the environment's earlier
/// states first: `StartHints`). So a finding says "only in
/// windows shorter than 753 pt" exactly: no window that tall or taller shows it, and some window
/// shorter by any amount does. Each bound holds whatever the other parameters; together they are
/// what every window showing it meets, not a description of all of them.
struct WindowExtent {
    let asker: RegionAsker
    let region: StateRegion

    /// `; only in windows narrower than 512 pt and shorter than 753 pt`; `nil` when the finding
    /// holds at every width and height, or the solver gave up on a bound.
    func clause(_ question: RegionQuestion) throws -> String? {
        guard let first = region.pieces.first else { return nil }
        // The window's parameters are the region's last four, before the content sizes.
        let (width, height) = (first.contentStart - 2, first.contentStart - 1)
        var parts: [String] = []
        for (index, words) in [(width, ("narrower than", "wider than", "wide")), (height, ("shorter than", "taller than", "tall"))] {
            guard let (lower, upper) = try extent(of: index, question) else { return nil }
            var said: [String] = []
            if let lower { said.append(lower.isIncluded ? "at least \(text(lower.value)) \(words.2)" : "\(words.1) \(text(lower.value))") }
            if let upper { said.append(upper.isIncluded ? "at most \(text(upper.value)) \(words.2)" : "\(words.0) \(text(upper.value))") }
            parts += said
        }
        return parts.isEmpty ? nil : "; only in windows " + parts.joined(separator: " and ")
    }

    private func text(_ points: Rational) -> String { points.decimalString(maximumFractionDigits: 4) + " pt" }

    /// The least and the greatest value of parameter `index` where the question has an answer,
    /// each `nil` where it is the end of the parameter's range; `nil` when the solver gave up.
    private func extent(of index: Int, _ question: RegionQuestion) throws -> (lower: ContentStart?, upper: ContentStart?)? {
        guard let first = region.pieces.first else { return nil }
        let count = first.piece.parameterCount
        guard let (low, high) = region.spans.span(of: index) else { return nil }
        if let shown = asker.values(ofParameter: index, question, in: region.pieces) {
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
