import KeyboardStates
import Testing

@Suite struct StateCountTests {
    @Test func builtInCatalogLoadsAndEveryStateIdIsUnique() throws {
        _ = try Catalog.builtIn()
        #expect(Fixtures.environments.count == 132)
        #expect(Fixtures.statesByID.count == Fixtures.states.count)
        print("environments \(Fixtures.environments.count) states \(Fixtures.states.count) reachable \(Fixtures.states.filter(\.isReachable).count)")
    }
}
