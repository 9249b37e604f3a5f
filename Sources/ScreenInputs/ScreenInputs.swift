import Foundation
import InterfaceBuilderImporter
import LayoutSpec
import SwiftImporter

/// The screens a set of paths names, read the way every command reads them: YAML specs,
/// storyboards and XIBs joined with their view controllers' Swift, and Swift view code imported
/// together. `kbcov` and `kbcov-bench` both read their inputs here.
public enum ScreenInputs {
    /// Every spec under `paths` — YAML specs, storyboards and XIBs (one spec per screen, joined
    /// with their view controllers' Swift), and the screens of Swift files with view code,
    /// imported together so that one file's code is followed from another's — the inputs that
    /// gave no screen, and the diagnostics of those that failed to load. A Swift file joined with
    /// a storyboard screen is analysed there only.
    public static func specs(at paths: [String]) -> (specs: [LayoutSpec], skipped: [SkippedInput], errors: [Diagnostic]) {
        let files: [String]
        switch SpecFiles.collect(paths, isViewCode: ViewCodeDetector.containsViewCode(atPath:)) {
        case .failure(let error): return ([], [], error.diagnostics)
        case .success(let collected): files = collected
        }
        var errors: [Diagnostic] = []
        var screens: [String: InterfaceBuilderImporter.Import] = [:]
        let interfaceBuilderFiles = files.filter(SpecFiles.isInterfaceBuilderFile)
        if !interfaceBuilderFiles.isEmpty {
            // A scene's view controller may be declared anywhere in the project.
            let named = Set(files.filter(SpecFiles.isSwiftFile).map(RelativePath.standardized))
            let allSwiftFiles = files.filter(SpecFiles.isSwiftFile) + contextFiles(for: paths).filter { !named.contains(RelativePath.standardized($0)) }
            for file in interfaceBuilderFiles {
                switch InterfaceBuilderImporter.load(path: file, swiftFiles: allSwiftFiles) {
                case .success(let imported): screens[file] = imported
                case .failure(let error): errors += error.diagnostics
                }
            }
        }
        // A named Swift file's view controller laid out in a storyboard of its project is that scene.
        let namedSwift = files.filter(SpecFiles.isSwiftFile)
        let projectScenes = namedSwift.isEmpty ? [:] : ProjectScenes.load(
            ProjectScenes.scenes(of: namedSwift, excluding: Set(interfaceBuilderFiles.map { RelativePath.standardized(InterfaceBuilderImporter.documentPath(of: $0)) })),
            swiftFiles: namedSwift + contextFiles(for: paths).filter { path in !namedSwift.contains { RelativePath.standardized($0) == RelativePath.standardized(path) } })
        let joined = Set((screens.values.flatMap(\.joinedSwiftFiles) + projectScenes.keys.map(\.swiftFile)).map(RelativePath.standardized))
        var swift = SwiftSourceImporter.Imported(specs: [], skipped: [])
        let swiftFiles = files.filter { SpecFiles.isSwiftFile($0) && !joined.contains(RelativePath.standardized($0)) }
        if !swiftFiles.isEmpty {
            let named = Set(swiftFiles.map(RelativePath.standardized))
            let context = contextFiles(for: paths).filter { !named.contains(RelativePath.standardized($0)) && !joined.contains(RelativePath.standardized($0)) }
            let folders = paths.filter { !SpecFiles.isSwiftFile($0) && !SpecFiles.isInterfaceBuilderFile($0) }
            switch SwiftSourceImporter.load(paths: swiftFiles, contextPaths: context, screenFolders: folders) {
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
                let scenes = projectScenes.filter { $0.key.swiftFile == file }.sorted { ($0.key.document, $0.key.controller) < ($1.key.document, $1.key.controller) }
                specs += scenes.flatMap(\.value.specs)
                skipped += scenes.flatMap(\.value.skipped)
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
        specs = AppOrientations.applied(to: specs)
        skipped += swift.skipped
        // A screen whose keyboard handling was read in part is analysed, and listed as partly analysed.
        skipped += specs.compactMap(\.partlyAnalysed)
        if specs.isEmpty, skipped.isEmpty, errors.isEmpty {
            // A run that analyses nothing must never look clean.
            errors = paths.map { .error(.unreadableFile, at: SourceLocation(file: $0, line: 1, column: 1),
                                        "no screen here: expected a spec, a storyboard or XIB with a scene, or Swift code of a view controller that makes constraints") }
        }
        return (specs, skipped, errors)
    }

    /// The Swift files that lend their declarations to the named ones, whatever they import:
    /// every Swift file of the project each path belongs to (`ProjectFolder`), so that a screen's
    /// custom views, helpers, extensions and base classes are followed wherever they are.
    public static func contextFiles(for paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.map(ProjectFolder.of).flatMap { place -> [String] in
            guard seen.insert(place).inserted else { return [] }
            return ((try? SpecFiles.collect([place], isViewCode: { _ in true }).get()) ?? []).filter(SpecFiles.isSwiftFile)
                .map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        }
    }
}
