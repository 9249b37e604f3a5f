import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

@Suite struct EnvironmentResolutionTests {
    private func resolve(_ names: [String]) throws -> Result<[Environment], DiagnosticsError> {
        let catalog = try #require(Fixtures.catalog)
        return catalog.environments(for: names.enumerated().map { EnvironmentEntry(.named($1), location: Fixtures.location($0 + 1)) })
    }

    @Test func noEntriesMeansDefaultSortedWithoutDuplicates() throws {
        let all = try resolve([]).get()
        #expect(all.map(\.id) == Fixtures.environments.map(\.id))
        #expect(all.map(\.id) == all.map(\.id).sorted())
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(try resolve(["default", "ipad", "iphone"]).get().map(\.id) == all.map(\.id))
    }

    @Test func setsDevicesAndPrefixes() throws {
        #expect(try resolve(["iphone"]).get().count == 12)
        #expect(try resolve(["ipad"]).get().count == 120)
        #expect(try resolve(["quick"]).get().count == 12)
        // Whole components only: iphone-16 does not match iphone-16-pro-max.
        #expect(try resolve(["iphone-16"]).get().allSatisfy { $0.device == "iphone-16" })
        let prefix = try resolve(["ipad-pro-12-9/landscape/split-half-right"]).get()
        #expect(prefix.map(\.id) == ["ipad-pro-12-9/landscape/split-half-right/ltr", "ipad-pro-12-9/landscape/split-half-right/rtl"])
        #expect(try resolve(["ipad-pro-12-9/landscape/split-half-right/rtl", "ipad-pro-12-9/landscape/split-half-right"]).get().count == 2)
    }

    @Test func unknownNameIsAnErrorAtTheEntryWithSuggestions() throws {
        guard case .failure(let error) = try resolve(["quick", "ipad-pro-12-9/landscape/split-half-rigth"]) else {
            Issue.record("expected an error")
            return
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.code == .unknownEnvironment)
        #expect(diagnostic.location == Fixtures.location(2))
        #expect(diagnostic.message.contains("did you mean 'ipad-pro-12-9/landscape/split-half-right'"))
    }

    @Test func stageWindowRequestFromASpec() throws {
        let catalog = try #require(Fixtures.catalog)
        let request = StageWindowRequest(name: "note", device: "ipad-pro-11", orientation: "landscape", frame: Rect(x: 0, y: 300, width: 600, height: 534))
        let environments = try catalog.environments(for: [EnvironmentEntry(.stageWindow(request), location: Fixtures.location())]).get()
        #expect(environments.map(\.id) == ["ipad-pro-11/landscape/stage-note/ltr", "ipad-pro-11/landscape/stage-note/rtl"])
        // It touches the screen's bottom and left edges, so it keeps those insets.
        #expect(environments[0].safeArea == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))

        let tooBig = StageWindowRequest(name: "big", device: "ipad-pro-11", orientation: nil, frame: Rect(x: 0, y: 0, width: 2000, height: 500))
        let unknown = StageWindowRequest(name: "x", device: "ipad-pro-13", orientation: nil, frame: Rect(x: 0, y: 0, width: 200, height: 500))
        guard case .failure(let error) = catalog.environments(for: [
            EnvironmentEntry(.stageWindow(tooBig), location: Fixtures.location(1)),
            EnvironmentEntry(.stageWindow(unknown), location: Fixtures.location(2)),
        ]) else {
            Issue.record("expected errors")
            return
        }
        #expect(error.diagnostics.map(\.location.line) == [1, 2])
        #expect(error.diagnostics[1].code == .unknownEnvironment)
    }
}
