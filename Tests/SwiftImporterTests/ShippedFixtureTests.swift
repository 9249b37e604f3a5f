import LayoutAnalysis
import LayoutSpec
import Testing

/// The Swift screens in `specs/swift/` import as the same model as their YAML specs, and the
/// analyzer finds the same problems in both.
@Suite struct ShippedFixtureTests {
    static let pairs = [
        (swift: "ToolbarViewController.swift", yaml: "toolbar-follows-keyboard.yaml"),
        // EditViewController.swift pairs with apple-sample-edit-view.yaml again once its Swift twin
        // is written in stack views too (issue 13, the importer's side).
        (swift: "KeyboardNotificationViewController.swift", yaml: "notification-bottom-constraint.yaml"),
    ]

    @Test(arguments: pairs)
    func importsTheSameModelAsTheSpec(swift: String, yaml: String) throws {
        let imported = try shippedSwift(swift)
        let spec = try shippedYAML(yaml)
        #expect(imported.warnings.filter { $0.code == .unsupportedConstruct }.isEmpty, "\(imported.warnings)")
        // Ids included: identifiers, or the names the constraints are bound to, are the YAML's.
        #expect(imported.ruleLines == spec.ruleLines)
        #expect(imported.withoutLocations == spec.withoutLocations)
    }

    @Test func constraintsAreLocatedAtTheirSwiftExpressions() throws {
        let toolbar = try shippedSwift("ToolbarViewController.swift")
        let awayFromTop = try #require(toolbar.allConstraints.first { $0.id == "KB-awayFromTop" })
        #expect(awayFromTop.location.file.hasSuffix("specs/swift/ToolbarViewController.swift"))
        #expect((awayFromTop.location.line, awayFromTop.location.column) == (24, 27))
        #expect(toolbar.name == "Toolbar follows the keyboard (Swift)")
        #expect(toolbar.deploymentTarget?.description == "15.4")
    }

    @Test(arguments: pairs)
    func analysisFindsTheSameProblems(swift: String, yaml: String) throws {
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right/ltr"])
        let fromSwift = try Analyzer.analyze(try shippedSwift(swift), in: environments)
        let fromYAML = try Analyzer.analyze(try shippedYAML(yaml), in: environments)
        #expect(fromSwift.states.count == fromYAML.states.count)
        #expect(Self.findingsByState(fromSwift) == Self.findingsByState(fromYAML))
        #expect(fromSwift.states.map(\.active) == fromYAML.states.map(\.active))
    }

    @Test func theAppleSampleIsSqueezedInSwiftToo() throws {
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right/ltr"])
        let result = try Analyzer.analyze(try shippedSwift("EditViewController.swift"), in: environments)
        let state = try #require(result.states.first { $0.state.id == "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading" })
        let squeezed = try #require(state.findings.first { $0.kind == .squeezed && $0.items == ["editView"] })
        #expect(squeezed.constraints.contains("editViewToDockedKeyboardTrailing"))
    }

    /// Per state id: each finding's kind, items and constraint ids.
    static func findingsByState(_ result: SpecResult) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: result.states.map { state in
            (state.state.id, Set(state.findings.map { "\($0.kind.rawValue) \($0.items.sorted()) \($0.constraints.sorted())" }))
        })
    }
}
