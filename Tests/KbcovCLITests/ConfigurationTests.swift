import Foundation
import KbcovTestSupport
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
}
