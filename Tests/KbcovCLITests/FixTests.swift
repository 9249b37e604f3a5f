import Foundation
import Testing

@Suite struct FixTests {
    static let twoTrailing = "Tests/RepairsTests/Fixtures/two-trailing-constraints.yaml"
    static let environments = ["--environments", "ipad-pro-12-9/landscape/full/ltr"]
    /// A spec whose only finding no repair in the search space removes.
    static let bannerWiderThanTheScreen = """
        kbcov: 1
        name: A banner wider than the screen
        views:
          banner: { intrinsicSize: { width: 300, height: 44 } }
        constraints:
          - { id: bannerLeading, rule: banner.leading == safeArea.leading }
          - { id: bannerTop, rule: banner.top == safeArea.top }
          - { id: bannerWide, rule: banner.width == 3000 }

        """

    @Test func aProvenRepairForEveryFindingExitsZero() throws {
        let result = try CLI.run(["fix", Self.twoTrailing, "--constraint", "editViewToFloatingKeyboardTrailing", "--jobs", "2"] + Self.environments)
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output.contains("repair: change editViewToDockedKeyboardTrailing's constant from 0 to 8"))
        #expect(result.output.contains("+       - { id: editViewToDockedKeyboardTrailing, rule: keyboard.trailing == editView.trailing + 8 }"))
    }

    @Test func findingsWithoutARepairExitOne() throws {
        let spec = try CLI.temporarySpec(Self.bannerWiderThanTheScreen)
        let result = try CLI.run(["fix", spec, "--format", "json"] + Self.environments)
        #expect(result.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "kbcov-fix/1")
        #expect(document["fixed"] as? Bool == false)
    }

    @Test func unknownConstraintsAndMalformedFingerprintsAreInputErrors() throws {
        let constraint = try CLI.run(["fix", Self.twoTrailing, "--constraint", "editViewToDockedKeyboardTrailin"] + Self.environments)
        #expect(constraint.exitCode == 2)
        #expect(constraint.errors.contains("did you mean 'editViewToDockedKeyboardTrailing'"))
        let malformed = try CLI.run(["fix", Self.twoTrailing, "--finding", "{\"kind\": "] + Self.environments)
        #expect(malformed.exitCode == 2)
        #expect(malformed.errors.contains("expected a finding fingerprint as JSON"))
        let unmatched = try CLI.run(["fix", Self.twoTrailing, "--finding", #"{"state": "nowhere", "kind": "conflict"}"#] + Self.environments)
        #expect(unmatched.exitCode == 2)
        #expect(unmatched.errors.contains("no finding of the analysed states matches"))
        let format = try CLI.run(["fix", Self.twoTrailing, "--format", "junit"])
        #expect(format.exitCode == 2)
    }
}

@Suite struct FixSwiftSourceTests {
    /// For a Swift input the repair is a source edit, proven on the edited file imported again.
    @Test func theSqueezeInSwiftIsRepairedByAPriorityAssignment() throws {
        let result = try CLI.run([
            "fix", "specs/swift/EditViewController.swift", "--constraint", "editViewToKeyboardLeading",
            "--environments", "ipad-pro-12-9/landscape/split-half-right/ltr", "--format", "json",
        ])
        #expect(result.exitCode == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let problem = try #require((document["problems"] as? [[String: Any]])?.first)
        let repair = try #require(problem["repair"] as? [String: Any])
        let edits = try #require(repair["sourceEdits"] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits.first?["file"] as? String == "specs/swift/EditViewController.swift")
        // Below the text field's horizontal compression resistance (.defaultHigh - 1), so the pin gives way first.
        #expect((edits.first?["after"] as? [String])?.last == "        editViewToDockedKeyboardTrailing.priority = UILayoutPriority(748)")
        #expect((repair["specEdits"] as? [Any])?.isEmpty == true)
    }
}
