import Foundation
import LayoutAnalysis
import Testing

@Suite struct AuditTests {
    @Test func shardsPartitionTheEnvironmentsInOrder() throws {
        let environments = Array(0..<10)
        let parts = try (1...3).map { try #require(Shard(index: $0, count: 3)).part(of: environments) }
        #expect(parts == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for invalid in ["0/3", "4/3", "1/0", "x/3", "3", "1/2/3", ""] { #expect(Shard(parsing: invalid) == nil, "\(invalid)") }
    }

    @Test func fingerprintsIgnoreOrderAndBaselinesRoundTrip() throws {
        let first = FindingFingerprint(spec: "a.yaml", state: "s", kind: .conflict, items: ["b", "a"], constraints: ["y", "x"])
        let second = FindingFingerprint(spec: "a.yaml", state: "s", kind: .conflict, items: ["a", "b"], constraints: ["x", "y"])
        #expect(first == second)
        let dead = FindingFingerprint(spec: "a.yaml", state: nil, kind: .dead, items: [], constraints: ["z"])
        let baseline = Baseline(findings: [first, dead, second])
        #expect(baseline.findings == [dead, first])
        #expect(try Baseline.parse(Data(baseline.json().utf8)).get() == baseline)
        guard case .failure(let error) = Baseline.parse(Data(#"{"schema": "other", "findings": []}"#.utf8)) else {
            Issue.record("accepted another schema")
            return
        }
        #expect(error.reason.contains("kbcov-baseline/1"))
    }
}
