import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs
import UIKitLayout

/// The steps `check` and `report` share: load the specs and the catalog, resolve each spec's
/// environments, analyse. Problems are printed; the failure is the exit code to end with.
struct CoverageRunner {
    let paths: [String]
    let environments: [String]
    let catalogPath: String?
    let jobs: Int
    var limits = AnalysisOptions.defaultLimits
    var shard: Shard? = nil
    var progress = Progress(verbosity: .quiet)

    func run() -> Result<CoverageRun, KbcovFailure> {
        let (specs, skipped, errors) = ScreenInputs.specs(at: paths)
        guard errors.isEmpty else { return .failure(.input(errors)) }
        let catalog: Catalog
        switch Inputs.catalog(extendedBy: catalogPath) {
        case .failure(let error): return .failure(.input(error.diagnostics))
        case .success(let loaded): catalog = loaded
        }
        let table: ContentSizeTable
        switch Inputs.contentSizeTable(extendedBy: catalogPath) {
        case .failure(let error): return .failure(.input(error.diagnostics))
        case .success(let loaded): table = loaded
        }
        let options = AnalysisOptions(jobs: jobs, limits: limits)
        var results: [SpecResult] = []
        defer { progress.done() }
        for (index, spec) in specs.enumerated() {
            let entries = environments.isEmpty ? spec.environments : Inputs.environmentEntries(environments)
            switch catalog.environments(for: entries) {
            case .failure(let error): return .failure(.input(error.diagnostics))
            case .success(let resolved):
                let analysed = shard?.part(of: resolved) ?? resolved
                progress.starting(spec.path, number: index + 1, of: specs.count, environments: analysed.count)
                let start = Date()
                do {
                    let result = try Analyzer.analyze(UIKitLowering.lowered(spec, table: table), in: analysed, options: options)
                    progress.finished(spec.path, states: result.states.count, seconds: Date().timeIntervalSince(start))
                    results.append(result)
                } catch {
                    return .failure(.internal("internal error while analysing \(spec.path): \(error)"))
                }
            }
        }
        return .success(CoverageRun(specs: results, skipped: skipped))
    }
}

enum KbcovFailure: Error {
    case input([Diagnostic])
    case `internal`(String)

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
