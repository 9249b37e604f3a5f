import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Repairs
import Testing

/// Two tracked trailing constraints with different constants, both active for a floating keyboard
/// in the bottom trailing corner: a conflict, repaired and proven.
@Suite struct ConflictRepairTests {
    static let environments = ["ipad-pro-12-9/landscape/full", "ipad-pro-12-9/landscape/split-half-right/ltr"]

    @Test func theConflictOfTwoTrailingConstraintsIsRepaired() throws {
        let (spec, yaml) = try Fixtures.spec("two-trailing-constraints.yaml")
        let environments = try resolve(Self.environments)
        let original = try Analyzer.analyze(spec, in: environments)
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions()).run(.all, original: original)

        let conflict = try #require(report.answers.first { $0.problem.kind == .conflict })
        #expect(conflict.problem.constraints == ["editViewToDockedKeyboardTrailing", "editViewToFloatingKeyboardTrailing"])
        #expect(conflict.problem.states.allSatisfy { $0.hasSuffix("/near-bottom-trailing") })
        let repair = try #require(conflict.repair)
        #expect(repair.proof.isAccepted)
        // The smallest change: one constant, the system spacing the other constraint has.
        #expect(repair.change == .constant(constraint: "editViewToDockedKeyboardTrailing", from: 0, to: 8))
        #expect(repair.specEdits.map(\.after) == [["      - { id: editViewToDockedKeyboardTrailing, rule: keyboard.trailing == editView.trailing + 8 }"]])

        let repaired = try load(applying(repair.specEdits, to: yaml), path: spec.path)
        let after = try Analyzer.analyze(repaired, in: environments)
        #expect(!after.states.contains { $0.findings.contains { $0.kind == .conflict } })
        #expect(after.findingKeys.isSubset(of: original.findingKeys))
        #expect(report.isFixed == report.answers.allSatisfy { $0.repair != nil })
    }

    @Test func aFindingFingerprintTargetsOneProblem() throws {
        let (spec, yaml) = try Fixtures.spec("two-trailing-constraints.yaml")
        let environments = try resolve(Self.environments)
        let original = try Analyzer.analyze(spec, in: environments)
        let state = try #require(original.states.first { $0.findings.contains { $0.kind == .conflict } })
        let finding = try #require(state.findings.first { $0.kind == .conflict })
        let target = FindingFingerprint(spec: spec.path, state: state.state.id, kind: .conflict, items: finding.items, constraints: finding.constraints)
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions()).run(.finding(target), original: original)
        #expect(report.answers.map(\.problem.findings) == [[target]])
        #expect(report.isFixed)
    }
}
