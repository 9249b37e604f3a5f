import Foundation
import KeyboardStates
import Testing

@Suite struct StateListingTests {
    private var sample: [KeyboardState] {
        Fixtures.states.filter { $0.environment.id == "ipad-pro-12-9/landscape/split-half-right/ltr" }
    }

    @Test func textListsIdsReachabilityBoundsAndNotes() {
        let text = StateListing.text(sample)
        #expect(text.contains("ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading  reachable  keyboard x 368…755.8, y 733.28…764, width 320, height 260\n"))
        #expect(text.contains("ipad-pro-12-9/landscape/split-half-right/ltr/shortcuts-bar/near-bottom-leading  unreachable\n"))
        #expect(text.contains("    note: estimate: the undocked keyboard"))
        #expect(text.hasSuffix("""
        17 states, 16 reachable, 1 unreachable
        split or undocked keyboard near the bottom by the thresholds (Apple's table says never) in 1 of 1 environments

        """))
        #expect(StateListing.text(sample) == text)
    }

    @Test func jsonIsValidAndStable() throws {
        let json = StateListing.json(sample)
        #expect(StateListing.json(sample) == json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let states = try #require(object["states"] as? [[String: Any]])
        #expect(states.count == 17)
        let first = try #require(states.first)
        #expect(first["id"] as? String == "ipad-pro-12-9/landscape/split-half-right/ltr/hidden/near-bottom")
        #expect(first["near"] as? [String] == ["bottom"])
        #expect(first["away"] as? [String] == ["top", "leading", "trailing"])
        let region = try #require(first["region"] as? [String: [Double]])
        #expect(region["min"] == [0, 1024, 1366, 0])
        #expect(json.contains("\"region\":null"))
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["undockedNearBottom"] as? [String] == ["ipad-pro-12-9/landscape/split-half-right/ltr"])
    }
}
