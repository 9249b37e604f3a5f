import Foundation
import LayoutSpec

/// The iOS version an app supports down to, read from its `Package.swift` (`platforms: [.iOS(.v16)]`,
/// `.iOS("16.4")`) or from the build settings of its Xcode projects (`IPHONEOS_DEPLOYMENT_TARGET`,
/// the lowest of every configuration and target).
public struct DeploymentTarget: Hashable, Sendable {
    public var version: OSVersion
    /// The file it was read from, as the survey names it.
    public var source: String

    /// `.iOS(.v16)`, `.iOS(.v16_4)`, `.iOS("16.4")` (PackageDescription's `SupportedPlatform`).
    private static var packagePattern: Regex<(Substring, short: Substring?, text: Substring?)> { #/\.iOS\(\s*(?:\.v(?<short>\d+(?:_\d+){0,2})|"(?<text>[0-9.]+)")\s*\)/# }
    private static var projectPattern: Regex<(Substring, version: Substring)> { #/IPHONEOS_DEPLOYMENT_TARGET\s*=\s*"?(?<version>[0-9.]+)"?\s*;/# }

    /// The first of `Package.swift` in `folder`, then the Xcode projects in `folder` and its
    /// child folders; `nil` when none states it.
    static func find(in folder: String, children: [String]) -> DeploymentTarget? {
        let package = RelativePath.joining(folder, "Package.swift")
        if let text = try? String(contentsOfFile: package, encoding: .utf8), let match = text.firstMatch(of: packagePattern) {
            let written = match.output.short.map { $0.replacingOccurrences(of: "_", with: ".") } ?? match.output.text.map(String.init)
            if let version = written.flatMap(OSVersion.init(parsing:)) { return DeploymentTarget(version: version, source: package) }
        }
        let projects = ([folder] + children).flatMap { place in
            ((try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcodeproj") }
                .map { RelativePath.joining(RelativePath.joining(place, $0), "project.pbxproj") }
        }
        for project in projects {
            guard let text = try? String(contentsOfFile: project, encoding: .utf8) else { continue }
            if let lowest = text.matches(of: projectPattern).compactMap({ OSVersion(parsing: String($0.output.version)) }).min() {
                return DeploymentTarget(version: lowest, source: project)
            }
        }
        return nil
    }
}
