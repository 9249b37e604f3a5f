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

    /// A project whose macOS target has a storyboard naming the same class: the iOS scene is read.
    @Test func theSceneOfAnAppKitStoryboardIsPassedOver() throws {
        let root = TemporaryFiles.url("test")
        defer { try? FileManager.default.removeItem(at: root) }
        let iOS = root.appendingPathComponent("App_iOS"), macOS = root.appendingPathComponent("App_macOS")
        for folder in [iOS, macOS] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let storyboard = try String(contentsOfFile: Self.storyboard, encoding: .utf8)
        try storyboard.write(to: iOS.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try storyboard.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\"")
            .write(to: macOS.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let swift = iOS.appendingPathComponent("KeyboardHeightViewController.swift")
        try FileManager.default.copyItem(atPath: "specs/interface-builder/KeyboardHeightViewController.swift", toPath: swift.path)
        let result = try CLI.run(["import", swift.path])
        #expect(result.exitCode == 0)
        #expect(result.output.components(separatedBy: "name: KeyboardHeightViewController").count == 2)
        #expect(!result.output.contains("App_macOS"))
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
