import Foundation
import Testing

/// Swift view code on the command line: `kbcov import`, and `check` / `validate` on Swift files
/// and folders.
@Suite struct SwiftInputTests {
    @Test func importPrintsTheSpecAndWarnsOnStandardError() throws {
        let result = try CLI.run(["import", "specs/swift/ToolbarViewController.swift"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("kbcov: 1\nname: \"Toolbar follows the keyboard (Swift)\"\nkeyboardGuide:\n  followsUndockedKeyboard: true\n"))
        #expect(result.output.contains("  - { id: \"KB-awayFromTop\", rule: \"toolbar.bottom == keyboard.top\" }"))
        #expect(result.errors.isEmpty)

        let path = try CLI.temporarySpec("""
            import UIKit
            final class Screen: UIViewController {
                let toolbar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    toolbar.widthAnchor.constraint(equalToConstant: view.bounds.width / 2).isActive = true
                }
            }
            """, name: "Screen.swift")
        let skipped = try CLI.run(["import", path])
        #expect(skipped.exitCode == 0)
        #expect(skipped.output.contains("- \"toolbar.height == 44\""))
        #expect(skipped.errors.contains("\(path):7:57: warning: skipped: 'view.bounds.width / 2', computed at run time from the view's geometry"))
    }

    @Test func importOfABrokenCommentIsAnInputError() throws {
        let path = try CLI.temporarySpec("// kbcov: toolbar intrinsicSize wide\n", name: "Broken.swift")
        let result = try CLI.run(["import", path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(path):1:33: error: expected a size as <width>x<height>"))
    }

    @Test func checkAnalysesASwiftFileNamedExplicitly() throws {
        let result = try CLI.run(["check", "specs/swift/EditViewController.swift", "--environments", "ipad-pro-12-9/landscape/split-half-right/ltr"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"))
        #expect(result.output.contains("editViewToDockedKeyboardTrailing"))
    }

    @Test func foldersPickUpViewCodeOutsideTestsAndBuildFolders() throws {
        let screen = """
            import UIKit
            final class Screen: UIViewController {
                let toolbar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
            }
            """
        let app = URL(fileURLWithPath: try CLI.temporarySpec(screen, name: "Sources/App/Screen.swift")).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for (relative, text) in [("Sources/App/Model.swift", "struct Model {}\n"), ("Tests/AppTests/ScreenTests.swift", screen),
                                 (".build/checkouts/Lib/View.swift", screen), ("Sources/App/Screen.kbcov.yaml", "name: Screen\n")] {
            let url = app.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try CLI.run(["validate", app.path])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("1 spec valid"))
    }
}
