import ArgumentParser
import Foundation
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Reporters
import ScreenInputs
import SwiftImporter

/// `swift run -c release kbcov-bench`: how fast the analysis is, as ratios against a naive
/// strategy measured in the same run on the same work.
@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbcov-bench",
        abstract: "Measure kbcov's analysis: shipped specs, generated specs of growing size, and a naive baseline.",
        subcommands: [Sweep.self])

    @Option(help: "Spec folder.")
    var specs = "specs"

    @Option(help: "Environments for the shipped specs.")
    var environments = "default"

    @Option(help: "Environments for the generated specs and for the naive baseline (which is slow).")
    var baselineEnvironments = "ipad-pro-12-9/landscape/full"

    // 1,000 views is opt-in: its under-determined pair alone takes about 20 minutes.
    @Option(parsing: .upToNextOption, help: "Sizes of the generated specs, in views (add 1000 for the large run, ~20 min).")
    var views: [Int] = [10, 100]

    @Option(help: "Worker threads for the shipped specs.")
    var jobs = 2

    @Option(help: "Screens of the generated app analysed cold and warm.")
    var appScreens = 40

    @Option(help: "Runs of each shipped spec in the shipped, quick, drag and window-range rows; each time is the median.")
    var repeats = 1

    @Flag(help: "Stop after the shipped specs, the solver alone, and with and without the dismissal drag and the window ranges.")
    var onlyDismissalDrag = false

    @Flag(help: "Measure only the shipped specs at twelve text sizes against one.")
    var onlyTextSizes = false

    @Flag(help: "Measure only the generated app, cold and warm.")
    var onlyWholeApp = false

    func run() throws {
        AnalysisProcess.keepFreedMemoryForReuse()
        // The built-in catalog and content sizes, as `check` analyses with them when nothing else is chosen.
        let setup = try AnalysisSetup.assemble(SetupChoices(paths: [specs], jobs: jobs), configuration: nil).get()
        // Every screen of the folder as `check` reads it: YAML, Swift, storyboards joined with their code.
        let inputs = ScreenInputs.specs(at: setup.paths)
        guard inputs.errors.isEmpty else { throw DiagnosticsError(inputs.errors) }
        let written = inputs.specs
        let shipped = written.map(setup.lowered)
        emit("kbcov-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores")
        if onlyTextSizes { return try textSizeRows(written, everywhere: try resolve(environments, setup)) }
        if onlyWholeApp { return try wholeAppRows(setup: setup, everywhere: try resolve(environments, setup)) }

        emit("\nShipped specs over '\(environments)', --jobs \(jobs)\(medianNote) (goal for the Apple-sample screen, YAML and Swift: under 2 s)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let everywhere = try resolve(environments, setup)
        var checkSeconds: [String: Double] = [:]
        for spec in shipped {
            let (seconds, result) = try ResourceUsage.medianTimed(runs: repeats) {
                try Analyzer.analyze(spec, in: everywhere, options: setup.options)
            }
            report(spec.path, result, seconds)
            checkSeconds[spec.path] = seconds
        }

        try criticalRegionRows(shipped, setup: setup, everywhere: everywhere)
        try dismissalDragRows(shipped, setup: setup, everywhere: everywhere)
        try windowRangeRows(shipped, setup: setup, everywhere: everywhere)
        if onlyDismissalDrag { return }

        // The Swift screen as a newcomer's first run sees it, Apple's sample as written: no
        // sidecar, the photo any size and kept at its own proportions.
        if let swift = written.first(where: { $0.path.hasSuffix("EditViewController.swift") }) {
            let source = try String(contentsOfFile: swift.path, encoding: .utf8)
            let bare = setup.lowered(try SwiftSourceImporter.load(source: source, path: "EditViewController (no sidecar).swift").get())
            let (seconds, result) = try ResourceUsage.medianTimed(runs: repeats) { try Analyzer.analyze(bare, in: everywhere, options: setup.options) }
            report(bare.path, result, seconds)
            if let withSidecar = checkSeconds[swift.path] {
                emit(String(format: "  without its sidecar: × %.2f the time with it (goal: under 2 s, as fast as with it)", seconds / withSidecar))
            }
        }

        try pullRequestRows(shipped, setup: setup, everywhere: everywhere, defaultSeconds: checkSeconds)
        try textSizeRows(written, everywhere: everywhere)
        try wholeAppRows(setup: setup, everywhere: everywhere)

        // As `kbcov fix` runs: repairs searched and written on the spec as written, proven on it lowered.
        if let spec = written.first, !SpecFiles.isSwiftFile(spec.path) {
            emit("\nkbcov fix: \(spec.path) over '\(environments)', --jobs \(jobs) (goal: under 10 s), beside its check above")
            row(["spec", "states", "problems", "repaired", "fix s", "check s", "× check", "re-analysed", "peak MiB"])
            let search = RepairSearch(
                spec: spec, source: ScreenInputs.source(of: spec), environments: everywhere, options: setup.options, lowering: setup.lowered)
            let (seconds, fix) = try ResourceUsage.timed { try search.run(.all) }
            let check = checkSeconds[spec.path]
            row([spec.path, "\(fix.stateCount)", "\(fix.answers.count)", "\(fix.answers.filter { $0.repair != nil }.count)",
                 format(seconds), check.map(format) ?? "-", check.map { String(format: "%.1f×", seconds / $0) } ?? "-",
                 "\(fix.statesReanalysed)", String(format: "%.0f", ResourceUsage.peakMemoryMiB)])
        }

        emit("\nScreens with free frames over '\(environments)', --jobs \(jobs)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        for (name, yaml) in [("comment composer", CommentComposer.yaml), ("generated 10 views, half free", UnderdeterminedSpec.yaml(views: 10))] {
            let spec = try SpecLoader.load(yaml: yaml, path: "\(name).yaml").get()
            let (seconds, result) = try ResourceUsage.timed {
                try Analyzer.analyze(spec, in: everywhere, options: setup.options)
            }
            report(name, result, seconds)
        }

        if let spec = shipped.first {
            emit("\nGrowing state counts: \(spec.path) over the first 1/8, 1/4, 1/2 and all of '\(environments)', --jobs \(jobs)")
            row(["environments", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
            var previous: (states: Int, seconds: Double)?
            for share in [8, 4, 2, 1] {
                let part = Array(everywhere.prefix(max(1, everywhere.count / share)))
                let (seconds, result) = try ResourceUsage.timed {
                    try Analyzer.analyze(spec, in: part, options: setup.options)
                }
                report("\(part.count)", result, seconds)
                if let previous {
                    emit(String(format: "  × %.1f the states took × %.2f the time",
                                Double(result.states.count) / Double(previous.states), seconds / previous.seconds))
                }
                previous = (result.states.count, seconds)
            }
        }

        let few = try resolve(baselineEnvironments, setup)
        emit("\nGenerated specs over '\(baselineEnvironments)', --jobs 1")
        row(["views", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        var previous: (views: Int, seconds: Double)?
        for count in views {
            let spec = try SpecLoader.load(yaml: GeneratedSpec.yaml(views: count), path: "generated-\(count).yaml").get()
            let (seconds, result) = try ResourceUsage.timed { try Analyzer.analyze(spec, in: few) }
            report("\(count)", result, seconds)
            if let previous {
                emit(String(format: "  × %.1f the views took × %.2f the time", Double(count) / Double(previous.views), seconds / previous.seconds))
            }
            previous = (count, seconds)
        }

        emit("\nUnder-determined specs over '\(baselineEnvironments)', --jobs 1: half the views free on one axis, against the same views pinned")
        row(["views", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        var previousFree: (views: Int, seconds: Double)?
        for count in views {
            var seconds: [Double] = []
            for pinned in [true, false] {
                let yaml = UnderdeterminedSpec.yaml(views: count, pinned: pinned)
                let spec = try SpecLoader.load(yaml: yaml, path: "underdetermined-\(count).yaml").get()
                let (time, result) = try ResourceUsage.timed { try Analyzer.analyze(spec, in: few) }
                report("\(count) \(pinned ? "pinned" : "half free")", result, time)
                seconds.append(time)
            }
            emit(String(format: "  free costs × %.2f the pinned", seconds[1] / seconds[0]))
            if let previousFree {
                emit(String(format: "  × %.1f the views took × %.2f the time (half free)",
                             Double(count) / Double(previousFree.views), seconds[1] / previousFree.seconds))
            }
            previousFree = (count, seconds[1])
        }

        emit("\nUnknown content over '\(baselineEnvironments)', --jobs 1: half the views' text widths unknown (a range), against every width stated")
        row(["views", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        for count in views {
            var seconds: [Double] = []
            for stated in [true, false] {
                let yaml = UnknownContentSpec.yaml(views: count, stated: stated)
                let spec = setup.lowered(try SpecLoader.load(yaml: yaml, path: "unknown-content-\(count).yaml").get())
                let (time, result) = try ResourceUsage.timed { try Analyzer.analyze(spec, in: few) }
                report("\(count) \(stated ? "stated" : "half unknown")", result, time)
                seconds.append(time)
            }
            emit(String(format: "  unknown content costs × %.2f the stated", seconds[1] / seconds[0]))
        }

        emit("\nNaive baseline over '\(baselineEnvironments)', --jobs 1: a fresh context per state and per check")
        row(["spec", "naive s", "shared s", "speed-up", "naive calls", "shared calls", "same output"])
        for spec in shipped {
            let (naiveSeconds, naive) = try ResourceUsage.timed {
                try Analyzer.analyze(spec, in: few, options: AnalysisOptions(strategy: .naive))
            }
            let (sharedSeconds, shared) = try ResourceUsage.timed { try Analyzer.analyze(spec, in: few) }
            let same = render(naive) == render(shared)
            row([spec.path, format(naiveSeconds), format(sharedSeconds), String(format: "%.1f×", naiveSeconds / sharedSeconds),
                 "\(naive.statistics.solverCalls)", "\(shared.statistics.solverCalls)", same ? "yes" : "NO"])
            if !same { throw ExitCode(1) }
        }
    }

    func resolve(_ names: String, _ setup: AnalysisSetup) throws -> [Environment] {
        try setup.environments(named: names.split(separator: ",").map(String.init)).get()
    }

    func render(_ result: SpecResult) -> String {
        JSONReporter().render(CoverageRun(specs: [result]), context: ReportContext(toolVersion: "bench"))
    }

    func report(_ name: String, _ result: SpecResult, _ seconds: Double) {
        let reachable = result.states.filter(\.state.isReachable).count
        let analysed = "\(result.statistics.environmentsAnalysed)/\(Set(result.states.map(\.state.environment.id)).count)"
        row([name, "\(result.states.count)", "\(reachable)", analysed, format(seconds), String(format: "%.0f", Double(reachable) / seconds),
             "\(result.statistics.solverCalls)", String(format: "%.0f", ResourceUsage.peakMemoryMiB)])
    }

    /// Written at once, so a long run shows its progress.
    func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// `, the median of 3 runs each` when `--repeats` asks for more than one.
    var medianNote: String { repeats > 1 ? ", the median of \(repeats) runs each" : "" }

    func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }

    func row(_ cells: [String]) {
        emit(cells.enumerated().map { index, cell in
            index == 0 ? cell.padding(toLength: 42, withPad: " ", startingAt: 0) : String(repeating: " ", count: max(0, 13 - cell.count)) + cell
        }.joined())
    }
}
