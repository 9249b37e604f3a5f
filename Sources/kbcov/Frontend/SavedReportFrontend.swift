import Foundation
import Reporters

/// `check --from` and `report --from`: render a saved or merged JSON report without analysing.
struct SavedReportFrontend {
    let path: String

    /// `output`: the report's file; standard output when `nil`.
    func check(format: ReportFormat, output: String?, failOn: FailureScope) -> KbcovExit {
        switch SavedReports.read(path) {
        case .failure(let exit): return exit
        case .success(let document):
            if let failure = ReportOutput.write(format.renderer.render(document), to: output) { return failure }
            return KbcovExit.of(document, failingOn: failOn)
        }
    }

    /// `date`, when given, replaces the saved report's.
    func writePages(to folder: String, date: String?) -> KbcovExit {
        switch SavedReports.read(path) {
        case .failure(let exit): return exit
        case .success(var document):
            if let date { document.context.date = date }
            return ReportPages.write(document, to: folder)
        }
    }
}

/// Reading JSON reports named on the command line; a file that is not one is an input error
/// naming the file and the reason.
enum SavedReports {
    static func read(_ path: String) -> Result<ReportDocument, KbcovExit> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(inputError("\(path): cannot read the report"))
        }
        return ReportMerger.read(data, name: path).mapError { inputError($0.message) }
    }

    static func inputError(_ message: String) -> KbcovExit {
        Console.error("error: " + message)
        return .inputError
    }
}
