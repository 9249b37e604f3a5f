import Z3

/// Process-wide settings an executable that analyses chooses once, at its start, so that the
/// command line need not know the solver.
public enum AnalysisProcess {
    /// Freed solver memory stays in the heap for the next context (`FreedMemory`).
    public static func keepFreedMemoryForReuse() {
        FreedMemory.keepForReuse()
    }
}
