import Foundation
import KbcovTestSupport
import Testing

/// A folder or file of an app is read with its whole project: a screen whose Swift imports an app
/// module (not UIKit) is analysed, its helpers found in other folders; a run that finds no screen
/// says so and fails.
@Suite struct ProjectInputTests {
    static let layeredApp = Repository.root.appendingPathComponent("Tests/Corpus/LayeredApp")

    @Test func aScreenFolderThatImportsAnAppModuleIsAnalysedWithItsProject() throws {
        let screens = Self.layeredApp.appendingPathComponent("Layered/Screens/Profile").path
        let result = try CLI.run(["check", screens, "--environments", "iphone-se/portrait"])
        #expect(result.exitCode == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("ProfileViewController.swift: ProfileViewController\n  4 states, 4 reachable, 4 clean"))
        let imported = try CLI.run(["import", screens + "/ProfileViewController.swift"])
        #expect(imported.exitCode == 0)
        #expect(imported.output.contains("- \"editButton.centerX == view.centerX\""))
        #expect(imported.output.contains("- \"avatar.top == headerMargins.top\""))
    }

    @Test func aStoryboardsSceneRunsItsViewControllerFromAnotherFolderOfTheProject() throws {
        let storyboard = try CLI.temporarySpec(
            String(contentsOf: Repository.root.appendingPathComponent("specs/interface-builder/KeyboardHeight.storyboard"), encoding: .utf8),
            name: "App/Base.lproj/Main.storyboard")
        let project = URL(fileURLWithPath: storyboard).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (relative, text) in [
            ("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n"),
            ("App/Controllers/KeyboardHeightViewController.swift",
             try String(contentsOf: Repository.root.appendingPathComponent("specs/interface-builder/KeyboardHeightViewController.swift"), encoding: .utf8)),
        ] {
            let url = project.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try CLI.run(["import", storyboard])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("{ id: \"keyboardHeight\", rule: \"button.bottom == view.bottom - keyboardFrame.height\" }"))
        #expect(!result.errors.contains("is not among the analysed Swift files"))
    }

    /// `kbcov check .` in an app's repository: its storyboard's scene is read once — found in the
    /// folder and as the scene of its view controller —, and its linter settings are not a spec.
    @Test func theWorkingFolderIsReadOnceWithoutItsOtherYAML() throws {
        let folder = try temporaryFolder([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n}\n",
            "App/Base.lproj/Main.storyboard": try String(
                contentsOf: Repository.root.appendingPathComponent("specs/interface-builder/KeyboardHeight.storyboard"), encoding: .utf8),
            "App/KeyboardHeightViewController.swift": try String(
                contentsOf: Repository.root.appendingPathComponent("specs/interface-builder/KeyboardHeightViewController.swift"), encoding: .utf8),
            ".swiftlint.yml": "excluded:\n  - Pods\nline_length: 160\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", ".", "--environments", "iphone-se/portrait", "--no-cache"], in: folder)
        #expect(!result.errors.contains("swiftlint"), "\(result.errors)")
        #expect(result.output.components(separatedBy: "Main.storyboard#").count == 2, "\(result.output)")
        #expect(!result.output.contains("./App/"), "paths are written as the user reads them")
    }

    @Test func aFolderWithoutAScreenSaysSoAndExitsWithAnInputError() throws {
        let path = try CLI.temporarySpec("import Foundation\n\nstruct Settings { var name = \"\" }\n", name: "Models/Settings.swift")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path
        let result = try CLI.run(["check", folder])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(folder):1:1: error: no screen here"))
        #expect(!result.output.contains("no findings"))
    }
}
