import ExactGeometry

/// Where findings started in the states analysed so far, per question: along each content size,
/// and along a window range's width and height from either end (`WindowExtent`). The same finding
/// often starts at the same value in an environment's other states and groups, so these are
/// tried before bisecting (`CanonicalPoint.hints`). Only proposals: a start is named only when the
/// solver proves it, as any bracket's simplest number is.
final class StartHints {
    /// What a start is along.
    enum Axis: Hashable {
        /// A content size, by its place among the layout's content sizes.
        case content(Int)
        /// A region parameter, searched from its least value up (`ascending`) or from its greatest
        /// down, as its negation (`CanonicalPoint.least` of `−parameter`).
        case parameter(Int, ascending: Bool)
    }

    /// The most starts kept along one axis of one question, latest first.
    static let count = 3
    private var found: [[Condition]: [Axis: [Rational]]] = [:]

    /// By content size (its place among the layout's content sizes).
    func hints(for conditions: [Condition]?) -> [Int: [Rational]] {
        var byContent: [Int: [Rational]] = [:]
        for case (.content(let content), let starts) in conditions.flatMap({ found[$0] }) ?? [:] { byContent[content] = starts }
        return byContent
    }

    func hints(for conditions: [Condition]?, along axis: Axis) -> [Rational] {
        conditions.flatMap { found[$0]?[axis] } ?? []
    }

    /// `starts` by parameter of a piece whose content sizes are its parameters from `contentStart` on.
    func record(_ starts: [Int: ContentStart], from contentStart: Int, for conditions: [Condition]?) {
        for (parameter, start) in starts.sorted(by: { $0.key < $1.key }) {
            record(start.value, for: conditions, along: .content(parameter - contentStart))
        }
    }

    func record(_ start: Rational, for conditions: [Condition]?, along axis: Axis) {
        guard let conditions else { return }
        let earlier = found[conditions]?[axis] ?? []
        found[conditions, default: [:]][axis] = Array(([start] + earlier.filter { $0 != start }).prefix(Self.count))
    }
}
