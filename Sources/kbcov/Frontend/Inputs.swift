import Foundation
import KeyboardStates
import LayoutSpec
import Reporters
import SwiftImporter
import UIKitLayout

/// Loading what the user names: spec files, the catalog, environments. Every problem becomes a
/// located diagnostic; nothing here crashes on input.
enum Inputs {
    /// The built-in catalog, extended by the user's catalog file when one is given.
    static func catalog(extendedBy path: String?) -> Result<Catalog, DiagnosticsError> {
        let builtIn: Catalog
        do {
            builtIn = try Catalog.builtIn()
        } catch {
            return .failure(DiagnosticsError([.error(.invalidValue, at: SourceLocation(file: "<built-in catalog>", line: 1, column: 1), "\(error)")]))
        }
        guard let path else { return .success(builtIn) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the catalog file")]))
        }
        return Catalog.load(yaml: text, path: path).map { builtIn.merging($0) }
    }

    /// The UIKit content-size table, with the catalog file's `viewClasses:` section applied.
    static func contentSizeTable(extendedBy path: String?) -> Result<ContentSizeTable, DiagnosticsError> {
        guard let path else { return .success(.builtin) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the catalog file")]))
        }
        return ContentSizeTable.builtin.overridden(byCatalogYAML: text, path: path)
    }

    /// `--environments` names as entries located on the command line.
    static func environmentEntries(_ names: [String]) -> [EnvironmentEntry] {
        names.map { EnvironmentEntry(.named($0), location: SourceLocation(file: "<command line>", line: 1, column: 1)) }
    }

    /// `.kbcov.yml`'s format, else text; `nil` (and the problem printed) for a name no reporter has.
    static func configuredFormat(_ configuration: ProjectConfiguration?) -> ReportFormat? {
        guard let name = configuration?.format else { return .text }
        guard let format = ReportFormat(rawValue: name) else {
            Console.error("error: unknown format '\(name)' in .kbcov.yml; expected one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return format
    }

    /// The nearest `.kbcov.yml` from the working folder up, if any.
    static func configuration() -> Result<ProjectConfiguration?, KbcovFailure> {
        guard let path = ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath) else { return .success(nil) }
        return ProjectConfiguration.load(path: path).map { $0 }.mapError { .input($0.diagnostics) }
    }
}
