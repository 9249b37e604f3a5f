import KeyboardStates
import Testing

@Suite struct StateCountTests {
    @Test func builtInCatalogCounts() throws {
        _ = try Catalog.builtIn()
        #expect(Fixtures.environments.count == 132)
        #expect(Fixtures.states.count == 2232)
        #expect(Fixtures.statesByID.count == Fixtures.states.count)
    }

    @Test func statesAreOrderedByKeyboardThenEdges() throws {
        let environment = try #require(Fixtures.environment("ipad/landscape/full/ltr"))
        let ids = StateSpace.states(in: environment, guide: Fixtures.following).map(\.id)
        #expect(ids.first == "ipad/landscape/full/ltr/hidden/near-bottom")
        #expect(ids.last == "ipad/landscape/full/ltr/shortcuts-bar/near-bottom-trailing")
        #expect(ids.count == 20)
    }

    /// Every keyboard of the catalog is wider than tall in every state: the Swift importer reads a
    /// handler's `min(frame.height, frame.width)` as the frame's height (`keyboardClampCall`).
    @Test func keyboardsAreWiderThanTall() {
        let taller = Fixtures.states.filter { state in
            guard let bounds = state.region.bounds else { return false }
            return bounds.width.min < bounds.height.max
        }
        #expect(taller.map(\.id) == [])
        #expect(Fixtures.states.contains { $0.region.bounds != nil })
    }
}

