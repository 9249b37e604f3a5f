import Foundation
import LayoutAnalysis
import LayoutSpec
import ProjectSetup
import Reporters
import ScreenInputs

/// `kbcov init`: survey the app's folder, run a first check with the configuration it will
/// write, then write that configuration and the run's findings as the baseline, and say what it
/// found and what to run next. Nothing is written when a step fails, nor over an earlier set-up
/// unless forced.
struct InitFrontend {
    let folder: String
    let environments: [String]
    let jobs: Int
    let force: Bool

    func run() -> KbcovExit {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return KbcovFailure.input([.error(.unreadableFile, at: SourceLocation(file: folder, line: 1, column: 1),
                                              "no such folder: expected the folder of an app")]).report()
        }
        let configurationPath = RelativePath.joining(folder, ProjectConfiguration.fileName)
        let baselinePath = RelativePath.joining(folder, SetupConfiguration.baselineFileName)
        if !force, let existing = [configurationPath, baselinePath].first(where: { FileManager.default.fileExists(atPath: $0) }) {
            Console.out("kbcov is set up here already (\(existing) exists); nothing changed. `kbcov init --force` writes the set-up again.\n")
            return .clean
        }
        let survey: ProjectSurvey
        switch ProjectSurvey.survey(folder) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let found): survey = found
        }
        guard survey.screenCount > 0 else {
            return KbcovFailure.input([.error(.unreadableFile, at: SourceLocation(file: folder, line: 1, column: 1),
                                              "no screen here: expected Swift code of a view controller that makes constraints, a storyboard or XIB with a scene, or a spec")]).report()
        }
        let text = SetupConfiguration(survey: survey, environments: environments).text
        let configuration: ProjectConfiguration
        switch ProjectConfiguration.load(text: text, path: configurationPath) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let loaded): configuration = loaded
        }
        let run: CoverageRun
        switch Inputs.setup(SetupChoices(jobs: jobs), configuration: configuration).flatMap({ CoverageRunner(setup: $0, progress: Progress(verbosity: .normal)).run() }) {
        case .failure(let failure): return failure.report()
        case .success(let done): run = done
        }
        if case .failure(let failure) = BaselineFiles.write(Baseline(recording: run, relativeTo: BaselineFiles.folder(of: baselinePath)), to: baselinePath) {
            return failure.report()
        }
        do {
            try AtomicFile.write(text, to: configurationPath)
        } catch {
            return KbcovFailure.input([.error(.unreadableFile, at: SourceLocation(file: configurationPath, line: 1, column: 1),
                                              "cannot write the configuration: \(error.localizedDescription)")]).report()
        }
        Console.out(summary(survey, run: run, wrote: [configurationPath, baselinePath]))
        return run.skipped.isEmpty ? .clean : .findings
    }

    private func summary(_ survey: ProjectSurvey, run: CoverageRun, wrote: [String]) -> String {
        let states = run.specs.reduce(0) { $0 + $1.states.count }
        var lines = ["Found in \(folder):",
                     "  screens: \(counted(survey.screenCount, "screen")) from \(counted(survey.screenFiles.count, "file")) with layout, in \(survey.specPaths.joined(separator: ", "))"]
        lines += survey.leftOut.map { "  left out: \(RelativePath.of($0.path, from: folder)) (\($0.reason))" }
        lines.append("  asset catalogs: \(survey.assetCatalogs.isEmpty ? "none" : survey.assetCatalogs.joined(separator: ", "))")
        lines.append("  deployment target: \(survey.deploymentTarget.map { "iOS \($0.version) (\(RelativePath.of($0.source, from: folder)))" } ?? "not found")")
        lines.append("First check: \(counted(states, "keyboard state")), \(counted(run.findingCount, "finding")), all recorded in the baseline.")
        lines.append("Wrote \(wrote.joined(separator: " and ")).")
        let here = folder == "." ? "" : "cd \(folder) && "
        lines += ["", "Next:",
                  "  \(here)kbcov check                      # only findings that are not in the baseline: none today",
                  "  \(here)kbcov report --out kbcov-report  # a page per screen, with a drawing of each finding",
                  "  \(here)kbcov why SCREEN --state STATE   # which constraints break one keyboard state"]
        return lines.joined(separator: "\n") + "\n"
    }
}
