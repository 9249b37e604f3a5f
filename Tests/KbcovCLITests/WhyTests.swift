import Foundation
import Testing

@Suite struct WhyTests {
    static let spec = "specs/apple-sample-edit-view.yaml"
    static let environments = ["--environments", "ipad-pro-12-9/landscape"]

    @Test func constraintNamesTheSplitViewFloatingNearBottomLeadingStates() throws {
        let result = try CLI.run(["why", Self.spec, "--constraint", "editViewToDockedKeyboardTrailing"] + Self.environments)
        #expect(result.exitCode == 1)
        #expect(result.output.contains("floating keyboard, split-half-right window"))
        #expect(result.output.contains("  ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading\n"))
        #expect(result.output.contains("  ipad-pro-12-9/landscape/split-two-thirds-right/ltr/floating/near-bottom-leading\n"))
        #expect(result.output.contains("    squeezed textField [stack[buttons].leading,"))
        #expect(!result.output.contains("/docked/"))
    }

    @Test func itemInJSONGroupsByKeyboardAndWindow() throws {
        let result = try CLI.run(["why", Self.spec, "--item", "textField", "--format", "json"] + Self.environments)
        #expect(result.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "kbcov-why/1")
        let groups = try #require(document["groups"] as? [[String: Any]])
        #expect(groups.contains { $0["keyboard"] as? String == "floating" && $0["window"] as? String == "split-half-right" })
    }

    @Test func stateShowsActiveConstraintsRegionAndVerdict() throws {
        let id = "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"
        let result = try CLI.run(["why", Self.spec, "--state", id])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("active: titleToTop, titleCenterX, imageViewToTop, imageAspect, stack[buttons].leading,"))
        #expect(result.output.contains("editViewOnKeyboard, editViewToKeyboardLeading, imageViewToTrailing, keyboardToImageView, editViewToDockedKeyboardTrailing\n"))
        #expect(result.output.contains("region: keyboard frame (screen) x 368…755.8"))
        // The buttons' stack leaves the view when "Cancel" is drawn wider than 152 pt (it can be
        // up to 172.6) and the keyboard floats at the window's leading edge; the cancel button
        // inside it is reported with it. A title wider than the window is the layout's.
        #expect(result.output.contains("verdict: 3 findings (2 offscreen, 1 squeezed)"))
        #expect(result.output.contains("buttons extends outside the view: its frame is [-1, 707, 314, 34] in a 678 × 1024 view; inside it, cancelButton is outside too\n"
            + "      only for some content: cancelButton.width above 152 pt (of 18–172.6 pt), doneButton.width 12 pt (of 12–128.4 pt)\n"
            + "      keyboard [689, 749, 320, 260] on screen, guide [1, 749, 320, 260] in the view"))
        #expect(result.output.contains("offscreen titleLabel [titleLabel.compressionResistance.horizontal] (also with the keyboard hidden: a layout finding)"))
    }

    @Test func unknownNamesAreInputErrorsWithASuggestion() throws {
        let constraint = try CLI.run(["why", Self.spec, "--constraint", "editViewToDockedKeyboardTrailin"] + Self.environments)
        #expect(constraint.exitCode == 2)
        #expect(constraint.errors.contains("did you mean 'editViewToDockedKeyboardTrailing'"))
        let item = try CLI.run(["why", Self.spec, "--item", "editVeiw"] + Self.environments)
        #expect(item.exitCode == 2)
        #expect(item.errors.contains("did you mean 'editView'"))
        let state = try CLI.run(["why", Self.spec, "--state", "ipad-pro-12-9/landscape/full/ltr/docked/near-botom"])
        #expect(state.exitCode == 2)
        #expect(state.errors.contains("did you mean 'ipad-pro-12-9/landscape/full/ltr/docked/near-bottom'"))
        #expect(try CLI.run(["why", Self.spec]).exitCode == 2)
    }

    @Test func constraintInADeadGroupIsNamedAsSuch() throws {
        let path = try CLI.temporarySpec("""
            kbcov: 1
            name: dead group
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              label: { intrinsicSize: { width: 10, height: 10 } }
            constraints:
              - label.top == safeArea.top
              - label.leading == safeArea.leading
            tracked:
              - near: [leading, trailing]
                constraints:
                  - { id: never, rule: label.width == 20 }
            """)
        let result = try CLI.run(["why", path, "--constraint", "never", "--environments", "iphone-16/portrait"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("in a dead tracked group near [leading, trailing] at \(path):10:5"))
    }
}
