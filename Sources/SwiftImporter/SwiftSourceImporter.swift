import AssetCatalogs
import Foundation
import LayoutSpec
import SwiftSyntax

/// Imports UIKit screens written in Swift as the same `LayoutSpec` the YAML loader produces, each
/// constraint located at its expression. A screen is a view controller: its root view, with the
/// views of the analysed files it places, each type's code run in that type. Files analysed
/// together share their code (a method in `Screen+Layout.swift` is followed from `Screen.swift`).
/// A file holding no screen, or a screen without layout, is a `SkippedInput`, never a clean spec.
/// What the source cannot tell comes from `// kbcov:` comments and the sidecar `Foo.kbcov.yaml`;
/// what the importer does not understand is a located `unsupportedConstruct` warning. Errors (an
/// unreadable file, a malformed comment or sidecar) fail the import.
public enum SwiftSourceImporter {
    /// What importing Swift files gives: a spec per screen, and the files that are none.
    public struct Imported {
        public var specs: [LayoutSpec]
        public var skipped: [SkippedInput]

        public init(specs: [LayoutSpec] = [], skipped: [SkippedInput] = []) {
            self.specs = specs
            self.skipped = skipped
        }
    }

    /// One Swift source and the settings its sidecar gives.
    public struct Source {
        public var path: String
        public var text: String
        public var settings: SpecSettings
        /// Read for its declarations only (the rest of a folder): its screens are analysed when
        /// their code reaches a file that is not context, and it is never reported skipped.
        public var isContext: Bool
        /// What Interface Builder makes before the code of a view controller declared here runs,
        /// by its type name. A file joined with a storyboard gives only those screens.
        public var prebuilt: [String: PrebuiltLayout]

        public init(path: String, text: String, settings: SpecSettings = SpecSettings(), isContext: Bool = false,
                    prebuilt: [String: PrebuiltLayout] = [:]) {
            self.path = path
            self.text = text
            self.settings = settings
            self.isContext = isContext
            self.prebuilt = prebuilt
        }
    }

    /// Imports the files at `paths` together, each with its sidecar; `contextPaths` (the other
    /// Swift files of the project) lend their declarations, and those in `screenFolders` (folders
    /// the user named) give the screens that run code of the named files.
    public static func load(paths: [String], contextPaths: [String] = [], screenFolders: [String] = []) -> Result<Imported, DiagnosticsError> {
        var sources: [Source] = []
        var errors: [Diagnostic] = []
        let named = Set(paths.map(standardized))
        var seen: Set<String> = []
        // A context file is the named one however its path is spelt (`App/X.swift`, `./App/X.swift`).
        let all = (paths + contextPaths).filter { seen.insert(standardized($0)).inserted }
        for path in all {
            switch read(path) {
            case .success(var source):
                source.isContext = !named.contains(standardized(path))
                sources.append(source)
            case .failure(let error): errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { return .failure(DiagnosticsError(errors)) }
        return load(sources: sources, screenFolders: screenFolders, assets: .discover(near: paths))
    }

    /// Imports the view controller `screen` of the file at `path` (and the files it reads, from
    /// `contextPaths`) on the objects Interface Builder made for it: its spec, or why there is none.
    public static func load(path: String, screen: String, prebuilt: PrebuiltLayout,
                            contextPaths: [String] = [], assets: AssetCatalog = .empty) -> Result<Imported, DiagnosticsError> {
        var sources: [Source] = []
        var errors: [Diagnostic] = []
        let named = standardized(path)
        for other in [path] + contextPaths.filter({ standardized($0) != named }) {
            switch read(other) {
            case .success(var source):
                source.isContext = other != path
                if other == path { source.prebuilt = [screen: prebuilt] }
                sources.append(source)
            case .failure(let error): errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { return .failure(DiagnosticsError(errors)) }
        return load(sources: sources, assets: assets)
    }

    /// `assets` are the project's asset catalogs, where `UIImage(named:)` finds its images.
    public static func load(sources: [Source], screenFolders: [String] = [], assets: AssetCatalog = .empty) -> Result<Imported, DiagnosticsError> {
        let tooDeep = sources.compactMap { BracketDepth.firstTooDeep(in: $0.text, path: $0.path) }
        guard tooDeep.isEmpty else {
            return .failure(DiagnosticsError(tooDeep.map { location in
                .error(.inputTooLarge, at: location,
                       "square brackets nested more than \(InputLimits.deepestSwiftBrackets) deep here: expected Swift source that nests [ ] at most \(InputLimits.deepestSwiftBrackets) deep, as layout code does")
            }))
        }
        return ScreenImport(sources: sources, screenFolders: screenFolders, assets: assets).run()
    }

    /// Imports one file as one spec: its screen's, or for a file that holds none an empty spec
    /// whose warning says why (`load(paths:)` reports such a file as skipped).
    public static func load(path: String) -> Result<LayoutSpec, DiagnosticsError> {
        read(path).flatMap { single(load(sources: [$0], assets: .discover(near: [path])), path: path, settings: $0.settings) }
    }

    /// Imports source text as one spec (see `load(path:)`); `settings` are what a sidecar file gives.
    public static func load(source: String, path: String, settings: SpecSettings = SpecSettings(),
                            assets: AssetCatalog = .empty) -> Result<LayoutSpec, DiagnosticsError> {
        single(load(sources: [Source(path: path, text: source, settings: settings)], assets: assets), path: path, settings: settings)
    }

    private static func single(_ result: Result<Imported, DiagnosticsError>, path: String, settings: SpecSettings) -> Result<LayoutSpec, DiagnosticsError> {
        result.map { imported in
            if let spec = imported.specs.first { return spec }
            let name = settings.name ?? imported.skipped.first?.name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            var spec = LayoutSpec(path: path, name: name, keyboardGuide: KeyboardGuideSettings(), views: [], guides: [:], constraints: [],
                                  tracked: [], environments: settings.environments, deploymentTarget: settings.deploymentTarget)
            spec.warnings = imported.skipped.flatMap { skipped in
                (skipped.warnings + [.warning(.unsupportedConstruct, at: skipped.location, "\(skipped.reason.phrase): \(skipped.message)")])
                    .sorted { $0.location < $1.location }
            }
            return spec
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func read(_ path: String) -> Result<Source, DiagnosticsError> {
        let start = SpecLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "cannot read '\(path)': expected a readable Swift file")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "'\(path)' is not UTF-8 text: expected Swift source")]))
        }
        return source(text, atPath: path)
    }

    /// Source text as if it were the file at `path`, imported as one spec with that file's sidecar
    /// (`kbcov fix` reads edited source this way).
    public static func load(source text: String, atPath path: String) -> Result<LayoutSpec, DiagnosticsError> {
        source(text, atPath: path).flatMap { single(load(sources: [$0], assets: .discover(near: [path])), path: path, settings: $0.settings) }
    }

    private static func source(_ text: String, atPath path: String) -> Result<Source, DiagnosticsError> {
        guard text.utf8.count <= InputLimits.largestSwiftBytes else {
            return .failure(DiagnosticsError([.error(.inputTooLarge, at: SpecLocation(file: path, line: 1, column: 1),
                                                     "the file has \(text.utf8.count) bytes: expected a Swift file of at most \(InputLimits.largestSwiftBytes) bytes")]))
        }
        var settings = SpecSettings()
        if let sidecar = SidecarLoader.path(for: path) {
            switch SidecarLoader.load(path: sidecar) {
            case .success(let loaded): settings = loaded
            case .failure(let error): return .failure(error)
            }
        }
        return .success(Source(path: path, text: text, settings: settings))
    }
}

/// Whether a Swift file holds view code worth importing: it makes or activates constraints,
/// whatever it imports (an app module that re-exports UIKit, SwiftUI beside UIKit).
public enum ViewCodeDetector {
    /// Text only layout code writes: anchor factories (also the pre-Swift-3 spelling),
    /// `NSLayoutConstraint` (its initializer, `activate`, visual formats), SnapKit's `snp`.
    static let markers = ["Anchor.constraint(", "Anchor.constraintEqualTo", "Anchor.constraintGreaterThanOrEqualTo",
                          "Anchor.constraintLessThanOrEqualTo", "NSLayoutConstraint", ".snp."]

    public static func containsViewCode(_ text: String) -> Bool {
        markers.contains(where: text.contains)
    }

    /// The AppKit module a file imports without UIKit: its view code is a macOS target's, which
    /// kbcov does not analyse (`SourceFile.appKitModule`).
    public static func appKitModule(of text: String) -> String? {
        SourceFile(path: "", text: text).appKitModule
    }

    public static func containsViewCode(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return false }
        return containsViewCode(text)
    }
}
