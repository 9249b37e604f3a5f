import Foundation
import LayoutAnalysis
import LayoutSpec
import Reporters

/// `kbcov report`: analyse, then write every folder report (HTML and Markdown pages) into one folder.
struct ReportFrontend {
    let runner: CoverageRunner
    let outputFolder: String
    let context: ReportContext

    func run() -> KbcovExit {
        switch runner.run() {
        case .failure(let failure): return failure.report()
        case .success(let run): return ReportPages.write(ReportDocument(run: run, context: context), to: outputFolder)
        }
    }
}

/// Every folder report's files, written into one folder, each replaced whole (`AtomicFile`).
enum ReportPages {
    static func write(_ document: ReportDocument, to outputFolder: String) -> KbcovExit {
        let files = FolderReporters.all.flatMap { $0.files(for: document) }
        do {
            let folder = URL(fileURLWithPath: outputFolder, isDirectory: true)
            for file in files {
                let destination = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(file.contents, to: destination.path)
            }
        } catch {
            Console.error("error: cannot write the report to \(outputFolder): \(error.localizedDescription)")
            return .inputError
        }
        Console.out("wrote \(files.count) files to \(outputFolder)\n")
        return KbcovExit.of(document)
    }
}
