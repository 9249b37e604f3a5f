/// One of N deterministic parts of a run, `K/N`: shard K analyses every N-th environment of each
/// spec's sorted environment list, starting with the K-th. Merging the N shards' JSON reports
/// gives the unsharded report.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// This shard's part of the sorted environments (or anything else sorted).
    public func part<Element>(of elements: [Element]) -> [Element] {
        elements.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
