import LayoutSpec

/// An environment × a keyboard type × the edges the guide is near, with every keyboard position
/// that produces it.
public struct KeyboardState: Hashable, Sendable {
    public var environment: Environment
    public var keyboard: KeyboardType
    public var near: Set<Edge>
    public var region: Region
    /// Where Apple's table overrode the thresholds, and the assumptions behind the state.
    public var notes: [String]

    public init(environment: Environment, keyboard: KeyboardType, near: Set<Edge>, region: Region, notes: [String]) {
        self.environment = environment
        self.keyboard = keyboard
        self.near = near
        self.region = region
        self.notes = notes
    }

    public var away: Set<Edge> { Set(Edge.allCases).subtracting(near) }

    /// `<device>/<orientation>/<window>/<direction>/<keyboard>/<edges>`.
    public var id: String { "\(environment.id)/\(keyboard.rawValue)/\(KeyboardState.edgesID(near))" }

    /// An empty region means no keyboard position gives this state here: listed, not analysed.
    public var isReachable: Bool { !region.isEmpty }

    /// `near-top-leading` (edges in the order top, bottom, leading, trailing) or `away-all`.
    public static func edgesID(_ near: Set<Edge>) -> String {
        near.isEmpty ? "away-all" : "near-" + near.sorted().map(\.rawValue).joined(separator: "-")
    }
}
