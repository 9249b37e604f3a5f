import LayoutAnalysis
import Reporters

/// `kbcov check`: analyse, then print one report.
struct CheckFrontend {
    let runner: CoverageRunner
    let format: String
    let toolVersion: String

    func run() -> KbcovExit {
        guard let reporter = Reporters.named(format) else {
            Console.error("error: unknown format '\(format)'; expected one of: \(Reporters.all.map(\.name).joined(separator: ", "))")
            return .inputError
        }
        switch runner.run() {
        case .failure(let failure): return failure.report()
        case .success(let run):
            Console.out(reporter.render(run, context: ReportContext(toolVersion: toolVersion)))
            return run.findingCount == 0 ? .clean : .findings
        }
    }
}
