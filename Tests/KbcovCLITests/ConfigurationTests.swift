import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing

@Suite struct ConfigurationTests {
    /// A project folder with `specs/button.yaml` (analysed on the iPhone SE unless told otherwise),
    /// a catalog `team.yaml` whose set `team` is the iPhone 16 in portrait, a `.kbcov.yml` when
    /// given, and a `sub` folder to run in.
    static func project(configuration: String?) throws -> URL {
        var files = [
            "specs/button.yaml": """
                kbcov: 1
                name: button under the keyboard
                environments: [iphone-se/portrait]
                views:
                  button: { intrinsicSize: { width: 100, height: 44 }, keepVisible: true }
                constraints:
                  - button.bottom == safeArea.bottom
                  - button.leading == safeArea.leading
                """,
            "team.yaml": "sets:\n  team: [iphone-16/portrait]\n",
            "sub/.keep": "",
        ]
        files[".kbcov.yml"] = configuration
        return try temporaryFolder(files)
    }

    @Test func foundFromASubfolderAndOverriddenByTheCommandLine() throws {
        let root = try Self.project(configuration: "specs: [specs]\nenvironments: [iphone-16/portrait]\nformat: json\n")
        let configured = try CLI.run(["check"], in: root.appendingPathComponent("sub"))
        #expect(configured.exitCode == 1)
        #expect(configured.output.hasPrefix("{\n  \"schema\": \"kbcov-report/1\""))
        #expect(configured.output.contains("iphone-16/portrait/full/ltr/docked/near-bottom"))
        #expect(!configured.output.contains("iphone-se/"))
        #expect(configured.output.contains("\"../specs/button.yaml\""), "specs are named relative to the working folder")
        #expect(!configured.output.contains(root.path))

        let overridden = try CLI.run(["check", "--format", "text", "--environments", "iphone-se/portrait"], in: root.appendingPathComponent("sub"))
        #expect(overridden.output.contains("iphone-se/portrait/full/ltr/docked/near-bottom"))
        #expect(!overridden.output.contains("iphone-16/"))
    }

    /// `validate` with no paths checks the specs `.kbcov.yml` names, as `check` analyses them.
    @Test func validateReadsTheConfiguredSpecs() throws {
        let root = try Self.project(configuration: "specs: [specs]\n")
        let result = try CLI.run(["validate"], in: root.appendingPathComponent("sub"))
        #expect(result.exitCode == 0)
        #expect(result.output == "1 spec valid\n")

        let broken = try Self.project(configuration: "specs: [missing]\n")
        let failed = try CLI.run(["validate"], in: broken)
        #expect(failed.exitCode == 2)
        #expect(failed.errors.contains("missing:1:1: error: no such file or folder"))
    }

    @Test func unknownKeysAreErrorsWithTheirLocation() throws {
        let root = try Self.project(configuration: "specs: [specs]\nformats: json\n")
        let result = try CLI.run(["check"], in: root)
        #expect(result.exitCode == 2)
        #expect(result.errors.contains(".kbcov.yml:2:1: error: unknown key 'formats' in .kbcov.yml (did you mean 'format'?)"))
    }

    /// `why`, `fix` and `states` read `.kbcov.yml` as `check` does: its environments (or its
    /// catalog's set) replace the spec's own (the iPhone SE) exactly as the command line's do.
    @Test func everyCommandHonoursTheConfigurationAsCheckDoes() throws {
        let plain = try Self.project(configuration: nil).appendingPathComponent("sub")
        let spec = "../specs/button.yaml"
        let settings = [
            ("environments: [iphone-16/portrait]\n", ["--environments", "iphone-16/portrait"]),
            ("catalog: team.yaml\nenvironments: [team]\n", ["--catalog", "../team.yaml", "--environments", "team"]),
        ]
        for command in [["check", spec], ["why", spec, "--item", "button"], ["fix", spec], ["states"]] {
            let unconfigured = try CLI.run(command, in: plain)
            for (configuration, options) in settings {
                let configured = try Self.project(configuration: configuration).appendingPathComponent("sub")
                let fromFile = try CLI.run(command, in: configured)
                let fromCommandLine = try CLI.run(command + options, in: plain)
                #expect(fromFile.errors.isEmpty, "\(command): \(fromFile.errors)")
                #expect(fromFile.output == fromCommandLine.output && fromFile.exitCode == fromCommandLine.exitCode, "\(command) with \(configuration)")
                #expect(fromFile.output != unconfigured.output, "\(command) with \(configuration)")
                #expect(fromFile.output.contains("iphone-16/portrait") && !fromFile.output.contains("iphone-se/"), "\(command) with \(configuration)")
            }
        }
    }

    /// `check` on the bar with `.kbcov.yml`'s `deploymentTarget:` written as `configured`.
    static func checkBar(configured: String, own: String? = nil) throws -> CLIResult {
        let root = try temporaryFolder(["specs/bar.yaml": BarOnTheGuide.yaml(deploymentTarget: own),
                                        ".kbcov.yml": "specs: [specs]\ndeploymentTarget: \(configured)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        return try CLI.run(["check", "--format", "text", "--no-cache"], in: root)
    }

    static let unreliableGuide = ".kbcov.yml:2:19: warning: the keyboard layout guide's frame was not always updated in iOS 15.0–15.3; deployment target 15.0 includes those versions [unreliableGuide]"

    @Test func theDeploymentTargetIsReadWithItsLocation() throws {
        let configuration = try ProjectConfiguration.load(text: "specs: [specs]\ndeploymentTarget: \"16.4\"\n", path: "app/.kbcov.yml").get()
        #expect(configuration.deploymentTarget == OSVersion(16, 4))
        #expect(configuration.deploymentTargetLocation == SourceLocation(file: "app/.kbcov.yml", line: 2, column: 19))
        #expect(try ProjectConfiguration.load(text: "deploymentTarget: 17\n", path: ".kbcov.yml").get().deploymentTarget == OSVersion(17, 0))

        let malformed = try Self.checkBar(configured: "sixteen")
        #expect(malformed.exitCode == 2)
        #expect(malformed.errors.contains(#".kbcov.yml:2:19: error: expected an iOS version such as "15.0" or "17.2"; found 'sixteen' [invalidValue]"#), "\(malformed.errors)")
        let list = try Self.checkBar(configured: "[16, 17]")
        #expect(list.exitCode == 2)
        #expect(list.errors.contains(#".kbcov.yml:2:19: error: expected an iOS version such as "15.0"; found a list"#), "\(list.errors)")
    }

    /// A screen that states no deployment target is analysed for `.kbcov.yml`'s: below 17 the
    /// older systems' conflict appears, and the warning that they ignore the guide's setting;
    /// from 17 neither; below 15.4 the guide's warning points at the key.
    @Test func aScreenWithoutItsOwnTargetIsAnalysedForTheConfiguredOne() throws {
        let older = try Self.checkBar(configured: "\"16.0\"")
        #expect(older.exitCode == 1, "\(older.errors)")
        #expect(older.output.contains("before iOS 17 (usesBottomSafeArea is ignored there): required constraints cannot all hold: constraints[0], barAtScreenBottom"), "\(older.output)")
        #expect(older.output.contains("  specs/bar.yaml:4:18: warning: 'usesBottomSafeArea' exists from iOS 17; older systems use the default, and deployment target 16.0 includes them [settingUnavailable]\n"))
        #expect(!older.output.contains("unreliableGuide"))

        let modern = try Self.checkBar(configured: "\"17.0\"")
        #expect(modern.errors.isEmpty, "\(modern.errors)")
        #expect(!modern.output.contains("before iOS 17") && !modern.output.contains("warning:"), "\(modern.output)")

        let oldest = try Self.checkBar(configured: "\"15.0\"")
        #expect(oldest.output.contains("  " + Self.unreliableGuide + "\n"), "\(oldest.output)")
        #expect(oldest.output.contains("before iOS 17"))
    }

    @Test func aSpecsOwnDeploymentTargetWins() throws {
        let own = try Self.checkBar(configured: "\"15.0\"", own: "17.0")
        #expect(own.errors.isEmpty, "\(own.errors)")
        #expect(!own.output.contains("before iOS 17") && !own.output.contains("warning:"), "\(own.output)")
    }
}
