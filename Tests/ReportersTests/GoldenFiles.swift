import Foundation
import KbcovTestSupport
import LayoutAnalysis
import Reporters
import Testing

/// Golden files live next to the tests; `KBCOV_UPDATE_GOLDEN=1 swift test` rewrites them.
enum GoldenFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A failing golden prints the lines that differ, numbered, with their neighbours.
    static func check(_ actual: String, against name: String) throws {
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["KBCOV_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, """
            \(name) differs from its golden file (- golden, + now); rerun with KBCOV_UPDATE_GOLDEN=1 if the change is intended:
            \(LineDiff.text(from: expected, to: actual))
            """)
    }

    /// The fixed run every reporter golden renders: two shipped specs in two iPad environments,
    /// as a saved JSON report (hand-checked, not re-analysed), so a change to the analysis does
    /// not rewrite the reporters' goldens.
    static let fixedRunFile = fixtures.appendingPathComponent("two-specs-run.json")

    static func fixedRun() throws -> ReportDocument {
        try JSONDecoder().decode(ReportDocument.self, from: Data(contentsOf: fixedRunFile))
    }

    /// The specs as they were when the fixed run was saved: a rewrite of a shipped spec changes
    /// what the analysis says of it, not the run the reporters' goldens render.
    static let fixedRunSpecs = fixtures.appendingPathComponent("specs")

    /// Specs analysed (lowered as `check` does) in a few environments, with their paths as
    /// `specs/<name>`; by default the shipped specs.
    static func run(_ specNames: [String], in environmentNames: [String], from directory: URL? = nil) throws -> CoverageRun {
        let environments = try resolve(environmentNames)
        let directory = directory ?? Repository.root.appendingPathComponent("specs")
        let setup = try defaultSetup()
        let results = try specNames.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return try setup.analyze(try load(text, path: "specs/\(name)"), in: environments)
        }
        return CoverageRun(specs: results)
    }
}

/// The lines two texts differ in, as `- 12: old` and `+ 12: new` (each side's line numbers), with
/// up to `context` unchanged lines around each change and `…` where lines are left out.
enum LineDiff {
    static func text(from old: String, to new: String, context: Int = 2, limit: Int = 60) -> String {
        let oldLines = old.components(separatedBy: "\n"), newLines = new.components(separatedBy: "\n")
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in newLines.difference(from: oldLines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var rows: [(changed: Bool, text: String)] = []
        var (oldIndex, newIndex) = (0, 0)
        while oldIndex < oldLines.count || newIndex < newLines.count {
            if removed.contains(oldIndex) {
                rows.append((true, "- \(oldIndex + 1): \(oldLines[oldIndex])"))
                oldIndex += 1
            } else if inserted.contains(newIndex) {
                rows.append((true, "+ \(newIndex + 1): \(newLines[newIndex])"))
                newIndex += 1
            } else {
                rows.append((false, "  \(oldIndex + 1): \(oldLines[oldIndex])"))
                oldIndex += 1
                newIndex += 1
            }
        }
        let changes = rows.indices.filter { rows[$0].changed }
        let shown = rows.indices.filter { index in changes.contains { abs($0 - index) <= context } }
        var lines: [String] = []
        for (position, index) in shown.prefix(limit).enumerated() {
            if position > 0, index > shown[position - 1] + 1 { lines.append("  …") }
            lines.append(rows[index].text)
        }
        if shown.count > limit { lines.append("  … and more") }
        return lines.joined(separator: "\n")
    }
}
