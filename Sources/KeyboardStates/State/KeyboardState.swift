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
    public var id: String { StateID(environment: environment.id, keyboard: keyboard, near: near).description }

    /// An empty region means no keyboard position gives this state here: listed, not analysed.
    public var isReachable: Bool { !region.isEmpty }
}
