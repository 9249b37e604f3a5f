import Foundation
import KeyboardStates
import LayoutSpec
import Reporters
import Testing

@Suite struct StateListingTests {
    private func states(in environment: String) throws -> [KeyboardState] {
        let environments = try Catalog.builtIn().allEnvironments().get().filter { $0.id == environment }
        return environments.flatMap { StateSpace.states(in: $0, guide: KeyboardGuideSettings(followsUndockedKeyboard: true)) }
    }

    @Test func textListsIdsReachabilityBoundsAndNotes() throws {
        let sample = try states(in: "ipad-pro-12-9/landscape/split-half-right/ltr")
        let text = StatesFormat.text.renderer.render(StateListing(states: sample))
        #expect(text.contains("ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading  reachable  keyboard x 368…755.8, y 733.28…764, width 320, height 260\n"))
        #expect(text.contains("ipad-pro-12-9/landscape/split-half-right/ltr/shortcuts-bar/near-bottom-leading  unreachable\n"))
        #expect(text.contains("    note: estimate: the undocked keyboard"))
        #expect(try StatesFormat.text.renderer.render(StateListing(states: states(in: "ipad-mini/portrait/split-third-left/ltr"))).contains("they alone give near-trailing"), "a state's notes say where the 1/3 Split View rule overrides the thresholds")
        #expect(text.hasSuffix("""
        17 states, 16 reachable, 1 unreachable
        split or undocked keyboard near the bottom by the thresholds (Apple's table says never) in 1 of 1 environments

        """))
        #expect(StatesFormat.text.renderer.render(StateListing(states: sample)) == text)
    }

    @Test func jsonIsValidAndStable() throws {
        let sample = try states(in: "ipad-pro-12-9/landscape/split-half-right/ltr")
        let json = StatesFormat.json.renderer.render(StateListing(states: sample))
        #expect(StatesFormat.json.renderer.render(StateListing(states: sample)) == json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == StateListing.schema)
        let states = try #require(object["states"] as? [[String: Any]])
        #expect(states.count == 17)
        let first = try #require(states.first)
        #expect(first["id"] as? String == "ipad-pro-12-9/landscape/split-half-right/ltr/hidden/near-bottom")
        #expect(first["near"] as? [String] == ["bottom"])
        #expect(first["away"] as? [String] == ["top", "leading", "trailing"])
        let region = try #require(first["region"] as? [String: [Double]])
        #expect(region["min"] == [0, 1024, 1366, 0])
        #expect(states.contains { $0["region"] is NSNull })
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["undockedNearBottom"] as? [String] == ["ipad-pro-12-9/landscape/split-half-right/ltr"])
    }
}
