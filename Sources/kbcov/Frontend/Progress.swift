import Foundation

/// How much `check` and `report` say on standard error while they work.
enum Verbosity {
    /// Nothing but errors.
    case quiet
    /// A progress bar, on terminals only.
    case normal
    /// The progress bar on terminals, and each spec's timing everywhere.
    case verbose
}

/// Progress on standard error: a bar rewritten in place on a terminal once a run has lasted
/// `ProgressBar.delay`, and timings when verbose. Environments end on worker threads, so every
/// update takes the lock.
final class Progress: @unchecked Sendable {
    let verbosity: Verbosity
    private let isTerminal: Bool
    private let lock = NSLock()
    private var bar: ProgressBar
    private var lastDrawn: Date?

    init(verbosity: Verbosity, isTerminal: Bool = isatty(STDERR_FILENO) == 1, start: Date = Date()) {
        self.verbosity = verbosity
        self.isTerminal = isTerminal
        self.bar = ProgressBar(start: start)
    }

    private var drawsBar: Bool { verbosity != .quiet && isTerminal }

    func starting(_ path: String, number: Int, of count: Int, environments: Int) {
        update { $0.startScreen(path, number: number, of: count, environments: environments) }
    }

    /// `part` more of the current screen's analysis is done.
    func progressed(_ part: Double) {
        update { $0.screenPart += part }
    }

    func finished(_ path: String, states: Int, seconds: Double, cached: Bool) {
        lock.withLock {
            bar.screensDone += 1
            guard verbosity == .verbose else { return }
            if isTerminal { write(ProgressBar.clearLine) }
            write("\(path): \(states) states in \(String(format: "%.2f", seconds)) s\(cached ? " (cached)" : "")\n")
            lastDrawn = nil
        }
    }

    func done() {
        guard drawsBar else { return }
        lock.withLock { write(ProgressBar.clearLine) }
    }

    private func update(_ change: (inout ProgressBar) -> Void) {
        lock.withLock {
            change(&bar)
            guard drawsBar else { return }
            let now = Date()
            let screenDone = bar.environmentsDone == bar.environments
            guard now.timeIntervalSince(bar.start) >= ProgressBar.delay,
                  screenDone || lastDrawn.map({ now.timeIntervalSince($0) >= ProgressBar.redrawInterval }) ?? true else { return }
            lastDrawn = now
            write(ProgressBar.clearLine + bar.line(at: now, columns: Self.terminalColumns))
        }
    }

    private static var terminalColumns: Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
