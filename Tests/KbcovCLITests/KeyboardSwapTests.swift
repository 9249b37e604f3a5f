import Foundation
import KbcovTestSupport
import Testing

/// A screen whose keyboard handlers swap its send bar's bottom constraint, analysed state by
/// state with the constraints the notifications UIKit posts on the way there leave active.
@Suite struct KeyboardSwapTests {
    static let screen = Repository.root.appendingPathComponent("Tests/Corpus/KeyboardHandlers/ConstraintSwapViewController.swift").path

    /// `state id: kind [constraints]` for every finding of the run.
    static func findings(_ environments: [String]) throws -> [String] {
        let result = try CLI.run(["check", screen, "--format", "json", "--no-cache"] + environments.flatMap { ["--environments", $0] })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.errors)")
        let specs = try #require(document["specs"] as? [[String: Any]])
        return try #require(specs.first?["states"] as? [[String: Any]]).flatMap { state in
            (state["findings"] as? [[String: Any]] ?? []).map { finding in
                "\(state["id"] as? String ?? ""): \(finding["kind"] as? String ?? "") [\((finding["constraints"] as? [String] ?? []).joined(separator: ", "))]"
            }
        }
    }

    /// keyboardWillShow switches to a bar 336 pt above the view's bottom: off the top of the
    /// iPhone SE in landscape (its top at -13 pt), under the taller iPad keyboard. The hidden
    /// keyboard keeps the bar at the bottom, clean.
    @Test func theShownKeyboardHasTheConstraintItsHandlerActivates() throws {
        let findings = try Self.findings(["iphone-se/landscape/full/ltr", "ipad-pro-11/landscape/full/ltr"])
        #expect(findings.contains("iphone-se/landscape/full/ltr/docked/near-bottom: offscreen [barAboveKeyboard, sendBar.compressionResistance.vertical]"), "\(findings)")
        #expect(findings.contains { $0.hasPrefix("ipad-pro-11/landscape/full/ltr/docked/near-bottom: covered [") && $0.contains("barAboveKeyboard") }, "\(findings)")
        #expect(!findings.contains { $0.contains("/hidden/") }, "\(findings)")
    }

    /// UIKit announces a floating keyboard as the docked one hiding: keyboardWillHide puts the
    /// bar back at the bottom, where the floating keyboard can cover it.
    @Test func theFloatingKeyboardHasTheConstraintTheHideHandlerRestores() throws {
        let findings = try Self.findings(["ipad-pro-11/landscape/full/ltr"])
        let floating = findings.filter { $0.contains("/floating/") }
        #expect(!floating.isEmpty, "\(findings)")
        #expect(floating.allSatisfy { $0.contains("barBottom") && !$0.contains("barAboveKeyboard") }, "\(floating)")
    }

    /// A state says which handler switched what on the way to its keyboard.
    @Test func aStateNamesTheHandlerThatSwitchedItsConstraints() throws {
        let docked = try CLI.run(["why", Self.screen, "--state", "iphone-se/landscape/full/ltr/docked/near-bottom"])
        #expect(docked.output.contains(
            "keyboard handlers: 'keyboardWillShow(_:)' (line 16) switches barAboveKeyboard on, as UIKit posts keyboardWillShow on the way to the docked keyboard"),
            "\(docked.output)")
        #expect(docked.output.contains("(line 15) switches barBottom off"), "\(docked.output)")
        let hidden = try CLI.run(["why", Self.screen, "--state", "iphone-se/landscape/full/ltr/hidden/near-bottom"])
        #expect(!hidden.output.contains("keyboard handlers:"), "\(hidden.output)")
    }

    /// A drift is a keyboard finding, and so is what the swap left undone leaves in the hidden
    /// state (left to right and right to left): all are counted, and the run fails on them, cache or not.
    @Test func aSwapLeftUndoneIsAFindingTheRunFailsOn() throws {
        let screen = Self.screen.replacingOccurrences(of: "ConstraintSwapViewController", with: "ForgottenRestoreViewController")
        let cache = TemporaryFiles.url("swap-cache").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for _ in 0..<2 {
            let result = try CLI.run(["check", screen, "--environments", "iphone-se/portrait", "--cache-path", cache])
            #expect(result.exitCode == 1, "\(result.output)\(result.errors)")
            #expect(result.output.contains("drift: "), "\(result.output)")
            #expect(result.output.contains("after show docked → hide, barBottom is off: sendBar is not fully determined"), "\(result.output)")
            #expect(result.output.hasSuffix("kbcov 0.1.0: 3 keyboard findings\n"), "\(result.output)")
        }
    }
}
