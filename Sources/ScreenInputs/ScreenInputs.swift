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
    public static func contextFiles(for paths: [String]) -> [String] {
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
}
