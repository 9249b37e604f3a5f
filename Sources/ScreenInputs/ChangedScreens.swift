import Foundation
import LayoutSpec
import SwiftImporter

/// The screens a set of changed files can affect (`--changed-since`). A screen's inputs are the
/// files its spec names: its own file and every file a view, guide, constraint, stack or warning
/// of it was read from — so a helper in another file that makes one of its constraints counts.
/// What a spec does not record is taken conservatively: a changed file that may decide layouts
/// but that no screen names (an asset catalog, a custom view's Swift file, a deleted file, the
/// catalog or `.kbcov.yml`) selects every screen, and says why; so does a changed Info.plist or
/// Xcode project, where an app's orientations are (`AppOrientations`), named or not.
public struct ChangedScreens {
    /// Absolute paths.
    public let changed: Set<String>
    /// The catalog file and `.kbcov.yml`, when there are some: a change to them changes every result.
    public let settingsFiles: [String]

    public init(changed: [String], settingsFiles: [String]) {
        self.changed = Set(changed.map(Self.absolute))
        self.settingsFiles = settingsFiles.map(Self.absolute)
    }

    /// The changed file that makes every screen worth analysing, if any.
    public func fileAffectingEveryScreen(of specs: [LayoutSpec]) -> String? {
        let named = specs.reduce(into: Set<String>()) { $0.formUnion(Self.inputFiles(of: $1)) }
        return changed.sorted().first { file in
            if settingsFiles.contains(file) || file.contains(".xcassets/") || file.hasSuffix(".xcassets") { return true }
            if AppOrientations.isPlist(URL(fileURLWithPath: file).lastPathComponent) || file.hasSuffix(".xcodeproj/project.pbxproj") { return true }
            guard !named.contains(file), SpecFiles.isSwiftFile(file) || SpecFiles.isInterfaceBuilderFile(file) else { return false }
            return SpecFiles.isInterfaceBuilderFile(file) || Self.mayDecideLayouts(file)
        }
    }

    /// A Swift file that neither writes layout code nor imports UIKit (a model, a network client)
    /// cannot change a layout; a custom view's file, read for its intrinsic size, can. A deleted
    /// file may have been anything.
    private static func mayDecideLayouts(_ file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return true }
        let text = String(decoding: data, as: UTF8.self)
        return ViewCodeDetector.containsViewCode(text) || text.contains("import UIKit") || text.contains("import SnapKit")
    }

    public func isChanged(_ spec: LayoutSpec) -> Bool {
        !Self.inputFiles(of: spec).isDisjoint(with: changed)
    }

    public func isChanged(_ input: SkippedInput) -> Bool {
        changed.contains(Self.absolute(input.path))
    }

    /// Every file the spec was read from, absolute.
    static func inputFiles(of spec: LayoutSpec) -> Set<String> {
        var files: Set<String> = [absolute(spec.path)]
        collectLocations(in: spec, into: &files)
        return files
    }

    private static func collectLocations(in value: Any, into files: inout Set<String>) {
        if let location = value as? SourceLocation {
            files.insert(absolute(location.file))
            return
        }
        for child in Mirror(reflecting: value).children { collectLocations(in: child.value, into: &files) }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
