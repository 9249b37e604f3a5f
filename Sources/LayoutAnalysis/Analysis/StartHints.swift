import ExactGeometry
import Foundation
import KeyboardStates

/// Where findings started in the states analysed so far, per question: along each content size,
/// and along a window range's width and height from either end (`WindowExtent`). The same finding
/// often starts at the same value in an environment's other states and groups, so these are
/// tried before bisecting (`CanonicalPoint.hints`). Only proposals: a start is named only when the
/// solver proves it, as any bracket's simplest number is.
final class StartHints {
    /// What a start is along.
    enum Axis: Hashable, Sendable {
        /// A content size, by its place among the layout's content sizes.
        case content(Int)
        /// A region parameter, searched from its least value up (`ascending`) or from its greatest
        /// down, as its negation (`CanonicalPoint.least` of `−parameter`).
        case parameter(Int, ascending: Bool)
    }

    /// What the hints are at some moment: handed from an environment at one text size to the same
    /// environment at the next (`TextSizeSeeds`).
    struct Snapshot: Sendable {
        fileprivate var found: [[Condition]: [Axis: [Rational]]] = [:]
        fileprivate var foundAlong: [Axis: [Rational]] = [:]
        fileprivate var foundAt: [Asked: [Int: Rational]] = [:]
    }

    /// A question asked of one region piece.
    fileprivate struct Asked: Hashable, Sendable {
        var conditions: [Condition]
        var piece: [LinearInequality]
    }

    /// The most starts kept along one axis of one question, latest first.
    static let count = 3
    private var found: [[Condition]: [Axis: [Rational]]]
    /// Along a window parameter, whatever the question: where the layout changes with the window,
    /// the findings it makes start together.
    private var foundAlong: [Axis: [Rational]]
    /// By content size, where the question's finding started in that very piece: in another
    /// layout of the same screen (another text size) it most often starts there again.
    private var foundAt: [Asked: [Int: Rational]]

    init(_ seed: Snapshot = Snapshot()) {
        found = seed.found
        foundAlong = seed.foundAlong
        foundAt = seed.foundAt
    }

    var snapshot: Snapshot { Snapshot(found: found, foundAlong: foundAlong, foundAt: foundAt) }

    /// By content size (its place among the layout's content sizes): where the question's finding
    /// started in `piece` first, then where it started last anywhere.
    func hints(for conditions: [Condition]?, in piece: RegionPiece) -> [Int: [Rational]] {
        guard let conditions else { return [:] }
        var byContent: [Int: [Rational]] = [:]
        for case (.content(let content), let starts) in found[conditions] ?? [:] { byContent[content] = starts }
        for (content, start) in foundAt[Asked(conditions: conditions, piece: piece.constraints)] ?? [:] {
            byContent[content] = [start] + (byContent[content] ?? []).filter { $0 != start }
        }
        return byContent
    }

    /// The question's own starts along `axis` first, then those of any question.
    func hints(for conditions: [Condition]?, along axis: Axis) -> [Rational] {
        let own = conditions.flatMap { found[$0]?[axis] } ?? []
        return own + (foundAlong[axis] ?? []).filter { !own.contains($0) }
    }

    /// `starts` by parameter of `piece`, whose content sizes are its parameters from `contentStart` on.
    func record(_ starts: [Int: ContentStart], from contentStart: Int, for conditions: [Condition]?, in piece: RegionPiece) {
        for (parameter, start) in starts.sorted(by: { $0.key < $1.key }) {
            record(start.value, for: conditions, along: .content(parameter - contentStart))
        }
        guard let conditions, !starts.isEmpty else { return }
        foundAt[Asked(conditions: conditions, piece: piece.constraints)] = Dictionary(
            uniqueKeysWithValues: starts.map { ($0.key - contentStart, $0.value.value) })
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
