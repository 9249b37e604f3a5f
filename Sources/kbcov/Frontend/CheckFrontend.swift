import LayoutAnalysis
import Reporters

/// `kbcov check`: analyse, compare with a baseline if one is given, then print one report.
struct CheckFrontend {
    let runner: CoverageRunner
    let format: ReportFormat
    let toolVersion: String
    var baselinePath: String?
    var writeBaselinePath: String?

    func run() -> KbcovExit {
        let reporter = format.reporter
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
                Console.out(reporter.render(document))
                return KbcovExit.of(document, countingFindings: writeBaselinePath == nil)
            }
            let comparison = baseline.compare(with: run, relativeTo: folder)
            let newFindings = ReportDocument(run: comparison.newFindings, context: context)
            Console.out(reporter.render(newFindings))
            report(fixed: comparison.fixed, asText: format == .text)
            return KbcovExit.of(newFindings)
        }
    }

    /// After the text report on standard output; on standard error for machine formats.
    private func report(fixed: [FindingFingerprint], asText: Bool) {
        guard !fixed.isEmpty else { return }
        let lines = ["\(fixed.count) finding\(fixed.count == 1 ? "" : "s") fixed since the baseline:"] + fixed.map { "  \($0)" }
        let text = lines.joined(separator: "\n") + "\n"
        if asText { Console.out("\n" + text) } else { Console.error(text) }
    }
}
