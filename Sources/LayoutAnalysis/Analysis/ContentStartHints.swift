import ExactGeometry

/// Where findings started along each content size in the states analysed so far, per question:
/// the same finding often starts at the same size in an environment's other states and groups,
/// so these are tried before bisecting (`CanonicalPoint.hints`). Only proposals: a start is named
/// only when the solver proves it, as any bracket's simplest number is.
final class ContentStartHints {
    /// The most starts kept for one content size of one question, latest first.
    static let count = 3
    private var found: [[Condition]: [Int: [Rational]]] = [:]

    /// By content size (its place among the layout's content sizes).
    func hints(for conditions: [Condition]?) -> [Int: [Rational]] {
        conditions.flatMap { found[$0] } ?? [:]
    }

    /// `starts` by parameter of a piece whose content sizes are its parameters from `contentStart` on.
    func record(_ starts: [Int: ContentStart], from contentStart: Int, for conditions: [Condition]?) {
        guard let conditions else { return }
        for (parameter, start) in starts.sorted(by: { $0.key < $1.key }) {
            let content = parameter - contentStart
            let earlier = found[conditions]?[content] ?? []
            found[conditions, default: [:]][content] = Array(([start.value] + earlier.filter { $0 != start.value }).prefix(Self.count))
        }
    }
}
