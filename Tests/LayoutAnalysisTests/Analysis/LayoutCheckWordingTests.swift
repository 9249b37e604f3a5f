@testable import LayoutAnalysis
import Testing

/// An ambiguity names what its other layouts can do, in the words of each check's kind.
@Suite struct LayoutCheckWordingTests {
    @Test func everyLayoutCheckKindSaysWhatAnAmbiguousItemCanDo() {
        for check in LayoutChecks.all {
            #expect(check.kind.described.possibility?.isEmpty == false, "\(check.kind)")
        }
    }
}
