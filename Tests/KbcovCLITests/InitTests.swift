import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing

/// `kbcov init` on an app's folder: it finds the screens, the asset catalogs and the deployment
/// target, writes a `.kbcov.yml` that kbcov reads and a baseline of the first run, so that a
/// `check` in the folder afterwards reproduces that run and finds nothing new; run again, it
/// changes nothing unless forced.
@Suite struct InitTests {
    static let environments = ["--environments", "iphone-se"]

    /// The layered app of the corpus, as an Xcode project with build settings, an asset catalog
    /// and files a folder search picks up that are not screens.
    static func app() throws -> URL {
        let folder = try temporaryFolder([
            "Layered.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                	objects = {
                		4A1B2C3D /* Debug */ = {
                			isa = XCBuildConfiguration;
                			buildSettings = {
                				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                				PRODUCT_BUNDLE_IDENTIFIER = com.example.Layered;
                			};
                			name = Debug;
                		};
                		4A1B2C3E /* Release */ = {
                			isa = XCBuildConfiguration;
                			buildSettings = {
                				IPHONEOS_DEPLOYMENT_TARGET = 15.4;
                			};
                			name = Release;
                		};
                	};
                }
                """,
            "Layered/Assets.xcassets/Contents.json": #"{ "info": { "author": "xcode", "version": 1 } }"#,
            "Config/feature-flags.yml": "newComposer: true\nrollout: 0.25\n",
            "Config/draft-screen.yaml": "name: Draft\nviews:\n  field: { class: UITextField }\n",
            ".swiftlint.yml": "disabled_rules:\n  - line_length\n",
        ])
        let corpus = ProjectInputTests.layeredApp.appendingPathComponent("Layered")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name), to: folder.appendingPathComponent("Layered/\(name)"))
        }
        // A screen with a finding on the iPhone SE: its send button is squeezed in landscape.
        let comment = folder.appendingPathComponent("Layered/Screens/Comment")
        try FileManager.default.createDirectory(at: comment, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SampleApp.screens.appendingPathComponent("CommentViewController.swift"),
                                         to: comment.appendingPathComponent("CommentViewController.swift"))
        return folder
    }

    @Test func initWritesAConfigurationAndABaselineThatACheckReproduces() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }
        // Every screen is analysed (the sign-up screen's content inset too) and today's findings
        // go to the baseline: nothing new (exit 0).
        let first = try CLI.run(["init"] + Self.environments + ["--jobs", "2"], in: app)
        #expect(first.exitCode == 0, "\(first.output)\(first.errors)")
        #expect(first.output.contains("screens: 4 screens from 6 files with layout, in Layered\n"), "\(first.output)")
        // A spec without its `kbcov:` key is left out and said; another tool's YAML is not a spec at all.
        #expect(first.output.contains("left out: Config/draft-screen.yaml (not a kbcov spec; `kbcov validate` says why)\n"), "\(first.output)")
        #expect(!first.output.contains("feature-flags") && !first.output.contains("swiftlint"))
        #expect(first.output.contains("asset catalogs: Layered/Assets.xcassets\n"))
        #expect(first.output.contains("deployment target: iOS 15.4 (Layered.xcodeproj/project.pbxproj)\n"))
        #expect(first.output.contains("  kbcov check "))

        let configurationPath = app.appendingPathComponent(".kbcov.yml").path
        let configuration = try ProjectConfiguration.load(path: configurationPath).get()
        #expect(configuration.specs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Layered"])
        #expect(configuration.environments == ["iphone-se"])
        #expect(configuration.baseline.map { URL(fileURLWithPath: $0).lastPathComponent } == "kbcov-baseline.json")
        let text = try String(contentsOfFile: configurationPath, encoding: .utf8)
        #expect(text.contains("# timeBudget: 600\n"))
        #expect(text.contains("# Read from Layered.xcodeproj/project.pbxproj.\ndeploymentTarget: \"15.4\"\n"))
        #expect(configuration.deploymentTarget == OSVersion(15, 4))

        // Nothing new against the baseline, and no screen partly analysed.
        let check = try CLI.run(["check", "--format", "json"], in: app)
        #expect(check.exitCode == 0, "\(check.errors)")
        #expect(!check.output.contains("partly-analysed"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])
        #expect((document["specs"] as? [Any])?.count == 4)
        let rerecorded = try CLI.run(["check", "--write-baseline", "again.json"], in: app)
        #expect(rerecorded.exitCode == 0)
        let baseline = try String(contentsOf: app.appendingPathComponent("kbcov-baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"kind\":"), "the first run had findings, recorded")
        #expect(try String(contentsOf: app.appendingPathComponent("again.json"), encoding: .utf8) == baseline,
                "the check's findings are the first run's")
    }

    @Test func initRunAgainChangesNothingUnlessForced() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }
        let files = [".kbcov.yml", "kbcov-baseline.json"].map { app.appendingPathComponent($0).path }
        #expect(try CLI.run(["init", app.path] + Self.environments, in: Repository.root).exitCode == 0, "today's findings are the baseline")
        let written = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let dates = try files.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }

        let again = try CLI.run(["init", app.path, "--environments", "quick"], in: Repository.root)
        #expect(again.exitCode == 0)
        #expect(again.output.contains("kbcov is set up here already"))
        #expect(try files.map { try String(contentsOfFile: $0, encoding: .utf8) } == written)
        #expect(try files.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == dates)

        let forced = try CLI.run(["init", "--force", "--environments", "quick"], in: app)
        #expect(forced.exitCode == 0, "\(forced.errors)")
        #expect(try String(contentsOfFile: files[0], encoding: .utf8).contains("\nenvironments: [quick]\n"))
    }

    @Test func aPackagesDeploymentTargetIsReadFromItsPlatforms() throws {
        let screen = try String(contentsOf: SampleApp.screens.appendingPathComponent("SignInViewController.swift"), encoding: .utf8)
        let package = try temporaryFolder([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Checkout",
                    platforms: [.iOS(.v17_2), .macOS(.v14)],
                    targets: [.target(name: "Checkout", exclude: ["Screens"])]
                )
                """,
            "Sources/Checkout/Screens/SignInViewController.swift": screen,
        ])
        defer { try? FileManager.default.removeItem(at: package) }
        let result = try CLI.run(["init", "--environments", "iphone-se/portrait"], in: package)
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output.contains("screens: 1 screen from 1 file with layout, in Sources\n"))
        #expect(result.output.contains("deployment target: iOS 17.2 (Package.swift)\n"))
    }

    /// A package for iOS 15: the written `deploymentTarget:` is every screen's, in the first run
    /// as in a check afterwards — the guide's warning for 15.0–15.3 points at the key.
    @Test func theDeploymentTargetFoundIsWrittenAndAppliesToEveryScreen() throws {
        let screen = try String(contentsOf: SampleApp.screens.appendingPathComponent("SignInViewController.swift"), encoding: .utf8)
        let package = try temporaryFolder([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Legacy", platforms: [.iOS(.v15)], targets: [.target(name: "Legacy")])
                """,
            "Sources/Legacy/SignInViewController.swift": screen,
        ])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try CLI.run(["init", "--environments", "iphone-se/portrait"], in: package).exitCode == 0)
        let text = try String(contentsOf: package.appendingPathComponent(".kbcov.yml"), encoding: .utf8)
        let keyLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: #"deploymentTarget: "15.0""#)) + 1
        #expect(text.contains("# Read from Package.swift.\ndeploymentTarget: \"15.0\"\n"), "\(text)")

        let check = try CLI.run(["check"], in: package)
        #expect(check.exitCode == 0, "\(check.errors)")
        #expect(check.output.contains("  .kbcov.yml:\(keyLine):19: warning: the keyboard layout guide's frame was not always updated in iOS 15.0–15.3; deployment target 15.0 includes those versions [unreliableGuide]\n"), "\(check.output)")
        #expect(try CLI.run(["check", "--write-baseline", "again.json"], in: package).exitCode == 0)
        #expect(try String(contentsOf: package.appendingPathComponent("again.json"), encoding: .utf8)
                == String(contentsOf: package.appendingPathComponent("kbcov-baseline.json"), encoding: .utf8))
    }

    @Test func initInAFolderWithoutAScreenWritesNothing() throws {
        let folder = try temporaryFolder(["Models/Settings.swift": "struct Settings { var name = \"\" }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["init"], in: folder)
        #expect(result.exitCode == 2)
        #expect(result.errors.contains(".:1:1: error: no screen here"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".kbcov.yml").path))
        let file = try CLI.run(["init", "Models/Settings.swift"], in: folder)
        #expect(file.exitCode == 2)
        #expect(file.errors.contains("Models/Settings.swift:1:1: error: no such folder: expected the folder of an app"))
    }
}
