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
    /// Along a window parameter, whatever the question: where the layout changes with the window,
    /// the findings it makes start together.
    private var foundAlong: [Axis: [Rational]] = [:]

    /// By content size (its place among the layout's content sizes).
    func hints(for conditions: [Condition]?) -> [Int: [Rational]] {
        var byContent: [Int: [Rational]] = [:]
        for case (.content(let content), let starts) in conditions.flatMap({ found[$0] }) ?? [:] { byContent[content] = starts }
        return byContent
    }

    /// The question's own starts along `axis` first, then those of any question.
    func hints(for conditions: [Condition]?, along axis: Axis) -> [Rational] {
        let own = conditions.flatMap { found[$0]?[axis] } ?? []
        return own + (foundAlong[axis] ?? []).filter { !own.contains($0) }
    }

    /// `starts` by parameter of a piece whose content sizes are its parameters from `contentStart` on.
    func record(_ starts: [Int: ContentStart], from contentStart: Int, for conditions: [Condition]?) {
        for (parameter, start) in starts.sorted(by: { $0.key < $1.key }) {
            record(start.value, for: conditions, along: .content(parameter - contentStart))
        }
    }

    func record(_ start: Rational, for conditions: [Condition]?, along axis: Axis) {
        if case .parameter = axis { foundAlong[axis] = Self.latest(start, before: foundAlong[axis] ?? []) }
        guard let conditions else { return }
        found[conditions, default: [:]][axis] = Self.latest(start, before: found[conditions]?[axis] ?? [])
    }

    private static func latest(_ start: Rational, before earlier: [Rational]) -> [Rational] {
        Array(([start] + earlier.filter { $0 != start }).prefix(count))
    }
}
