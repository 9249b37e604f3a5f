import LayoutAnalysis
import Reporters

/// `kbcov check`: analyse, compare with a baseline if one is given, then print one report.
struct CheckFrontend {
    let runner: CoverageRunner
    let format: ReportFormat
    let toolVersion: String
    var baselinePath: String?
    var writeBaselinePath: String?
    /// The report's file; standard output when `nil`.
    var outputPath: String?
    var failOn: FailureScope = .all

    func run() -> KbcovExit {
        let reporter = format.renderer
        var baseline: (Baseline, folder: String)?
        if let baselinePath {
            switch BaselineFiles.read(baselinePath) {
            case .failure(let failure): return failure.report()
            case .success(let read): baseline = (read, BaselineFiles.folder(of: baselinePath))
            }
        }
        switch runner.run() {
        case .failure(let failure): return failure.report()
        case .success(let run):
            if let writeBaselinePath {
                if case .failure(let failure) = BaselineFiles.write(
                    Baseline(recording: run, relativeTo: BaselineFiles.folder(of: writeBaselinePath)), to: writeBaselinePath) { return failure.report() }
                Console.error("wrote a baseline of \(run.findingCount) finding\(run.findingCount == 1 ? "" : "s") to \(writeBaselinePath)")
            }
            let context = ReportContext(toolVersion: toolVersion)
            guard let (baseline, folder) = baseline else {
                let document = ReportDocument(run: run, context: context)
                if let failure = ReportOutput.write(reporter.render(document), to: outputPath) { return failure }
                return KbcovExit.of(document, countingFindings: writeBaselinePath == nil, failingOn: failOn, ranOutOfTime: run.ranOutOfTime)
            }
            let comparison = baseline.compare(with: run, relativeTo: folder)
            let newFindings = ReportDocument(run: comparison.newFindings, context: context)
            if let failure = ReportOutput.write(reporter.render(newFindings), to: outputPath) { return failure }
            report(fixed: comparison.fixed, asText: format == .text && outputPath == nil)
            return KbcovExit.of(newFindings, failingOn: failOn, ranOutOfTime: run.ranOutOfTime)
        }
    }

    /// After the text report on standard output; on standard error for machine formats and `--output`.
    private func report(fixed: [FindingFingerprint], asText: Bool) {
        guard !fixed.isEmpty else { return }
        let lines = ["\(fixed.count) finding\(fixed.count == 1 ? "" : "s") fixed since the baseline:"] + fixed.map { "  \($0)" }
        let text = lines.joined(separator: "\n") + "\n"
        if asText { Console.out("\n" + text) } else { Console.error(text) }
    }
}
