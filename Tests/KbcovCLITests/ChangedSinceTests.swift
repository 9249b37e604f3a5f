import Foundation
import KbcovTestSupport
import Testing

/// `--changed-since REV` analyses the screens whose files differ from a git revision: a screen's
/// own file, or a helper in another file that makes its constraints; a file no screen names that
/// may decide layouts selects every screen; a folder outside git or an unknown revision is an
/// input error.
@Suite struct ChangedSinceTests {
    /// A repository with `files` committed.
    static func repository() throws -> URL {
        let folder = try temporaryFolder(HelperApp.files)
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-qm", "App"]] {
            try Git.run(arguments, in: folder)
        }
        return folder
    }

    static func screens(since revision: String, in folder: URL) throws -> (analysed: [String], result: CLIResult) {
        let result = try CLI.run(["check", "App", "--environments", "iphone-se/portrait", "--changed-since", revision, "--no-cache"], in: folder)
        let analysed = ["ComposerViewController", "SettingsViewController"].filter { result.output.contains("\($0).swift: \($0)\n") }
        return (analysed, result)
    }

    static func edit(_ path: String, in folder: URL, _ change: (String) -> String) throws {
        let file = folder.appendingPathComponent(path)
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aChangedHelperSelectsTheScreenItMakesConstraintsFor() throws {
        let folder = try Self.repository()
        #expect(try Self.screens(since: "HEAD", in: folder).analysed == [])
        try Self.edit("App/Helpers/UIView+Keyboard.swift", in: folder) { $0.replacingOccurrences(of: "equalToConstant: 52", with: "equalToConstant: 56") }
        let changed = try Self.screens(since: "HEAD", in: folder)
        #expect(changed.analysed == ["ComposerViewController"], "\(changed.result.output)\(changed.result.errors)")
    }

    @Test func aChangedModelSelectsNothingAndAnUnnamedViewFileEverything() throws {
        let folder = try Self.repository()
        try Self.edit("App/Models/Draft.swift", in: folder) { $0 + "\nextension Draft {\n    var isEmpty: Bool { text.isEmpty }\n}\n" }
        #expect(try Self.screens(since: "HEAD", in: folder).analysed == [])
        try "import UIKit\n\nfinal class BadgeView: UIView {\n    override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }\n}\n"
            .write(to: folder.appendingPathComponent("App/Views/BadgeView.swift").creatingFolder(), atomically: true, encoding: .utf8)
        let everything = try Self.screens(since: "HEAD", in: folder)
        #expect(everything.analysed == ["ComposerViewController", "SettingsViewController"])
        #expect(everything.result.errors.contains("BadgeView.swift changed and may decide any screen's layout: analysing every screen"))
    }

    /// An app that locks iPhone to portrait in its Info.plist, or stops doing so, changes which
    /// orientations every screen is analysed in, whether or not a screen's warning names the file.
    @Test func aChangedInfoPlistSelectsEveryScreen() throws {
        let folder = try Self.repository()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>UISupportedInterfaceOrientations~iphone</key>
            	<array>
            		<string>UIInterfaceOrientationPortrait</string>
            	</array>
            </dict>
            </plist>
            """
        try plist.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let everything = try Self.screens(since: "HEAD", in: folder)
        #expect(everything.analysed == ["ComposerViewController", "SettingsViewController"], "\(everything.result.output)\(everything.result.errors)")
        #expect(everything.result.errors.contains("Info.plist changed and may decide any screen's layout: analysing every screen"), "\(everything.result.errors)")
    }

    @Test func aFolderOutsideGitOrAnUnknownRevisionIsAnInputError() throws {
        let repository = try Self.repository()
        let unknown = try Self.screens(since: "no-such-branch", in: repository).result
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("--changed-since no-such-branch: expected a revision of this repository"))
        let outside = try temporaryFolder(HelperApp.files)
        let notGit = try Self.screens(since: "HEAD", in: outside).result
        #expect(notGit.exitCode == 2)
        #expect(notGit.errors.contains("--changed-since HEAD: expected a git repository here"))
    }
}

private extension URL {
    /// The URL, its folder created.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
