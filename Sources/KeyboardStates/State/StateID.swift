import LayoutSpec

/// A state id, `<device>/<orientation>/<window>/<direction>/<keyboard>/<edges>`
/// (Documentation/Design.md, "Identifiers"): the one place ids are put together and taken apart.
public struct StateID: Hashable, Sendable, CustomStringConvertible {
    /// `<device>/<orientation>/<window>/<direction>`: the environment's id.
    public var environment: String
    public var keyboard: KeyboardType
    public var near: Set<Edge>

    public init(environment: String, keyboard: KeyboardType, near: Set<Edge>) {
        self.environment = environment
        self.keyboard = keyboard
        self.near = near
    }

    /// `nil` unless `text` has the six parts of a state id.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, !parts.prefix(4).contains(where: \.isEmpty),
              let keyboard = KeyboardType(rawValue: parts[4]), let near = Self.edges(parts[5])
        else { return nil }
        self.init(environment: parts.prefix(4).joined(separator: "/"), keyboard: keyboard, near: near)
    }

    public var description: String { "\(environment)/\(keyboard.rawValue)/\(Self.edgesID(near))" }

    /// `near-top-leading` (edges in the order top, bottom, leading, trailing) or `away-all`.
    public static func edgesID(_ near: Set<Edge>) -> String {
        near.isEmpty ? "away-all" : "near-" + near.sorted().map(\.rawValue).joined(separator: "-")
    }

    private static func edges(_ text: String) -> Set<Edge>? {
        if text == "away-all" { return [] }
        guard text.hasPrefix("near-") else { return nil }
        let names = text.dropFirst("near-".count).split(separator: "-", omittingEmptySubsequences: false)
        let edges = names.compactMap { Edge(rawValue: String($0)) }
        guard edges.count == names.count, edgesID(Set(edges)) == text else { return nil }
        return Set(edges)
    }
}
