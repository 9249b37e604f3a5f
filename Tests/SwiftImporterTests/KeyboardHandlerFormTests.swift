import Foundation
import KbcovTestSupport
import LayoutSpec
import SwiftImporter
import Testing

/// `Tests/Corpus/KeyboardHandlers`: one screen per way apps write a keyboard notification handler,
/// each a subclass of the folder's `MessageScreenViewController` (a send bar whose bottom
/// constraint follows the keyboard). Each is imported with its keyboard
/// rule and what the handlers do across notifications, or — where kbcov cannot model the
/// handler — named as partly analysed, never dropped into a clean result.
@Suite struct KeyboardHandlerFormTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Corpus/KeyboardHandlers").path

    static func screen(_ name: String) throws -> LayoutSpec {
        let imported = try SwiftSourceImporter.load(paths: ["\(folder)/\(name).swift"], contextPaths: ["\(folder)/MessageScreenViewController.swift"]).get()
        return try #require(imported.specs.first { $0.name == name })
    }

    static func barBottom(_ spec: LayoutSpec) -> String? {
        spec.allConstraints.first { $0.id == "barBottom" }?.rule
    }

    /// `handler: notifications: = value` or `+= value` per update of `barBottom`.
    static func updates(_ spec: LayoutSpec) -> [String] {
        (spec.keyboardHandling.first { $0.constraint == "barBottom" }?.updates ?? []).map { update in
            let begin = update.beginValue.terms.isEmpty ? "" : " (begin frame: \(update.beginValue))"
            let local = update.onlyWhenLocal ? " if local" : ""
            return "\(update.handler) \(update.notifications.map(\.rawValue))\(local): \(update.isRelative ? "+=" : "=") \(update.value)\(begin)"
        }
    }

    @Test(arguments: [
        ("FullHeightViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardWillShow(_:)' [\"willShow\"]: = -keyboardFrame.height", "'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("ClosureObserverViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["the closure observing keyboardWillShow at line 9 [\"willShow\"]: = -keyboardFrame.height", "the closure observing keyboardWillHide at line 14 [\"willHide\"]: = 0"]),
        ("CombineViewController", "sendBar.bottom == view.bottom - view.height + keyboardFrame.top",
         ["the closure observing keyboardWillChangeFrame at line 10 [\"willChangeFrame\"]: = -view.height + keyboardFrame.top"]),
        ("ObserverHelperViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardFrameWillChange(_:)' [\"willChangeFrame\"]: = -keyboardFrame.height", "'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("SafeAreaViewController", "sendBar.bottom == safeArea.bottom - keyboardFrame.height + view.bottom - safeArea.bottom",
         ["'keyboardWillShow(_:)' [\"willShow\"]: = -keyboardFrame.height + view.bottom - safeArea.bottom", "'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("LocalOnlyViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardWillShow(_:)' [\"willShow\"] if local: = -keyboardFrame.height", "'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("DeltaHeightViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardWillShow(_:)' [\"willShow\"]: += -keyboardFrame.height", "'keyboardWillHide(_:)' [\"willHide\"]: += keyboardFrame.height"]),
        ("OriginDeltaViewController", "sendBar.bottom == view.bottom - screen.bottom + keyboardFrame.top",
         ["'keyboardWillChangeFrame(_:)' [\"willChangeFrame\"]: += keyboardFrame.top (begin frame: -keyboardFrame.top)"]),
        ("IntersectionViewController", "sendBar.bottom == view.bottom - keyboardOverlap.height",
         ["'keyboardWillChangeFrame(_:)' [\"willChangeFrame\"]: = -keyboardOverlap.height"]),
        ("ConvertedTopViewController", "sendBar.bottom == view.bottom - keyboardRise.height",
         ["'keyboardWillChangeFrame(_:)' [\"willChangeFrame\"]: = -keyboardRise.height"]),
        // The frame's key as older Swift and Objective-C spell it, and as its raw string.
        ("LegacyKeyViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardWillShow(_:)' [\"willShow\"]: = -keyboardFrame.height", "'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("RawKeyViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardChanged(_:)' [\"willChangeFrame\"]: = -keyboardFrame.height"]),
        // Registered where kbcov cannot see: each handler runs for the notification its name says.
        ("InheritedRegistrationViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardWillShow(_:)' []: = -keyboardFrame.height", "'keyboardWillHide(_:)' []: = 0"]),
        // Each branch of a test of the notification's name, for the notifications that take it.
        ("NameSwitchViewController", "sendBar.bottom == view.bottom - keyboardFrame.height",
         ["'keyboardChanged(_:)' [\"willHide\"]: = 0", "'keyboardChanged(_:)' [\"willShow\"]: = -keyboardFrame.height"]),
        // The constant at rest, kept when the screen loads, with the keyboard's height taken from it.
        ("RestingConstantViewController", "sendBar.bottom == view.bottom - keyboardFrame.height - 12",
         ["'keyboardWillShow(_:)' [\"willShow\"]: = -keyboardFrame.height - 12", "'keyboardWillHide(_:)' [\"willHide\"]: = -12"]),
    ])
    func eachFormIsImportedWithItsRule(name: String, rule: String, updates: [String]) throws {
        let spec = try Self.screen(name)
        #expect(Self.barBottom(spec) == rule)
        #expect(Self.updates(spec) == updates)
        #expect(spec.partlyAnalysed == nil, "\(spec.warnings)")
    }

    /// Handlers kbcov cannot turn into a rule: the screen is analysed without them, and partly analysed.
    @Test(arguments: [
        ("SafeAreaClampViewController", 11, "keyboard handler 'keyboardWillChangeFrame(_:)' not modelled: kbcov skipped 'max(0, frame.height - view.safeAreaInsets.bottom)', a clamp of the keyboard's frame"),
        ("UnseenHandlerViewController", 8, "keyboard handler 'keyboardWillChangeFrame' not modelled: it is registered for keyboardWillChangeFrame but declared in none of the analysed files"),
    ])
    func handlersKbcovCannotModelMakeTheScreenPartlyAnalysed(name: String, line: Int, message: String) throws {
        let spec = try Self.screen(name)
        let input = try #require(spec.partlyAnalysed)
        #expect(input.reason == .partlyAnalysed)
        #expect(input.location.line == line)
        #expect(input.message.hasPrefix(message), "\(input.message)")
        #expect(Self.barBottom(spec) == "sendBar.bottom == view.bottom")
    }

    /// The constant read in a handler is what earlier notifications left, not the one at rest:
    /// `barBottom.constant - frame.height` is not modelled (`-=` is, as a relative update).
    @Test func aConstantReadInAHandlerIsNotTheOneAtRest() throws {
        let fixture = try String(contentsOfFile: "\(Self.folder)/RestingConstantViewController.swift", encoding: .utf8)
            .replacingOccurrences(of: "barBottom.constant = restingBottom - frame.height", with: "barBottom.constant = barBottom.constant - frame.height")
        let folder = try temporaryFolder(["RestingConstantViewController.swift": fixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SwiftSourceImporter.load(paths: [folder.appendingPathComponent("RestingConstantViewController.swift").path],
                                                    contextPaths: ["\(Self.folder)/MessageScreenViewController.swift"]).get()
        let spec = try #require(imported.specs.first)
        #expect(spec.partlyAnalysed?.location.line == 18, "\(spec.warnings)")
    }

    /// Handlers that switch constraints instead of moving one: which constraints each activates
    /// or deactivates, on which notifications, and which the screen's own code leaves active.
    @Test func constraintSwapsAreImportedAsActivations() throws {
        let spec = try Self.screen("ConstraintSwapViewController")
        #expect(spec.partlyAnalysed == nil, "\(spec.warnings)")
        #expect(spec.constraints.map(\.id).contains("barAboveKeyboard"))
        let activations = spec.keyboardActivations.map { activation in
            "\(activation.constraint) \(activation.initiallyActive ? "on" : "off"): " + activation.toggles.map { toggle in
                "\(toggle.handler) \(toggle.notifications.map(\.rawValue)) \(toggle.isActive ? "on" : "off") at \(toggle.location.line)"
            }.joined(separator: ", ")
        }
        #expect(activations == [
            "barBottom on: 'keyboardWillShow(_:)' [\"willShow\"] off at 15, 'keyboardWillHide(_:)' [\"willHide\"] on at 22",
            "barAboveKeyboard off: 'keyboardWillShow(_:)' [\"willShow\"] on at 16, 'keyboardWillHide(_:)' [\"willHide\"] off at 21",
        ])
    }
}
