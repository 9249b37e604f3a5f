import Foundation
import Reporters

/// `kbcov merge`: read shard reports, merge them, print the whole run's JSON report.
struct MergeFrontend {
    let paths: [String]

    func run() -> KbcovExit {
        var documents: [(name: String, report: JSONValue)] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                return inputError("\(path): cannot read the report")
            }
            switch JSONParser.parse(String(decoding: data, as: UTF8.self)) {
            case .failure(let failure): return inputError("\(path): not JSON: expected \(failure.expected) at character \(failure.offset)")
            case .success(let report): documents.append((path, report))
            }
        }
        switch ReportMerger.merge(documents) {
        case .failure(let failure): return inputError(failure.message)
        case .success(let merged):
            Console.out(merged.serialized())
            return ReportMerger.findingCount(merged) == 0 && ReportMerger.skippedCount(merged) == 0 ? .clean : .findings
        }
    }

    private func inputError(_ message: String) -> KbcovExit {
        Console.error("error: " + message)
        return .inputError
    }
}
