import LayoutAnalysis
import Reporters

/// `kbcov check`: analyse, compare with a baseline if one is given, then print one report.
struct CheckFrontend {
    let runner: CoverageRunner
    let format: String
    let toolVersion: String
    var baselinePath: String?
    var writeBaselinePath: String?
    /// The report's file; standard output when `nil`.
    var outputPath: String?

    func run() -> KbcovExit {
        guard let reporter = Reporters.named(format) else {
            Console.error("error: unknown format '\(format)'; expected one of: \(Reporters.all.map(\.name).joined(separator: ", "))")
            return .inputError
        }
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
            guard let (baseline, folder) = baseline else {
                if let failure = emit(reporter.render(run, context: ReportContext(toolVersion: toolVersion))) { return failure }
                if run.ranOutOfTime { return .incomplete }
                return run.findingCount == 0 || writeBaselinePath != nil ? .clean : .findings
            }
            let comparison = baseline.compare(with: run, relativeTo: folder)
            if let failure = emit(reporter.render(comparison.newFindings, context: ReportContext(toolVersion: toolVersion))) { return failure }
            report(fixed: comparison.fixed, asText: reporter.name == "text" && outputPath == nil)
            if run.ranOutOfTime { return .incomplete }
            return comparison.newFindings.findingCount == 0 ? .clean : .findings
        }
    }

    /// The report to standard output or, atomically, to `--output`; the exit code when it cannot be written.
    private func emit(_ report: String) -> KbcovExit? {
        guard let outputPath else {
            Console.out(report)
            return nil
        }
        do {
            try AtomicFile.write(report, to: outputPath)
            return nil
        } catch {
            Console.error("error: cannot write the report to \(outputPath): \(error.localizedDescription)")
            return .inputError
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
