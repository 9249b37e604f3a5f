import Foundation
import InterfaceBuilderImporter
import KeyboardStates
import LayoutSpec
import SwiftImporter
import UIKitLayout

/// Loading what the user names: spec files, the catalog, environments. Every problem becomes a
/// located diagnostic; nothing here crashes on input.
enum Inputs {
    /// Every spec under `paths` — YAML specs, storyboards and XIBs (one spec per screen, joined
    /// with their view controllers' Swift), and Swift files with view code imported — and the
    /// diagnostics of those that failed to load. A Swift file joined with a screen is no spec of its own.
    static func specs(at paths: [String]) -> (specs: [LayoutSpec], errors: [Diagnostic]) {
        let files: [String]
        switch SpecFiles.collect(paths, isViewCode: ViewCodeDetector.containsViewCode(atPath:)) {
        case .failure(let error): return ([], error.diagnostics)
        case .success(let collected): files = collected
        }
        let swiftFiles = ((try? SpecFiles.collect(paths, isViewCode: { _ in true }).get()) ?? files).filter(SpecFiles.isSwiftFile)
        var screens: [String: Result<InterfaceBuilderImporter.Import, DiagnosticsError>] = [:]
        for file in files where SpecFiles.isInterfaceBuilderFile(file) {
            screens[file] = InterfaceBuilderImporter.load(path: file, swiftFiles: swiftFiles)
        }
        let joined = Set(screens.values.flatMap { (try? $0.get().joinedSwiftFiles) ?? [] })
        var specs: [LayoutSpec] = []
        var errors: [Diagnostic] = []
        for file in files where !joined.contains(file) {
            if let imported = screens[file] {
                switch imported {
                case .success(let result): specs += result.specs
                case .failure(let error): errors += error.diagnostics
                }
                continue
            }
            switch SpecFiles.isSwiftFile(file) ? SwiftSourceImporter.load(path: file) : SpecLoader.load(path: file) {
            case .success(let spec): specs.append(spec)
            case .failure(let error): errors += error.diagnostics
            }
        }
        return (specs, errors)
    }

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

    /// The nearest `.kbcov.yml` from the working folder up, if any.
    static func configuration() -> Result<ProjectConfiguration?, KbcovFailure> {
        guard let path = ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath) else { return .success(nil) }
        return ProjectConfiguration.load(path: path).map { $0 }.mapError { .input($0.diagnostics) }
    }
}
