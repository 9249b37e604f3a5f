import Foundation
import LayoutSpec
import SwiftImporter

/// Imports storyboards and XIBs as the same `LayoutSpec` the YAML loader and the Swift importer
/// produce: one spec per scene with a view controller (per top-level view of a XIB), its path
/// `Main.storyboard#Scene`, every constraint located at its `<constraint>` element. A screen
/// whose view controller's Swift file is among `swiftFiles` (or next to the document) is joined
/// with it: the code runs on the storyboard's outlets (see `PrebuiltLayout`).
public enum InterfaceBuilderImporter {
    public struct Import: Sendable {
        public var specs: [LayoutSpec]
        /// Screens with nothing to analyse: never clean.
        public var skipped: [SkippedInput]
        /// The Swift files joined with a screen: not specs of their own.
        public var joinedSwiftFiles: [String]
    }

    /// `Main.storyboard#Compose` → `Main.storyboard`.
    public static func documentPath(of path: String) -> String {
        path.firstIndex(of: "#").map { String(path[..<$0]) } ?? path
    }

    /// The screens of the document at `path`; `path#scene` or `scene` keeps only the screen with
    /// that name (its spec path's fragment, its label, class, storyboard identifier or id).
    /// View controllers are looked for among `swiftFiles`, then, with `searchingNextToDocument`,
    /// in the document's folder (and the one above a `*.lproj` folder).
    /// `contents`, when given, is read as the document's text instead of the file (`kbcov fix`
    /// reads an edited storyboard again this way).
    public static func load(path: String, scene: String? = nil, swiftFiles: [String] = [],
                            searchingNextToDocument: Bool = true, contents: Data? = nil) -> Result<Import, DiagnosticsError> {
        let file = documentPath(of: path)
        let wanted = scene ?? (file == path ? nil : String(path.dropFirst(file.count + 1)))
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let data = contents ?? FileManager.default.contents(atPath: file) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "cannot read '\(file)': expected a storyboard or XIB file")]))
        }
        let document: XMLNode
        let screens: [InterfaceBuilderScreen]
        switch XMLTree.parse(data, path: file).flatMap({ root in ScreenFinder.screens(in: root, path: file).map { (root, $0) } }) {
        case .failure(let error): return .failure(error)
        case .success(let found): (document, screens) = found
        }
        if let runtime = document["targetRuntime"], !TargetRuntime.isUIKit(runtime) {
            let name = URL(fileURLWithPath: file).lastPathComponent
            return .success(Import(specs: [], skipped: [SkippedInput(
                path: file, name: name, reason: .notAScreen,
                message: "'\(name)' is \(TargetRuntime.describe(runtime)) (targetRuntime \(runtime)); kbcov analyses UIKit screens, of iOS, iPadOS and tvOS",
                location: document.location)], joinedSwiftFiles: []))
        }
        let fragments = SceneFragments.fragments(for: screens.map(\.name))
        var chosen = Array(zip(screens, fragments))
        if let wanted {
            chosen = chosen.filter { screen, fragment in fragment == wanted || screen.name == wanted || screen.aliases.contains(wanted) }
            guard !chosen.isEmpty else {
                let suggestion = ClosestName.suggestion(for: wanted, among: fragments)
                return .failure(DiagnosticsError([.error(.unknownItem, at: start,
                    "no scene '\(wanted)' in '\(file)'\(suggestion); expected one of: \(fragments.joined(separator: ", "))")]))
            }
        }
        let images = DocumentImages(assets: .discover(near: [file]), document: document)
        let finder = ControllerFinder(candidates: swiftFiles, documentPath: searchingNextToDocument ? file : nil)
        var specs: [LayoutSpec] = []
        var skipped: [SkippedInput] = []
        var joined: [String] = []
        var errors: [Diagnostic] = []
        for (screen, fragment) in chosen {
            switch ScreenJoin.spec(for: screen, path: "\(file)#\(fragment)", finder: finder, images: images) {
            case .failure(let error): errors += error.diagnostics
            case .success(let result):
                if let spec = result.spec { specs.append(spec) }
                if let screenSkipped = result.skipped { skipped.append(screenSkipped) }
                if let swift = result.joinedFile, !joined.contains(swift) { joined.append(swift) }
            }
        }
        guard errors.isEmpty else { return .failure(DiagnosticsError(errors)) }
        return .success(Import(specs: specs, skipped: skipped, joinedSwiftFiles: joined))
    }
}

/// The fragment of each screen's spec path: its name with spaces and punctuation made `-`, unique.
enum SceneFragments {
    static func fragments(for names: [String]) -> [String] {
        var taken: Set<String> = []
        return names.map { name in
            let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
            let base = safe.isEmpty ? "scene" : safe
            var fragment = base, suffix = 2
            while taken.contains(fragment) {
                fragment = "\(base)-\(suffix)"
                suffix += 1
            }
            taken.insert(fragment)
            return fragment
        }
    }
}

/// The `targetRuntime` an Interface Builder document's root names: its platform. UIKit documents
/// name `iOS.CocoaTouch` (with `.iPad` for iPad-only ones) or `AppleTV`; AppKit ones
/// `MacOSX.Cocoa`, WatchKit ones `watchKit` (Xcode's document format, as Xcode writes it).
enum TargetRuntime {
    static func isUIKit(_ runtime: String) -> Bool {
        runtime.hasPrefix("iOS.") || runtime == "AppleTV"
    }

    static func describe(_ runtime: String) -> String {
        if runtime.hasPrefix("MacOSX") { return "an AppKit (macOS) document" }
        if runtime.lowercased().hasPrefix("watchkit") { return "a WatchKit document" }
        return "not a UIKit document"
    }
}
