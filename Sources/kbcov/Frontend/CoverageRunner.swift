import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ResultCache
import ScreenInputs

/// The steps `check` and `report` share: load the specs, resolve each spec's environments,
/// analyse. Problems are printed; the failure is the exit code to end with.
struct CoverageRunner {
    let setup: AnalysisSetup
    var shard: Shard? = nil
    var progress = Progress(verbosity: .quiet)
    /// `nil`: every result is analysed afresh (`--no-cache`).
    var cache: ResultCache? = nil
    /// `--changed-since`: only the screens these changes can affect.
    var changes: ChangedScreens? = nil

    func run() -> Result<CoverageRun, KbcovFailure> {
        var (specs, skipped, errors) = ScreenInputs.specs(at: setup.paths)
        guard errors.isEmpty else { return .failure(.input(errors)) }
        if let changes {
            if let file = changes.fileAffectingEveryScreen(of: specs) {
                Console.error("note: \(file) changed and may decide any screen's layout: analysing every screen")
            } else {
                specs = specs.filter(changes.isChanged)
                skipped = skipped.filter(changes.isChanged)
                Console.error("note: \(specs.count) screen\(specs.count == 1 ? "" : "s") changed")
            }
        }
        var planned: [(spec: LayoutSpec, environments: [Environment])] = []
        for spec in specs {
            switch setup.environments(of: spec) {
            case .failure(let error): return .failure(.input(error.diagnostics))
            case .success(let resolved): planned.append((spec, shard?.part(of: resolved) ?? resolved))
            }
        }
        let setup = setup
        let lookups: [ResultCache.Lookup]?
        do {
            lookups = try cache?.lookUp(planned, options: setup.options, jobs: setup.options.jobs, lowered: setup.lowered)
        } catch {
            return .failure(.internal("internal error while reading the result cache: \(error)"))
        }
        var results: [SpecResult] = []
        defer { progress.done() }
        for (index, (spec, analysed)) in planned.enumerated() {
            progress.starting(spec.path, number: index + 1, of: specs.count, environments: analysed.count)
            let start = Date()
            do {
                let result: SpecResult
                let hit = lookups?[index].result
                if let hit {
                    result = hit
                } else {
                    result = try setup.analyze(spec, in: analysed, progressed: progress.progressed)
                    if let cache, let lookups { cache.store(result, at: lookups[index], options: setup.options) }
                }
                progress.finished(spec.path, states: result.states.count, seconds: Date().timeIntervalSince(start), cached: hit != nil)
                results.append(result)
            } catch {
                return .failure(.internal(KbcovFailure.analysing(spec, error)))
            }
        }
        return .success(CoverageRun(specs: results, skipped: skipped))
    }
}

enum KbcovFailure: Error {
    case input([Diagnostic])
    case `internal`(String)

    /// The message of an error the engine threw on a spec.
    static func analysing(_ spec: LayoutSpec, _ error: Error) -> String {
        "internal error while analysing \(spec.path): \(error)"
    }

    /// Prints the problem and gives the exit code of Documentation/Design.md §6.
    func report() -> KbcovExit {
        switch self {
        case .input(let diagnostics):
            diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .internal(let message):
            Console.error(message)
            return .internalError
        }
    }
}

extension Result where Failure == KbcovFailure {
    /// The value, or the problem printed and its exit code thrown: how a command's `run()` ends
    /// on input it cannot use.
    func valueOrExit() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let failure): throw failure.report().code
        }
    }
}
