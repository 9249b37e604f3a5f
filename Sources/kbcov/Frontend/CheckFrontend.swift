import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Reporters
import Z3

/// `kbcov check`: load, enumerate, analyse, report.
struct CheckFrontend {
    let paths: [String]
    let environments: [String]
    let catalogPath: String?
    let jobs: Int
    let format: String
    let rlimit: UInt32?
    let toolVersion: String

    func run() -> KbcovExit {
        guard let reporter = Reporters.named(format) else {
            Console.error("error: unknown format '\(format)'; expected one of: \(Reporters.all.map(\.name).joined(separator: ", "))")
            return .inputError
        }
        let (specs, errors) = Inputs.specs(at: paths)
        guard errors.isEmpty else {
            errors.forEach { Console.error($0.description) }
            return .inputError
        }
        let catalog: Catalog
        switch Inputs.catalog(extendedBy: catalogPath) {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let loaded): catalog = loaded
        }
        var options = AnalysisOptions(jobs: jobs)
        if let rlimit { options.limits.rlimit = rlimit }
        var results: [SpecResult] = []
        for spec in specs {
            let entries = environments.isEmpty ? spec.environments : Inputs.environmentEntries(environments)
            switch catalog.environments(for: entries) {
            case .failure(let error):
                error.diagnostics.forEach { Console.error($0.description) }
                return .inputError
            case .success(let resolved):
                do {
                    results.append(try Analyzer.analyze(spec, in: resolved, options: options))
                } catch {
                    Console.error("internal error while analysing \(spec.path): \(error)")
                    return .internalError
                }
            }
        }
        let run = CoverageRun(specs: results)
        Console.out(reporter.render(run, context: ReportContext(toolVersion: toolVersion)))
        return run.findingCount == 0 ? .clean : .findings
    }
}
