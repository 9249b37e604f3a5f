import Foundation
import Testing

@Suite struct BaselineTests {
    static let spec = """
        kbcov: 1
        name: pinned label
        views:
          label: { intrinsicSize: { width: 100, height: 20 } }
          button: { intrinsicSize: { width: 100, height: 44 }, keepVisible: true }
        constraints:
          - label.top == safeArea.top + 20
          - label.leading == safeArea.leading + 20
          - button.bottom == safeArea.bottom
          - button.leading == safeArea.leading
        """
    static let arguments = ["--environments", "iphone-16/portrait"]

    @Test func baselineRunExitsZeroAndANewConflictExitsOneNamingOnlyIt() throws {
        let path = try CLI.temporarySpec(Self.spec)
        let baseline = path + ".baseline.json"
        let recorded = try CLI.run(["check", path, "--write-baseline", baseline] + Self.arguments)
        #expect(recorded.exitCode == 0)
        let file = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(file.contains("\"schema\": \"kbcov-baseline/1\""))
        #expect(file.contains("\"kind\":\"covered\""))
        #expect(!file.contains("\"line\""))
        #expect(file.contains("\"spec\":\"spec.yaml\""), "spec paths are relative to the baseline's folder")

        let again = try CLI.run(["check", path, "--baseline", baseline] + Self.arguments)
        #expect(again.exitCode == 0)
        #expect(again.output.contains("no findings"))

        try (Self.spec + "\n  - { id: labelTooWide, rule: label.width == view.width + 10 }\n  - { id: labelNarrow, rule: label.width == 50 }\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let changed = try CLI.run(["check", path, "--baseline", baseline, "--format", "json"] + Self.arguments)
        #expect(changed.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(changed.output.utf8)) as? [String: Any])
        let specs = try #require(document["specs"] as? [[String: Any]])
        let findings = (specs.first?["states"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0["kind"] as? String == "conflict" })
        #expect(findings.allSatisfy { ($0["constraints"] as? [String])?.contains("labelNarrow") == true })
    }

    @Test func fixedFindingsAreListed() throws {
        let path = try CLI.temporarySpec(Self.spec)
        let baseline = path + ".baseline.json"
        #expect(try CLI.run(["check", path, "--write-baseline", baseline] + Self.arguments).exitCode == 0)
        try Self.spec.replacingOccurrences(of: "button.bottom == safeArea.bottom", with: "button.top == safeArea.top + 60")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let fixed = try CLI.run(["check", path, "--baseline", baseline] + Self.arguments)
        #expect(fixed.exitCode == 0)
        #expect(fixed.output.contains("fixed since the baseline"))
        #expect(fixed.output.contains("iphone-16/portrait/full/ltr/docked/near-bottom: covered button"))
    }

    @Test func missingOrMalformedBaselineIsAnInputError() throws {
        let path = try CLI.temporarySpec(Self.spec)
        let missing = try CLI.run(["check", path, "--baseline", path + ".missing"] + Self.arguments)
        #expect(missing.exitCode == 2)
        #expect(missing.errors.contains("\(path).missing"))
        #expect(missing.errors.contains("kbcov-baseline/1"))

        let malformed = path + ".bad.json"
        try #"{"schema": "kbcov-baseline/1", "findings": [{"spec": 1}]}"#.write(toFile: malformed, atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", path, "--baseline", malformed] + Self.arguments)
        #expect(result.exitCode == 2)
        #expect(result.errors.contains(malformed))
        #expect(result.errors.contains("expected"))
    }
}
