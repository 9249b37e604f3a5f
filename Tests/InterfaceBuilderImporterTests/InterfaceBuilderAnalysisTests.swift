import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Storyboard screens analysed with the real Z3 over the `default` catalog: their findings, the
/// states they hold in, and the storyboard line they point at.
@Suite struct InterfaceBuilderAnalysisTests {
    static let docked = "iphone-16/portrait/full/ltr/docked/near-bottom"
    static let undocked = "ipad-mini/landscape/full/ltr/undocked/near-bottom"

    static func covered(_ result: SpecResult, in state: String) -> [Finding] {
        result.states.first { $0.state.id == state }?.findings.filter { $0.kind == .covered } ?? []
    }

    @Test func theJoinedSeed003ScreenIsCoveredWhereTheKeyboardLeavesTheBottom() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Compose", swift: [Fixtures.swift("ComposeViewController")])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["default"]))
        // Docked, the button rides on the keyboard: the constant is the keyboard's height.
        #expect(Self.covered(result, in: Self.docked).isEmpty)
        // Undocked, the keyboard's height moves the button up by as much while the keyboard sits
        // higher: the button is under it.
        let finding = try #require(Self.covered(result, in: Self.undocked).first)
        #expect(finding.items == ["button"])
        #expect(finding.constraints.contains("keyboardHeight"))
        let location = try #require(finding.location)
        #expect(location.file == Fixtures.storyboard)
        // The finding points at its first constraint's <constraint> element.
        let first = try spec.constraint(try #require(finding.constraints.first))
        #expect(location == first.location)
        let lines = try String(contentsOfFile: Fixtures.storyboard, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[location.line - 1].dropFirst(location.column - 1).hasPrefix("<constraint "))
        let witness = try #require(finding.witness)
        #expect(witness.overlap != nil)
        let coveredStates = result.states.filter { !$0.findings.filter { $0.kind == .covered }.isEmpty }.map(\.state.id)
        #expect(coveredStates.allSatisfy { !$0.contains("/docked/") && !$0.contains("/hidden/") })
        #expect(coveredStates.contains { $0.contains("/floating/") })
    }

    @Test func withoutItsCodeTheResultSaysWhatWasNotRead() throws {
        // The storyboard alone has neither the keyboard rule nor the code's `keepVisible`: the
        // result carries the warning that names the view controller and its outlet constraint.
        let spec = try importScreen(Fixtures.storyboard, scene: "Compose")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait/full/ltr"]))
        #expect(result.warnings.contains {
            $0.message.contains("'ComposeViewController' is not among the analysed Swift files") && $0.message.contains("outlet constraint keyboardHeight")
        })
        #expect(try spec.constraint("keyboardHeight").rule == "button.bottom == view.bottom")
    }

    /// The YAML spec writes the handlers' rule only; the storyboard's code also says what the
    /// handlers do, so it finds where they move the button over nothing besides (`moved`).
    @Test func theShippedStoryboardPairFindsWhatItsYAMLSpecFinds() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs")
        let storyboard = specs.appendingPathComponent("interface-builder/KeyboardHeight.storyboard").path
        let swift = specs.appendingPathComponent("interface-builder/KeyboardHeightViewController.swift").path
        let fromStoryboard = try importScreen(storyboard, swift: [swift])
        #expect(fromStoryboard.warnings.isEmpty, "\(fromStoryboard.warningLines)")
        let yaml: LayoutSpec
        switch SpecLoader.load(path: specs.appendingPathComponent("notification-bottom-constraint.yaml").path) {
        case .success(let loaded): yaml = loaded
        case .failure(let error): throw ImportFailure(description: error.description)
        }
        #expect(fromStoryboard.allConstraints.map(\.id) == yaml.allConstraints.map(\.id))
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right/ltr", "iphone-16/portrait"])
        let byState = { (result: SpecResult, kinds: Set<FindingKind>) in
            result.states.map { state in
                "\(state.state.id): " + state.findings.filter { kinds.contains($0.kind) }.map { "\($0.kind.rawValue) \($0.items)" }.sorted().joined(separator: ", ")
            }
        }
        let fromIB = try Analyzer.analyze(UIKitLowering.lowered(fromStoryboard), in: environments)
        let fromYAML = try Analyzer.analyze(UIKitLowering.lowered(yaml), in: environments)
        let layoutKinds = Set(FindingKind.allCases).subtracting([.moved])
        #expect(byState(fromIB, layoutKinds) == byState(fromYAML, layoutKinds))
        #expect(fromIB.states.contains { !$0.findings.isEmpty })
        #expect(fromYAML.states.allSatisfy { !$0.findings.contains { $0.kind == .moved } })
        let moved = fromIB.states.filter { $0.findings.contains { $0.kind == .moved } }.map(\.state.id)
        #expect(moved.contains("ipad-pro-12-9/landscape/split-half-right/ltr/shortcuts-bar/near-bottom"), "the shortcuts bar beside the window")
    }
}

/// The keyboard-layout-guide scene: the code makes the guide follow a floating keyboard, which
/// carries the message bar off the top of the screen.
@Suite struct KeyboardGuideSceneAnalysisTests {
    @Test func theMessageBarRidesAFloatingKeyboardOffscreen() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Reply", swift: [Fixtures.swift("ReplyViewController")])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["ipad-mini/landscape/full/ltr"]))
        let offscreen = result.states.filter { state in state.findings.contains { $0.kind == .offscreen && $0.items == ["messageBar"] } }
        #expect(!offscreen.isEmpty)
        #expect(offscreen.allSatisfy { $0.state.id.contains("/floating/") || $0.state.id.contains("/undocked/") || $0.state.id.contains("/split/") })
        // Docked, the keyboard causes nothing: what shows there shows with it hidden too.
        #expect(result.states.first { $0.state.id == "ipad-mini/landscape/full/ltr/docked/near-bottom" }?.findings.allSatisfy { $0.cause == .layout } == true)
        let finding = try #require(offscreen.first?.findings.first { $0.kind == .offscreen && $0.items == ["messageBar"] })
        #expect(finding.constraints.contains("messageBarOnKeyboard"))
        #expect(finding.location?.file == Fixtures.storyboard)
        let witness = try #require(finding.witness)
        #expect(try #require(witness.frames["messageBar"]).y < 0)
    }
}
