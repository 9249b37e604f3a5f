import Foundation
import InterfaceBuilderImporter
import KeyboardStates
import LayoutSpec
import Reporters
import SwiftImporter
import UIKitLayout

/// Loading what the user names: spec files, the catalog, environments. Every problem becomes a
/// located diagnostic; nothing here crashes on input.
enum Inputs {
    /// Every spec under `paths` — YAML specs, storyboards and XIBs (one spec per screen, joined
    /// with their view controllers' Swift), and the screens of Swift files with view code,
    /// imported together so that one file's code is followed from another's — the inputs that
    /// gave no screen, and the diagnostics of those that failed to load. A Swift file joined with
    /// a storyboard screen is analysed there only.
    static func specs(at paths: [String]) -> (specs: [LayoutSpec], skipped: [SkippedInput], errors: [Diagnostic]) {
        let files: [String]
        switch SpecFiles.collect(paths, isViewCode: ViewCodeDetector.containsViewCode(atPath:)) {
        case .failure(let error): return ([], [], error.diagnostics)
        case .success(let collected): files = collected
        }
        var errors: [Diagnostic] = []
        var screens: [String: InterfaceBuilderImporter.Import] = [:]
        let interfaceBuilderFiles = files.filter(SpecFiles.isInterfaceBuilderFile)
        if !interfaceBuilderFiles.isEmpty {
            let allSwiftFiles = ((try? SpecFiles.collect(paths, isViewCode: { _ in true }).get()) ?? files).filter(SpecFiles.isSwiftFile)
            for file in interfaceBuilderFiles {
                switch InterfaceBuilderImporter.load(path: file, swiftFiles: allSwiftFiles) {
                case .success(let imported): screens[file] = imported
                case .failure(let error): errors += error.diagnostics
                }
            }
        }
        let joined = Set(screens.values.flatMap(\.joinedSwiftFiles).map(standardized))
        var swift = SwiftSourceImporter.Imported(specs: [], skipped: [])
        let swiftFiles = files.filter { SpecFiles.isSwiftFile($0) && !joined.contains(standardized($0)) }
        if !swiftFiles.isEmpty {
            let named = Set(swiftFiles.map(standardized))
            let context = contextFiles(for: paths).filter { !named.contains(standardized($0)) && !joined.contains(standardized($0)) }
            switch SwiftSourceImporter.load(paths: swiftFiles, contextPaths: context) {
            case .success(let imported): swift = imported
            case .failure(let error): errors += error.diagnostics
            }
        }
        var specs: [LayoutSpec] = []
        var skipped: [SkippedInput] = []
        for file in files {
            if SpecFiles.isInterfaceBuilderFile(file) {
                specs += screens[file]?.specs ?? []
                skipped += screens[file]?.skipped ?? []
            } else if SpecFiles.isSwiftFile(file) {
                specs += swift.specs.filter { $0.path == file }
            } else {
                switch SpecLoader.load(path: file) {
                case .success(let spec): specs.append(spec)
                case .failure(let error): errors += error.diagnostics
                }
            }
        }
        // Screens declared in the folder's other files whose code the named files hold.
        specs += swift.specs.filter { !files.contains($0.path) }
        return (specs, skipped + swift.skipped, errors)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The Swift files that lend their declarations to the named ones: those of the named folders,
    /// and the other files of the folder a Swift file named alone is in (`Screen+Layout.swift`
    /// next to `Screen.swift`), as long as they import UIKit.
    static func contextFiles(for paths: [String]) -> [String] {
        let places = paths.map { path in
            SpecFiles.isSwiftFile(path) ? URL(fileURLWithPath: path).deletingLastPathComponent().path : path
        }
        var seen: Set<String> = []
        return places.flatMap { place -> [String] in
            guard seen.insert(place).inserted else { return [] }
            if paths.contains(where: SpecFiles.isSwiftFile) && !paths.contains(place) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
                return names.sorted().map { URL(fileURLWithPath: place).appendingPathComponent($0).path }
                    .filter { SpecFiles.isSwiftFile($0) && ViewCodeDetector.importsUIKit(atPath: $0) }
            }
            return ((try? SpecFiles.collect([place], isViewCode: ViewCodeDetector.importsUIKit(atPath:)).get()) ?? []).filter(SpecFiles.isSwiftFile)
        }
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
