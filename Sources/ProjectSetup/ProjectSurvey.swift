import AssetCatalogs
import Foundation
import LayoutSpec
import ScreenInputs
import SwiftImporter

/// What `kbcov init` finds in an app's folder: the inputs that are screens (Swift view code,
/// storyboards and XIBs, kbcov specs), found and read as every command finds and reads them
/// (`SpecFiles`, `ScreenInputs`); the files a folder search would pick up that are not screens;
/// the asset catalogs the importer sizes images from; the deployment target.
public struct ProjectSurvey: Sendable {
    /// A file a folder search picks up that gives no screen, and why.
    public struct LeftOut: Hashable, Sendable {
        public var path: String
        public var reason: String
    }

    /// The app's folder, as given.
    public var folder: String
    /// The files and folders to analyse, relative to `folder`: each top-level folder holding
    /// screens, or its screen files one by one when a folder search would pick up a file that is
    /// not one (so that a run over the list analyses every input it names).
    public var specPaths: [String]
    /// The files read for the screens, as found: specs, storyboards and XIBs, and Swift files
    /// with layout code (a screen's, or a view's that a screen places).
    public var screenFiles: [String]
    /// How many screens they hold.
    public var screenCount: Int
    public var leftOut: [LeftOut]
    public var assetCatalogs: [String]
    public var deploymentTarget: DeploymentTarget?

    public static func survey(_ folder: String) -> Result<ProjectSurvey, DiagnosticsError> {
        let candidates: [String]
        switch SpecFiles.collect([folder], isViewCode: ViewCodeDetector.containsViewCode(atPath:)) {
        case .failure(let error): return .failure(error)
        case .success(let found): candidates = found.filter { URL(fileURLWithPath: $0).lastPathComponent != ProjectConfiguration.fileName }
        }
        var leftOut = candidates.filter { !SpecFiles.isSwiftFile($0) && !SpecFiles.isInterfaceBuilderFile($0) }.compactMap { file -> LeftOut? in
            guard case .failure = SpecLoader.load(path: file) else { return nil }
            return LeftOut(path: file, reason: "not a kbcov spec; `kbcov validate` says why")
        }
        let readable = candidates.filter { file in !leftOut.contains { $0.path == file } }
        let read = readable.isEmpty ? (specs: [], skipped: [], errors: []) : ScreenInputs.specs(at: readable)
        guard read.errors.isEmpty else { return .failure(DiagnosticsError(read.errors)) }
        // A partly analysed screen is analysed, and listed as such by every check: a screen.
        let notAnalysed = read.skipped.filter { $0.reason != .partlyAnalysed }
        leftOut += notAnalysed.map { LeftOut(path: $0.path, reason: $0.reason.phrase) }
        let screenFiles = readable.filter { file in !notAnalysed.contains { $0.path == file } }
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { RelativePath.joining(folder, $0) }
        return .success(ProjectSurvey(
            folder: folder, specPaths: specPaths(screenFiles, leftOut: leftOut.map(\.path), in: folder),
            screenFiles: screenFiles, screenCount: read.specs.count, leftOut: leftOut,
            assetCatalogs: CatalogDiscovery.catalogs(near: [folder]).map { RelativePath.of($0, from: folder) },
            deploymentTarget: DeploymentTarget.find(in: folder, children: children)))
    }

    /// Each top-level folder of `screenFiles`, or its screen files when it also holds a left-out file.
    private static func specPaths(_ screenFiles: [String], leftOut: [String], in folder: String) -> [String] {
        func topLevel(_ file: String) -> String {
            let relative = RelativePath.of(file, from: folder)
            return relative.split(separator: "/").count > 1 ? String(relative.prefix { $0 != "/" }) : relative
        }
        let mixed = Set(leftOut.map(topLevel))
        var paths: [String] = []
        for file in screenFiles {
            let top = topLevel(file)
            let path = mixed.contains(top) ? RelativePath.of(file, from: folder) : top
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }
}
