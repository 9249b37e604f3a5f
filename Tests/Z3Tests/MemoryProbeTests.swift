import CZ3
import Glibc
import Testing
import ExactGeometry
import Z3

/// A missing dec_ref leaks only until the context is deleted, so LeakSanitizer cannot see it; this probe
/// builds and drops many distinct terms in one live context and checks that Z3's memory stays flat.
/// Z3's allocation counter is process-wide, so the probe runs only when asked to, alone (see leak-check.sh).
@Suite struct MemoryProbeTests {
    @Test(.enabled(if: getenv("KBCOV_Z3_MEMORY_PROBE") != nil))
    func memoryStaysFlat() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        func churn(_ batch: Int) throws {
            for i in 0..<10_000 {
                let atom = x + Rational(batch * 10_000 + i) >= 0
                try solver.withScope {
                    try solver.assert(atom)
                    _ = try solver.check(assuming: [atom])
                    _ = try solver.model().value(x)
                }
            }
        }
        try churn(0)
        let before = Z3_get_estimated_alloc_size()
        try churn(1)
        let growth = Int64(Z3_get_estimated_alloc_size()) - Int64(before)
        #expect(growth < 1_000_000, "Z3 memory grew by \(growth) bytes over 10,000 dropped terms")
    }
}
