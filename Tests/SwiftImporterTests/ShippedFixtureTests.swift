import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// The Swift screens in `specs/swift/` import as the same model as their YAML specs, and the
/// analyzer finds the same problems in both.
@Suite struct ShippedFixtureTests {
    static let pairs = [
        (swift: "ToolbarViewController.swift", yaml: "toolbar-follows-keyboard.yaml"),
        (swift: "EditViewController.swift", yaml: "apple-sample-edit-view.yaml"),
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
        // Lowered as `check` lowers them: class sizes and stack constraints.
        let fromSwift = try Analyzer.analyze(UIKitLowering.lowered(try shippedSwift(swift)), in: environments)
        let fromYAML = try Analyzer.analyze(UIKitLowering.lowered(try shippedYAML(yaml)), in: environments)
        #expect(fromSwift.states.count == fromYAML.states.count)
        // A YAML spec writes a handler's rule, not the handler: only the Swift screen can say that
        // it moves the button where the keyboard does not reach it.
        #expect(Self.findingsByState(fromSwift, except: .moved) == Self.findingsByState(fromYAML, except: .moved))
        #expect(fromYAML.states.allSatisfy { !$0.findings.contains { $0.kind == .moved } })
        // The same constraints active; the stacks' constraints come in the order each input declares its stacks.
        #expect(fromSwift.states.map { $0.active.sorted() } == fromYAML.states.map { $0.active.sorted() })
    }

    /// Per state id: each finding's kind, items and constraint ids, but those of kind `except`.
    static func findingsByState(_ result: SpecResult, except: FindingKind? = nil) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: result.states.map { state in
            (state.state.id, Set(state.findings.filter { $0.kind != except }.map { "\($0.kind.rawValue) \($0.items.sorted()) \($0.constraints.sorted())" }))
        })
    }
}
