import Foundation
import LayoutAnalysis
import Reporters

/// `kbcov report`: analyse, then write every folder report (HTML and Markdown pages) into one folder.
struct ReportFrontend {
    let runner: CoverageRunner
    let outputFolder: String
    let context: ReportContext

    func run() -> KbcovExit {
        switch runner.run() {
        case .failure(let failure): return failure.report()
        case .success(let run):
            let files = FolderReporters.all.flatMap { $0.files(for: run, context: context) }
            do {
                try write(files)
            } catch {
                Console.error("error: cannot write the report to \(outputFolder): \(error.localizedDescription)")
                return .inputError
            }
            Console.out("wrote \(files.count) files to \(outputFolder)\n")
            if run.ranOutOfTime { return .incomplete }
            return run.findingCount == 0 ? .clean : .findings
        }
    }

    private func write(_ files: [ReportFile]) throws {
        let folder = URL(fileURLWithPath: outputFolder, isDirectory: true)
        for file in files {
            let destination = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(file.contents, to: destination.path)
        }
    }
}
