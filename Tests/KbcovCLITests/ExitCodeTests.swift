import Foundation
import Testing

/// Documentation/Design.md §6: 0 no findings, 1 findings, 2 usage or input error, 3 internal error.
@Suite struct ExitCodeTests {
    @Test func shippedSpecsValidate() throws {
        let result = try CLI.run(["validate", "specs"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("8 specs valid"), "4 YAML specs, the 3 Swift screens of specs/swift and the storyboard screen of specs/interface-builder")
    }

    @Test func malformedSpecIsAnInputErrorWithItsLocation() throws {
        let path = try CLI.temporarySpec("""
            kbcov: 1
            name: broken
            views:
              toolbar: {}
            constraints:
              - toolbar.widht == 44
            """)
        let result = try CLI.run(["validate", path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(path):6:13: error: unknown anchor 'widht'"))
        #expect(try CLI.run(["check", path]).exitCode == 2)
    }

    /// A banner off screen with or without a keyboard is the layout's finding: `--fail-on keyboard`
    /// passes it, the default fails on it, and a keyboard finding fails either way.
    @Test func failOnKeyboardPassesTheLayoutsFindings() throws {
        let layoutOnly = try CLI.temporarySpec("""
            kbcov: 1
            name: banner past the edge
            views:
              banner: { intrinsicSize: { width: 200, height: 44 } }
            constraints:
              - banner.top == safeArea.top
              - banner.leading == safeArea.trailing + 24
            """)
        let environment = ["--environments", "iphone-16/portrait"]
        #expect(try CLI.run(["check", layoutOnly] + environment).exitCode == 1)
        let lenient = try CLI.run(["check", layoutOnly, "--fail-on", "keyboard"] + environment)
        #expect(lenient.exitCode == 0)
        #expect(lenient.output.contains("0 keyboard findings, 2 layout findings (once per environment)"))
        let covered = try CLI.temporarySpec("""
            kbcov: 1
            name: bar on the safe area
            views:
              bar: { intrinsicSize: { width: 300, height: 52 }, keepVisible: true }
            constraints:
              - bar.leading == safeArea.leading
              - bar.trailing == safeArea.trailing
              - bar.bottom == safeArea.bottom
            """)
        #expect(try CLI.run(["check", covered, "--fail-on", "keyboard"] + environment).exitCode == 1)
        #expect(try CLI.run(["check", covered, "--fail-on", "everything"] + environment).exitCode == 2)
    }

    @Test func cleanSpecExitsZeroAndFindingsExitOne() throws {
        let clean = try CLI.temporarySpec("""
            kbcov: 1
            name: pinned label
            views:
              label: { intrinsicSize: { width: 100, height: 20 } }
            constraints:
              - label.top == safeArea.top + 20
              - label.leading == safeArea.leading + 20
            """)
        let cleanRun = try CLI.run(["check", clean, "--environments", "iphone-16/portrait"])
        #expect(cleanRun.exitCode == 0)
        #expect(cleanRun.output.contains("no findings"))

        let covered = try CLI.temporarySpec("""
            kbcov: 1
            name: button under the keyboard
            views:
              button: { intrinsicSize: { width: 100, height: 44 }, keepVisible: true }
            constraints:
              - button.bottom == safeArea.bottom
              - button.leading == safeArea.leading
            """)
        let coveredRun = try CLI.run(["check", covered, "--environments", "iphone-16/portrait"])
        #expect(coveredRun.exitCode == 1)
        #expect(coveredRun.output.contains("iphone-16/portrait/full/ltr/docked/near-bottom"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLI.run(["check", "--no-such-option"]).exitCode == 2)
        #expect(try CLI.run(["check", "specs", "--jobs", "0"]).exitCode == 2)
        let unknownEnvironment = try CLI.run(["check", "specs", "--environments", "ipad-pro-13"])
        #expect(unknownEnvironment.exitCode == 2)
        #expect(unknownEnvironment.errors.contains("ipad-pro-13"))
        #expect(try CLI.run(["check", "no/such/folder"]).exitCode == 2)
    }
}
