import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

@Suite struct AppleSampleTests {
    /// Seed 000: with the app on the right of a Split View and the floating keyboard near the
    /// bottom and leading edges, editViewToDockedKeyboardTrailing and editViewToKeyboardLeading
    /// pin both sides of the edit view (a stack of a text field and a row of buttons) to a guide
    /// narrower than its content: the text field, which gives way first, is squeezed — with the
    /// buttons' titles kbcov cannot see, wherever they are wide enough.
    @Test func editViewIsSqueezedRightOfTheDivider() throws {
        let spec = try shippedSpec("apple-sample-edit-view.yaml")
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape"]))
        let squeezed = result.states(with: .squeezed, item: "textField")
        let expected = "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"
        #expect(squeezed.contains(expected))
        #expect(squeezed.contains("ipad-pro-12-9/landscape/split-third-right/ltr/floating/near-bottom-leading") == false,
                "1/3 Split View is never near leading")
        // Wherever the text field is squeezed, it is this bug: both of those constraints pin it.
        for state in result.states {
            for finding in state.findings where finding.kind == .squeezed {
                #expect(Set(["editViewToDockedKeyboardTrailing", "editViewToKeyboardLeading"]).isSubset(of: finding.constraints), "\(state.state.id)")
            }
        }
        let finding = try #require(result.findings(.squeezed, in: expected).first { $0.items == ["textField"] })
        #expect(finding.constraints.contains("editViewToDockedKeyboardTrailing"))
        #expect(finding.constraints.contains("editViewToKeyboardLeading"))
        #expect(finding.constraints.contains("stack[editView].spacing[1]"))
        #expect(finding.contentSizes.contains { $0.view == "textField" && $0.dimension == .width })
        let witness = try #require(finding.witness)
        let editView = try #require(witness.frames["editView"])
        // Content: 8 + text + 8 + (2 × the wider title + 8) + 8 wide (the buttons fill equally);
        // the guide is narrower.
        let size = { (view: String) in finding.contentSizes.first { $0.view == view }?.points ?? 0 }
        #expect(editView.width < 40 + size("textField") + 2 * max(size("cancelButton"), size("doneButton")))
        #expect(editView.width == witness.guideFrame.width)
        #expect(finding.contentDependence != nil && finding.cause == .keyboard)
    }

    /// Full screen, the views UIKit sizes from their content at every size: the only keyboard
    /// findings that hold for any text are the sample's bug, near the bottom and leading edges
    /// (there the collapsed shortcuts bar, 56 pt wide, is the guide both sides of the edit view are
    /// pinned to); the others hold for some text only (a title wider than the window, or a typed
    /// text that pushes the pinned edit view off screen); no witness frame lies far beyond the screen.
    @Test func contentSizedViewsGiveNoFindingWhereThereIsRoom() throws {
        let spec = try shippedSpec("apple-sample-edit-view.yaml")
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape/full", "iphone-16/portrait"]))
        let definite = { (finding: Finding) in finding.cause == .keyboard && finding.contentDependence != .contentDependent }
        let keyboard = result.states.filter { $0.findings.contains(where: definite) }
        #expect(keyboard.allSatisfy { $0.state.id.hasSuffix("/near-bottom-leading") }, "\(keyboard.map(\.state.id))")
        let findings = result.states.flatMap(\.findings)
        #expect(findings.filter(definite).allSatisfy { $0.constraints.contains("editViewToDockedKeyboardTrailing") })
        #expect(findings.filter { $0.cause == .layout }.allSatisfy { $0.contentDependence == .contentDependent })
        let everywhere = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape"]))
        for finding in everywhere.states.flatMap(\.findings) {
            for frame in (finding.witness?.frames.values).map(Array.init) ?? [] {
                #expect(frame.minX > -1366 && frame.maxX < 2 * 1366 && frame.minY > -1024 && frame.maxY < 2 * 1024)
            }
        }
    }
}

@Suite struct ToolbarTests {
    /// Every finding of the toolbar of seed 000, explained.
    @Test func toolbarFindings() throws {
        let spec = try shippedSpec("toolbar-follows-keyboard.yaml")
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape", "iphone-16/portrait"]))
        // The table keeps 1/3 Split View and Slide Over "away from leading and trailing", so
        // KB-inMiddle centres the 320 pt toolbar on a guide that may be a sliver at the window's
        // edge as the keyboard crosses the divider: the toolbar leaves the window.
        let offscreen = Set(result.states(with: .offscreen, item: "toolbar"))
        #expect(offscreen.contains("ipad-pro-12-9/landscape/split-third-right/ltr/floating/away-all"))
        for id in offscreen {
            #expect(id.contains("split-third") || id.contains("slide-over"), "unexpected offscreen state \(id)")
        }
        // Nothing conflicts, nothing is ambiguous: in every state exactly one horizontal and one
        // vertical tracked constraint is active.
        #expect(result.states(with: .conflict).isEmpty)
        #expect(result.states(with: .ambiguous).isEmpty)
        #expect(result.states(with: .unknown).isEmpty)
        #expect(result.dead.isEmpty)
    }
}
