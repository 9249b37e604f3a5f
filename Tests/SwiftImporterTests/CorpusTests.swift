import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing

/// `Tests/Corpus/SwiftApp`: a small app written the way UIKit apps are (controllers, custom
/// views, cells, visual formats, stack views, loops, two initializers, same-name methods,
/// notification handlers), imported together and analysed without a crash; the views no screen
/// places are analysed on their own. The test prints what
/// was imported: constraints per anchor call and warnings by kind.
@Suite struct CorpusTests {
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Corpus/SwiftApp")
    }()

    static func paths() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test func theFolderImportsAndAnalysesWithoutACrash() throws {
        let paths = try Self.paths()
        #expect(paths.count >= 15)
        let imported = try SwiftSourceImporter.load(paths: paths).get()
        let screens = imported.specs.map(\.name)
        #expect(screens == [
            "ChatViewController", "CheckoutViewController", "EditorViewController", "GalleryViewController",
            "LoginViewController", "OnboardingViewController", "ProfileViewController", "SearchViewController",
            "FeedCardView", "MessageCell", "RatingControl",
        ])
        let skipped = imported.skipped.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent): \($0.reason.rawValue)" }
        #expect(skipped == ["ProfileViewController.swift: nothing-to-analyse", "SettingsViewController.swift: nothing-to-analyse"])
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right/ltr"])
        for spec in imported.specs {
            let result = try Analyzer.analyze(spec, in: environments)
            #expect(!result.states.isEmpty, "\(spec.name) has no states")
        }
        let report = Self.statistics(imported, paths: paths)
        print(report)
        let warnings = imported.specs.flatMap(\.warnings) + imported.skipped.flatMap(\.warnings)
        #expect(warnings.allSatisfy { !$0.description.contains("\n") })
    }

    /// Constraints imported against anchor and constraint calls in the source, and warnings by kind.
    static func statistics(_ imported: SwiftSourceImporter.Imported, paths: [String]) -> String {
        let texts = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let anchorCalls = texts.reduce(0) { total, text in
            total + text.components(separatedBy: "Anchor.constraint(").count - 1
                + text.components(separatedBy: "NSLayoutConstraint(item:").count - 1
        }
        let formats = texts.reduce(0) { $0 + $1.components(separatedBy: "withVisualFormat:").count - 1 }
        let constraints = imported.specs.reduce(0) { $0 + $1.allConstraints.count }
        let fromFormats = imported.specs.reduce(0) { $0 + $1.allConstraints.filter { $0.id.hasPrefix("vfl[") }.count }
        var kinds: [String: Int] = [:]
        for warning in imported.specs.flatMap(\.warnings) + imported.skipped.flatMap(\.warnings) {
            kinds[kind(of: warning.message), default: 0] += 1
        }
        var lines = [
            "corpus: \(paths.count) files, \(imported.specs.count) screens, \(imported.skipped.count) not analysed (\(imported.skipped.map(\.reason.rawValue).sorted().joined(separator: ", ")))",
            "corpus: \(constraints) constraints imported (\(constraints - fromFormats) from \(anchorCalls) anchor/item calls present, \(fromFormats) from \(formats) visual formats)",
        ]
        lines += kinds.sorted { $0.key < $1.key }.map { "corpus warning \($0.key): \($0.value)" }
        return lines.joined(separator: "\n")
    }

    private static func kind(of message: String) -> String {
        let kinds = [
            ("not reached from a method UIKit calls", "unreached method"), ("a call kbcov cannot follow", "call not followed"),
            ("switch", "switch"), ("loop", "loop"), ("condition", "condition"), ("visual format", "visual format"),
            ("computed at run time", "run-time value"), ("never activated", "never activated"), ("pattern binding", "pattern"),
            ("not a constraint kbcov could read", "unknown constraint"), ("keyboard", "keyboard"),
            ("guides only", "guide of a subview"), ("UIKit would refuse", "refused constraint"),
        ]
        return kinds.first { message.contains($0.0) }?.1 ?? "other"
    }
}
