
/// The fragment each state's details carry, so matrix cells and other pages can link to them.
enum StateAnchor {
    /// `state-<state id>`; state ids contain no spaces.
    static func id(_ state: StateReport) -> String { "state-\(state.id)" }

    static func link(_ state: StateReport, page: String? = nil) -> String { (page ?? "") + "#" + id(state) }
}
