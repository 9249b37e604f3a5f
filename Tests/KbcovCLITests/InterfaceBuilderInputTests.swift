import Foundation
import KbcovTestSupport
import Testing

/// Storyboards and XIBs on the command line: `kbcov import`, and `check` / `validate` on documents
/// and folders, joined with their view controllers' Swift.
@Suite struct InterfaceBuilderInputTests {
    static let storyboard = "specs/interface-builder/KeyboardHeight.storyboard"

    @Test func importPrintsTheJoinedScreen() throws {
        let result = try CLI.run(["import", Self.storyboard])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("  - { id: \"keyboardHeight\", rule: \"button.bottom == view.bottom - keyboardFrame.height\" }"))
        #expect(result.errors.isEmpty)
        let unknown = try CLI.run(["import", Self.storyboard, "--scene", "Compose"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("no scene 'Compose'"))
    }

    /// A view controller's Swift file named alone is read as the storyboard scene it lays out,
    /// its code run on the scene's views, as a run on the whole folder reads it.
    @Test func aViewControllersSwiftFileIsItsStoryboardScene() throws {
        let result = try CLI.run(["import", "specs/interface-builder/KeyboardHeightViewController.swift"])
        #expect(result.exitCode == 0)
        let joined = try CLI.run(["import", Self.storyboard])
        #expect(result.output == joined.output)
        #expect(result.output.contains("  - { id: \"keyboardHeight\", rule: \"button.bottom == view.bottom - keyboardFrame.height\" }"))
    }

    @Test func checkPointsGitHubAnnotationsAtTheStoryboardLine() throws {
        let result = try CLI.run(["check", "specs/interface-builder", "--environments", "ipad-mini/landscape/full/ltr", "--format", "github"])
        #expect(result.exitCode == 1)
        let lines = try String(contentsOfFile: Repository.root.appendingPathComponent(Self.storyboard).path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::warning file=\(Self.storyboard),line=") }
        #expect(!annotations.isEmpty)
        for annotation in annotations {
            let line = try #require(Int(annotation.split(separator: ",")[1].dropFirst("line=".count)))
            #expect(lines[line - 1].contains("<constraint "), "\(annotation)")
        }
        // The joined view controller is no screen of its own.
        #expect(!result.output.contains("KeyboardHeightViewController.swift"))
    }

    @Test func malformedStoryboardIsAnInputErrorWithItsLocation() throws {
        let path = try CLI.temporarySpec("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            </document>
            """, name: "Broken.storyboard")
        let result = try CLI.run(["validate", path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(path):4:"))
        #expect(result.errors.contains("error: malformed XML"))
    }
}
