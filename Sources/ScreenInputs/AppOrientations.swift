import Foundation
import LayoutSpec

/// The orientations an app turns to on iPhone, from its `Info.plist`: UIKit turns a screen only
/// to the orientations both it and the app support (Apple, UIViewController
/// .supportedInterfaceOrientations), the app's being the `Info.plist`'s
/// `UISupportedInterfaceOrientations~iphone`, or `UISupportedInterfaceOrientations` without it,
/// unless the app delegate answers `application(_:supportedInterfaceOrientationsFor:)` (Apple,
/// Information Property List, UISupportedInterfaceOrientations). The app's `Info.plist`s are
/// those of the nearest folder at or above a screen's file that holds one or an Xcode project
/// (`Info.plist`, `App-Info.plist`, anywhere in it but test and dependency folders), and the
/// Info.plist build settings of its Xcode projects; they limit the screen when every one that
/// lists iPhone orientations lists the same.
struct AppOrientations {
    static let keys = ["UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations"]
    static let values: [String: PhoneOrientations.Orientation] = [
        "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portrait,
        "UIInterfaceOrientationLandscapeLeft": .landscape, "UIInterfaceOrientationLandscapeRight": .landscape,
    ]
    /// The app delegate's method that replaces the `Info.plist`'s orientations.
    static let delegateMethod = "supportedInterfaceOrientationsFor"

    private var rootByFolder: [String: String?] = [:]
    private var limitByRoot: [String: PhoneOrientations?] = [:]

    /// `specs` with the app's iPhone orientations applied to each screen read from Swift or
    /// Interface Builder (a YAML spec says its own), said at the `Info.plist` of each it limits.
    static func applied(to specs: [LayoutSpec]) -> [LayoutSpec] {
        var reader = AppOrientations()
        return specs.map { reader.applied(to: $0) }
    }

    private mutating func applied(to spec: LayoutSpec) -> LayoutSpec {
        let file = spec.path.firstIndex(of: "#").map { String(spec.path[..<$0]) } ?? spec.path
        guard SpecFiles.isSwiftFile(file) || SpecFiles.isInterfaceBuilderFile(file),
              let root = root(above: URL(fileURLWithPath: file).deletingLastPathComponent()),
              let app = limit(in: ProjectFolder.relative(URL(fileURLWithPath: root), like: file)) else { return spec }
        let own = spec.phoneOrientations?.orientations ?? Set(PhoneOrientations.Orientation.allCases)
        let both = own.intersection(app.orientations)
        guard !both.isEmpty, both != own else { return spec }
        var limited = spec
        let orientations = PhoneOrientations(both, location: app.location)
        limited.phoneOrientations = orientations
        limited.warnings.append(.warning(.orientationsLimited, at: app.location,
            "the app turns only to \(app.phrase) on iPhone (its Info.plist's supported interface orientations), and so does \(spec.name): \(orientations.analysedAs)"))
        return limited
    }

    static func isPlist(_ name: String) -> Bool { name == "Info.plist" || name.hasSuffix("-Info.plist") }

    /// The nearest folder at or above `folder` (an absolute path) that holds an `Info.plist` or an
    /// Xcode project, never above the root of its repository.
    private mutating func root(above folder: URL) -> String? {
        let key = folder.standardizedFileURL.path
        if let known = rootByFolder[key] { return known }
        let found = ProjectFolder.nearest(from: folder) { names in
            names.contains { Self.isPlist($0) || ProjectFolder.projectExtensions.contains(URL(fileURLWithPath: $0).pathExtension) }
        }?.path
        rootByFolder[key] = found
        return found
    }

    /// The iPhone orientations the app's `Info.plist`s under `root` agree on, when they limit it.
    private mutating func limit(in root: String) -> PhoneOrientations? {
        if let known = limitByRoot[root] { return known }
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted().filter { path in
            (Self.isPlist(URL(fileURLWithPath: path).lastPathComponent) || path.hasSuffix(".xcodeproj/project.pbxproj")) && SpecFiles.isInAppCode(path)
        }
        let listed = files.flatMap { file in
            let path = RelativePath.joining(root, file)
            return file.hasSuffix(".pbxproj") ? Self.buildSettings(at: path) : Self.listed(at: path).map { [$0] } ?? []
        }
        var found: PhoneOrientations?
        if let first = listed.first, listed.allSatisfy({ $0.orientations == first.orientations }),
           first.orientations != Set(PhoneOrientations.Orientation.allCases), !delegateDecides(in: root) {
            found = first
        }
        limitByRoot[root] = found
        return found
    }

    /// The iPhone orientations the `Info.plist` at `path` lists, if it lists any.
    private static func listed(at path: String) -> PhoneOrientations? {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              !plist.keys.contains(where: isOtherBundlesKey),
              let key = keys.first(where: { plist[$0] != nil }), let names = plist[key] as? [String] else { return nil }
        let orientations = Set(names.compactMap { values[$0] })
        return orientations.isEmpty ? nil : PhoneOrientations(orientations, location: location(of: key, in: data, path: path))
    }

    /// A key of a watch app's or an app extension's Info.plist (`WKApplication`,
    /// `WKWatchKitApp`, `NSExtension`): its orientations are not the iPhone app's.
    private static func isOtherBundlesKey(_ key: String) -> Bool { key.hasPrefix("WK") || key == "NSExtension" }

    /// `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "…";`: the list Xcode 13 and
    /// later write into an iOS app's generated Info.plist, one per build configuration (a watch
    /// app's target has the setting without `_iPhone`).
    private static func buildSettings(at path: String) -> [PhoneOrientations] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { index, line in
            guard let range = line.range(of: settingKey + " = ") else { return nil }
            let names = line[range.upperBound...].prefix { $0 != ";" }.split(whereSeparator: { $0 == " " || $0 == "\"" })
            let orientations = Set(names.compactMap { values[String($0)] })
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            return orientations.isEmpty ? nil : PhoneOrientations(orientations, location: SourceLocation(file: path, line: index + 1, column: column))
        }
    }

    static let settingKey = "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"

    /// Whether a Swift file of the app answers `application(_:supportedInterfaceOrientationsFor:)`.
    private func delegateDecides(in root: String) -> Bool {
        ScreenInputs.contextFiles(for: [root]).contains { file in
            (try? String(contentsOfFile: file, encoding: .utf8))?.contains(Self.delegateMethod) == true
        }
    }

    /// Where `<key>KEY</key>` is written in an XML property list; its first line otherwise.
    private static func location(of key: String, in data: Data, path: String) -> SourceLocation {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: "<key>\(key)</key>") {
                return SourceLocation(file: path, line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}
