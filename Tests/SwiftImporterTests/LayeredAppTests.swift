import Foundation
import LayoutSpec
import SwiftImporter
import Testing

/// `Tests/Corpus/LayeredApp`: an app laid out the way real ones are — screens in one folder that
/// import the app's design module (which re-exports UIKit), their custom views, pinning helpers,
/// base classes and keyboard guide property in others. Each screen imports with every
/// constraint its code makes, wherever that code is.
@Suite struct LayeredAppTests {
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Corpus/LayeredApp")
    }()

    static func swiftFiles() -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The screen in `file`, imported as `kbcov import` does: the file named, the project its context.
    static func screen(_ file: String) throws -> LayoutSpec {
        let path = folder.appendingPathComponent("Layered/Screens/\(file)").path
        let imported = try SwiftSourceImporter.load(paths: [path], contextPaths: swiftFiles().filter { $0 != path }).get()
        return try #require(imported.specs.first)
    }

    @Test func aScreenFollowsItsViewHelpersAndBaseClassInOtherFolders() throws {
        let spec = try Self.screen("Profile/ProfileViewController.swift")
        #expect(spec.name == "ProfileViewController")
        #expect(spec.rules == [
            "headerMargins.top == header.top + 8",
            "headerMargins.bottom == header.bottom - 8",
            "headerMargins.leading == header.leading + 8",
            "headerMargins.trailing == header.trailing - 8",
            "avatar.top == headerMargins.top",
            "avatar.centerX == header.centerX",
            "avatar.width == 64",
            "avatar.height == avatar.width",
            "nameLabel.top == avatar.bottom + 8",
            "nameLabel.leading == headerMargins.leading",
            "nameLabel.trailing == headerMargins.trailing",
            "nameLabel.bottom == headerMargins.bottom",
            "header.top == safeArea.top",
            "header.leading == view.leading",
            "header.trailing == view.trailing",
            "bioLabel.top == header.bottom + 16",
            "bioLabel.leading == margins.leading",
            "bioLabel.trailing == margins.trailing",
            "editButton.top == bioLabel.bottom + 24",
            "editButton.centerX == view.centerX",
            "editButton.width <= view.width",
            "footer.leading == view.leading",
            "footer.trailing == view.trailing",
            "footer.height == 44",
            "footer.bottom == safeArea.bottom",
        ])
        #expect(spec.guides.keys.sorted() == ["headerMargins"])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test func aScrollViewFormLaysOutItsContentNotItsFrame() throws {
        let spec = try Self.screen("SignUp/SignUpViewController.swift")
        #expect(spec.rules == [
            "scrollViewContent.top == scrollView.top",
            "scrollViewContent.leading == scrollView.leading",
            "scrollView.top == safeArea.top",
            "scrollView.leading == view.leading",
            "scrollView.trailing == view.trailing",
            "scrollView.bottom == signUpButton.top - 8",
            "form.top == scrollViewContent.top + 24",
            "form.bottom == scrollViewContent.bottom",
            "form.leading == scrollViewContent.leading + 16",
            "form.trailing == scrollViewContent.trailing - 16",
            "scrollViewFrame.top == scrollView.top",
            "scrollViewFrame.bottom == scrollView.bottom",
            "scrollViewFrame.leading == scrollView.leading",
            "scrollViewFrame.trailing == scrollView.trailing",
            "form.width == scrollViewFrame.width - 32",
            "signUpButton.centerX == view.centerX",
            "signUpButton.bottom == keyboard.top - 16",
        ])
        // The content guide is named after its scroll view, not after the local bound to it.
        #expect(spec.guides.keys.sorted() == ["scrollViewContent", "scrollViewFrame"])
        // The content inset the keyboard handler sets is checked for the fields inside the scroll view.
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
        #expect(ContentInsetTests.updates(spec) == ["scrollView: 'keyboardWillChangeFrame(_:)' [\"willChangeFrame\"]: = keyboardFrame.height"])
        #expect(spec.keyboardInsets.map(\.textInputs) == [["emailField", "passwordField"]])
    }

    @Test func theAppsKeyboardGuidePropertyIsTheSystemGuide() throws {
        let spec = try Self.screen("Chat/ChatViewController.swift")
        #expect(spec.keyboardGuide.followsUndockedKeyboard)
        #expect(spec.rules == [
            "messagesView.top == view.top",
            "messagesView.leading == view.leading",
            "messagesView.trailing == view.trailing",
            "messagesView.bottom == composer.top",
            "composer.leading == view.leading",
            "composer.trailing == view.trailing",
            "composer.bottom == keyboard.top",
            "composerMargins.top == composer.top + 8",
            "composerMargins.bottom == composer.bottom - 8",
            "composerMargins.leading == composer.leading + 8",
            "composerMargins.trailing == composer.trailing - 8",
            "textView.top == composerMargins.top",
            "textView.bottom == composerMargins.bottom",
            "textView.leading == composerMargins.leading",
            "textView.trailing == composerMargins.trailing",
            "textView.height >= 36",
        ])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test func theWholeProjectImportedTogetherGivesTheSameScreens() throws {
        let imported = try SwiftSourceImporter.load(paths: Self.swiftFiles()).get()
        #expect(imported.specs.map(\.name) == ["ChatViewController", "ProfileViewController", "SignUpViewController"])
        for spec in imported.specs {
            let alone = try Self.screen(URL(fileURLWithPath: spec.path).deletingLastPathComponent().lastPathComponent + "/" + URL(fileURLWithPath: spec.path).lastPathComponent)
            #expect(spec.rules == alone.rules, "\(spec.name)")
        }
    }
}
