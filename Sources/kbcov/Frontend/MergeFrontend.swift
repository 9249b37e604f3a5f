import Reporters

/// `kbcov merge`: read shard reports, merge them, print the whole run's JSON report.
struct MergeFrontend {
    let paths: [String]

    func run() -> KbcovExit {
        var reports: [(name: String, document: ReportDocument)] = []
        for path in paths {
            switch SavedReports.read(path) {
            case .failure(let exit): return exit
            case .success(let document): reports.append((path, document))
            }
        }
        switch ReportMerger.merge(reports) {
        case .failure(let failure): return SavedReports.inputError(failure.message)
        case .success(let merged):
            Console.out(merged.json())
            return KbcovExit.of(merged)
        }
    }
}
