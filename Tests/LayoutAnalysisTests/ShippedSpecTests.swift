import ExactGeometry
import LayoutAnalysis
import LayoutSpec
import Testing

@Suite struct AppleSampleTests {
    /// Seed 000: with the app on the right of a Split View and the floating keyboard near the
    /// bottom and leading edges, editViewToDockedKeyboardTrailing and editViewToKeyboardLeading
    /// pin both sides of the edit view to a guide narrower than it can be.
    @Test func editViewIsSqueezedRightOfTheDivider() throws {
        let spec = try shippedSpec("apple-sample-edit-view.yaml")
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape"]))
        let squeezed = result.states(with: .squeezed, item: "editView")
        let expected = "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"
        #expect(squeezed.contains(expected))
        #expect(squeezed.contains("ipad-pro-12-9/landscape/split-third-right/ltr/floating/near-bottom-leading") == false,
                "1/3 Split View is never near leading")
        #expect(!squeezed.contains("ipad-pro-12-9/landscape/split-half-left/ltr/floating/near-bottom-leading"))
        #expect(!squeezed.contains("ipad-pro-12-9/landscape/full/ltr/floating/near-bottom-leading"))
        let finding = try #require(result.findings(.squeezed, in: expected).first { $0.items == ["editView"] })
        #expect(finding.constraints.contains("editViewToDockedKeyboardTrailing"))
        #expect(finding.constraints.contains("editViewToKeyboardLeading"))
        let witness = try #require(finding.witness)
        let editView = try #require(witness.frames["editView"])
        #expect(editView.width < 300)
        #expect(editView.width == witness.guideFrame.width)
        // The keyboard straddles the divider: its left part is over the other app.
        #expect(witness.keyboardFrame.minX < Rational(678 + 10))
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
