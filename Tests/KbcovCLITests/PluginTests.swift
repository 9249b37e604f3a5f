import Foundation
import KbcovTestSupport
import Testing

/// `swift package kbcov` in Examples/SampleApp, a package that depends on kbcov: SwiftPM builds
/// kbcov inside it (minutes, once; `.build/examples` keeps that build for the next run), so CI
/// runs these with KBCOV_PLUGIN_TEST=1.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["KBCOV_PLUGIN_TEST"] == "1", "set KBCOV_PLUGIN_TEST=1 to build kbcov inside the sample package"),
       .serialized)
struct PluginTests {
    static let scratch = Repository.root.appendingPathComponent(".build/examples").path

    static func swiftPackage(_ arguments: [String]) throws -> CLIResult {
        try CLI.run(["swift", "package", "--disable-sandbox", "--scratch-path", scratch, "kbcov"] + arguments,
                    in: SampleApp.folder, program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func theSamplePackagesScreensAreCheckedAgainstItsBaseline() throws {
        let result = try Self.swiftPackage(["check"])
        #expect(result.exitCode == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("Sources/SampleApp/Screens/CommentViewController.swift: CommentViewController\n"))
        #expect(result.output.contains("Sources/SampleApp/Screens/SignInViewController.swift: SignInViewController\n"))
        #expect(result.output.contains("kbcov 0.1.0: no findings"))
    }

    @Test func argumentsPassThroughAndFindingsFailTheCommand() throws {
        let folder = try temporaryFolder(["empty-baseline.json": #"{"schema": "kbcov-baseline/1", "findings": []}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.swiftPackage(["check", "--target", "SampleApp", "--environments", "iphone-se",
                                            "--baseline", folder.appendingPathComponent("empty-baseline.json").path])
        #expect(result.exitCode != 0)
        #expect(result.output.contains("Sources/SampleApp/Screens/CommentViewController.swift: CommentViewController\n  8 states, 8 reachable, 6 clean\n  squeezed: 2 states"),
                "\(result.output)")
        #expect(result.errors.contains("kbcov check exited with 1"))
    }
}
