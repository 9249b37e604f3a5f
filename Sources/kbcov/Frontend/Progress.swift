import Foundation

/// How much `check` and `report` say on standard error while they work.
enum Verbosity {
    /// Nothing but errors.
    case quiet
    /// A progress line, on terminals only.
    case normal
    /// The progress line on terminals, and each spec's timing everywhere.
    case verbose
}

/// Progress on standard error: a line rewritten in place on a terminal, timings when verbose.
struct Progress {
    let verbosity: Verbosity
    private let isTerminal = isatty(STDERR_FILENO) == 1

    init(verbosity: Verbosity) { self.verbosity = verbosity }

    func starting(_ path: String, number: Int, of count: Int, environments: Int) {
        guard verbosity != .quiet, isTerminal else { return }
        write("\u{1B}[2K\r[\(number)/\(count)] \(path): \(environments) environment\(environments == 1 ? "" : "s")…")
    }

    func finished(_ path: String, states: Int, seconds: Double, cached: Bool) {
        guard verbosity == .verbose else { return }
        if isTerminal { write("\u{1B}[2K\r") }
        write("\(path): \(states) states in \(String(format: "%.2f", seconds)) s\(cached ? " (cached)" : "")\n")
    }

    func done() {
        guard verbosity != .quiet, isTerminal else { return }
        write("\u{1B}[2K\r")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
