import LayoutSpec

/// The `.kbcov.yml` that `kbcov init` writes: the keys `ProjectConfiguration` reads, each with a
/// comment saying what it does, and the settings a team may want later written as comments.
public struct SetupConfiguration: Sendable {
    public static let baselineFileName = "kbcov-baseline.json"
    /// A suggestion for CI jobs with a deadline, commented out: a budgeted run's results depend
    /// on the machine, so the baseline is recorded without one.
    static let suggestedTimeBudget = 600

    public var survey: ProjectSurvey
    /// Environments chosen on `kbcov init`'s command line; none, the whole catalog.
    public var environments: [String]

    public init(survey: ProjectSurvey, environments: [String]) {
        self.survey = survey
        self.environments = environments
    }

    public var text: String {
        var lines = [
            "# kbcov's settings for this app, written by `kbcov init` (Documentation/GettingStarted.md).",
            "# Every kbcov command run in this folder or below reads them; command-line options win.",
            "",
            "# The screens: Swift view code, storyboards and XIBs (folders are searched; test, build and",
            "# dependency folders are never read). To ignore a folder or a file, take it out of the list.",
            "specs:",
        ]
        lines += survey.specPaths.map { "  - \(YAMLText.string($0))" }
        lines += survey.leftOut.isEmpty ? [] : ["# Left out, not screens:"] + survey.leftOut.map { "#   \(YAMLText.string(RelativePath.of($0.path, from: survey.folder))): \(oneLine($0.reason))" }
        lines += [
            "",
            "# Devices, windows and keyboards: catalog sets (default, iphone, ipad, quick), device ids",
            "# or state-id prefixes (`kbcov states` lists them). Without this key, the whole catalog.",
        ]
        lines.append(environments.isEmpty ? "# environments: [iphone, ipad]" : "environments: [\(environments.map(YAMLText.string).joined(separator: ", "))]")
        lines += [
            "",
            "# The findings accepted when kbcov was set up: `kbcov check` reports only new ones, and",
            "# exits 1 only for them. Write it again with `kbcov check --write-baseline \(Self.baselineFileName)`.",
            "baseline: \(Self.baselineFileName)",
            "",
            "# Wall-clock seconds per screen, for CI jobs with a deadline: states not decided in time",
            "# are unknown and the run exits 4. Results then depend on the machine's speed.",
            "# timeBudget: \(Self.suggestedTimeBudget)",
        ]
        lines += [
            "",
            "# The iOS version the app supports down to, for every screen whose sidecar states none: below",
            "# iOS 17 the screens are also checked as older systems lay them out (below 15.4, with a warning).",
        ]
        if let target = survey.deploymentTarget {
            lines.append("# Read from \(RelativePath.of(target.source, from: survey.folder)).")
            lines.append("deploymentTarget: \(YAMLText.string(target.version.description))")
        } else {
            lines.append("# Not found in Package.swift or an Xcode project's build settings.")
            lines.append("# deploymentTarget: \"16.0\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A comment ends at a line break.
    private func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
