import LayoutSpec

/// Where `check` puts its report: standard output, or `--output`'s file, replaced whole.
enum ReportOutput {
    /// `nil` once written; the exit code when the file cannot be written.
    static func write(_ report: String, to path: String?) -> KbcovExit? {
        guard let path else {
            Console.out(report)
            return nil
        }
        do {
            try AtomicFile.write(report, to: path)
            return nil
        } catch {
            Console.error("error: cannot write the report to \(path): \(error.localizedDescription)")
            return .inputError
        }
    }
}
