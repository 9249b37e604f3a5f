import Foundation
import InterfaceBuilderImporter
import LayoutSpec
import SwiftImporter

/// The storyboard and XIB scenes of a named Swift file's project whose view controller the file
/// declares: a view controller laid out in Interface Builder is analysed as that scene, joined
/// with its code, as a run on the whole project analyses it — never as code with no views.
enum ProjectScenes {
    /// A scene found for a named file: the document and the controller class that names the scene.
    struct Scene: Hashable {
        let document: String
        let controller: String
        let swiftFile: String
    }

    /// The scenes of the projects of `swiftFiles` (`ProjectFolder`) whose `customClass` is a class
    /// one of them declares, in the order of the files, then documents, then classes; none of the
    /// `documents` (standardized paths, `RelativePath.standardized`), which are read already.
    static func scenes(of swiftFiles: [String], excluding documents: Set<String>) -> [Scene] {
        var projectDocuments: [String: [String]] = [:]
        return swiftFiles.flatMap { swiftFile -> [Scene] in
            guard let text = try? String(contentsOfFile: swiftFile, encoding: .utf8) else { return [] }
            let classes = declaredClasses(in: text)
            guard !classes.isEmpty else { return [] }
            let project = ProjectFolder.of(swiftFile)
            if projectDocuments[project] == nil {
                projectDocuments[project] = ((try? SpecFiles.collect([project]).get()) ?? [])
                    .filter(SpecFiles.isInterfaceBuilderFile).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.sorted()
            }
            return (projectDocuments[project] ?? []).filter { !documents.contains(RelativePath.standardized($0)) }.flatMap { document -> [Scene] in
                guard let xml = try? String(contentsOfFile: document, encoding: .utf8) else { return [] }
                return classes.filter { xml.contains("customClass=\"\($0)\"") }
                    .map { Scene(document: document, controller: $0, swiftFile: swiftFile) }
            }
        }
    }

    /// The class names a Swift file declares (`class Name:`, `final class Name:`), in order.
    static func declaredClasses(in text: String) -> [String] {
        let pattern = #/(?m)^\s*(?:(?:public|internal|open|final|private|fileprivate)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:/#
        var seen: Set<String> = []
        return text.matches(of: pattern).map { String($0.1) }.filter { seen.insert($0).inserted }
    }

    /// Each scene's screen joined with its code; a document that has no screen of that class (the
    /// class is a custom view there) or that cannot be read gives nothing, and the file is then
    /// imported as code alone.
    static func load(_ scenes: [Scene], swiftFiles: [String]) -> [Scene: InterfaceBuilderImporter.Import] {
        var loaded: [Scene: InterfaceBuilderImporter.Import] = [:]
        for scene in scenes {
            guard case .success(let imported) = InterfaceBuilderImporter.load(path: scene.document, scene: scene.controller, swiftFiles: swiftFiles),
                  imported.joinedSwiftFiles.map(RelativePath.standardized).contains(RelativePath.standardized(scene.swiftFile)) else { continue }
            loaded[scene] = imported
        }
        return loaded
    }
}

extension ScreenInputs {
    /// The screens of one Swift file, as `kbcov import FILE` reads it: the storyboard or XIB scenes
    /// of its project that its view controllers lay out (`ProjectScenes`), and the screens and
    /// components of its code, its project lending the declarations.
    public static func swiftFile(_ path: String) -> Result<(specs: [LayoutSpec], skipped: [SkippedInput]), DiagnosticsError> {
        let named = RelativePath.standardized(path)
        let context = contextFiles(for: [path]).filter { RelativePath.standardized($0) != named }
        let scenes = ProjectScenes.load(ProjectScenes.scenes(of: [path], excluding: []), swiftFiles: [path] + context)
            .sorted { ($0.key.document, $0.key.controller) < ($1.key.document, $1.key.controller) }
        guard scenes.isEmpty else { return .success((scenes.flatMap(\.value.specs), scenes.flatMap(\.value.skipped))) }
        return SwiftSourceImporter.load(paths: [path], contextPaths: context).map { ($0.specs, $0.skipped) }
    }
}
