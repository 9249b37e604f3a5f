import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Golden files live next to the tests; `KBCOV_UPDATE_GOLDEN=1 swift test` rewrites them.
enum GoldenFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static func check(_ actual: String, against name: String) throws {
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["KBCOV_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file; rerun with KBCOV_UPDATE_GOLDEN=1 if the change is intended")
    }

    /// A shipped spec analysed in a few environments, with its path relative to the repository.
    static func run(_ specNames: [String], in environmentNames: [String]) throws -> CoverageRun {
        let entries = environmentNames.map { EnvironmentEntry(.named($0), location: SourceLocation(file: "test", line: 1, column: 1)) }
        let environments = try Catalog.builtIn().environments(for: entries).get()
        let results = try specNames.map { name in
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent("specs/\(name)"), encoding: .utf8)
            return try Analyzer.analyze(UIKitLowering.lowered(try SpecLoader.load(yaml: text, path: "specs/\(name)").get()), in: environments)
        }
        return CoverageRun(specs: results)
    }
}
