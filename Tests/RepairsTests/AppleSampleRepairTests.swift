import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Foundation
import Repairs
import Reporters
import Testing
import UIKitLayout

/// Seed 000: `editViewToDockedKeyboardTrailing` is registered near the bottom, so a floating
/// keyboard near the bottom activates it too and squeezes the edit view. `fix` must find a
/// change that removes that squeeze in every state over `default` and adds no finding.
@Suite struct AppleSampleRepairTests {
    @Test func theSqueezeOfSeed000IsRepairedAndTheRepairHoldsOverDefault() throws {
        let (spec, yaml) = try Fixtures.spec("apple-sample-edit-view.yaml")
        let environments = try resolve(["default"])
        let original = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2))
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions(jobs: 2))
            .run(.constraint("editViewToKeyboardLeading"), original: original)

        let squeeze = try #require(report.answers.first {
            $0.problem.kind == .squeezed && $0.problem.items == ["editView"]
                && $0.problem.constraints.contains("editViewToDockedKeyboardTrailing")
        })
        #expect(squeeze.problem.states.contains { $0.contains("/floating/near-bottom") })
        let repair = try #require(squeeze.repair, "no repair for the squeeze of seed 000")
        #expect(repair.proof.isAccepted && repair.proof.isExact)
        #expect(repair.proof.added.isEmpty && repair.proof.left.isEmpty)
        #expect(repair.proof.reanalysed.count + repair.proof.unchanged == original.states.count)
        #expect(!repair.specEdits.isEmpty)

        // Apply the suggested lines and analyse the whole spec again, without the search's shortcuts.
        let repaired = try load(applying(repair.specEdits, to: yaml), path: spec.path)
        let after = try Analyzer.analyze(repaired, in: environments, options: AnalysisOptions(jobs: 2))
        for id in squeeze.problem.states {
            let state = try #require(after.states.first { $0.state.id == id })
            let keyboards = state.findings.filter { $0.cause == .keyboard }
            #expect(keyboards.isEmpty, "\(id) is not clean: \(keyboards.map(\.message))")
        }
        #expect(after.findingKeys.isSubset(of: original.findingKeys), "new findings: \(after.findingKeys.subtracting(original.findingKeys).sorted())")
        #expect(after.dead.isEmpty)
    }

    /// The same flaw in the shipped spec, written as its code is (stack views, content sizes):
    /// the text field squeezed to a negative width where the floating keyboard activates both
    /// trailing constraints. With the field's text 100 pt wide (stated, as a sidecar would: with
    /// any typed text, the field could push the edit view off screen once the pin gives way), the
    /// repair lowers the docked keyboard's constraint below the field's compression resistance;
    /// the suggestion applied, every state that had the squeeze is free of the keyboard's
    /// findings, and no state has a finding it did not have.
    @Test func theShippedSpecsSqueezeIsRepairedRightOfTheDivider() throws {
        let shipped = try String(contentsOf: Self.shippedURL, encoding: .utf8)
        let yaml = shipped.replacingOccurrences(of: "    class: UITextField\n", with: "    class: UITextField\n    intrinsicSize: { width: 100 }\n")
        #expect(yaml != shipped)
        let (original, report) = try Self.searchRightOfTheDivider(yaml)

        let squeeze = try #require(report.answers.first { $0.problem.kind == .squeezed && $0.problem.items == ["textField"] })
        #expect(squeeze.problem.states.contains { $0.contains("/floating/near-bottom-leading") })
        let repair = try #require(squeeze.repair, "no repair for the squeeze of seed 000")
        #expect(repair.change.summary == "lower editViewToDockedKeyboardTrailing's priority from 1000 to 748")
        #expect(repair.proof.isAccepted && repair.proof.isExact && repair.proof.added.isEmpty)
        // A repair found for an earlier problem says what it removes of each problem it repairs.
        for answer in report.answers {
            guard let repair = answer.repair else { continue }
            #expect(repair.proof.removed == answer.problem.findings && repair.proof.left.isEmpty)
            #expect(Set(repair.proof.alsoRemoved).isDisjoint(with: answer.problem.findings))
        }

        let repaired = try load(applying(repair.specEdits, to: yaml), path: Self.shippedPath)
        let after = try Analyzer.analyze(UIKitLowering.lowered(repaired), in: try resolve([Self.rightOfTheDivider]), options: AnalysisOptions(jobs: 2))
        for id in squeeze.problem.states {
            let state = try #require(after.states.first { $0.state.id == id })
            let keyboards = state.findings.filter { $0.cause == .keyboard }
            #expect(keyboards.isEmpty, "\(id) is not clean: \(keyboards.map(\.message))")
        }
        #expect(after.findingKeys.isSubset(of: original.findingKeys), "new findings: \(after.findingKeys.subtracting(original.findingKeys).sorted())")
    }

    /// The shipped spec as it is, the field's text unknown: lowering a pin below the field's
    /// compression resistance lets a long text push the edit view off screen, so there is no
    /// repair. The best partial repair is still that priority — it removes the whole squeeze and
    /// adds only the edit view leaving the screen near the bottom and leading edges — not a registration that
    /// removes as much but unpins the image view and the edit view in many more states.
    @Test func withTheTextUnknownTheBestPartialRepairIsThePriorityThatAddsLeast() throws {
        let (_, report) = try Self.searchRightOfTheDivider(try String(contentsOf: Self.shippedURL, encoding: .utf8))

        let squeeze = try #require(report.answers.first { $0.problem.kind == .squeezed && $0.problem.items == ["textField"] })
        #expect(squeeze.repair == nil)
        let partial = try #require(squeeze.bestPartial)
        #expect(partial.change.summary.hasPrefix("lower ") && partial.change.summary.hasSuffix("'s priority from 1000 to 748"))
        #expect(partial.proof.left.isEmpty)
        #expect(!partial.proof.added.isEmpty)
        #expect(partial.proof.added.allSatisfy {
            $0.kind == .offscreen && $0.items == ["editView"] && ($0.state ?? "").hasSuffix("/near-bottom-leading")
        })

        // Each added finding says for which content it holds, as `check` words it, in text and JSON.
        let added = try #require(partial.proof.added.first)
        let content = try #require(partial.proof.addedContent[added])
        #expect(content.hasPrefix("only for some content: ") || content.hasPrefix("for any content size; "))
        let context = ReportContext(toolVersion: "test")
        let text = FixTextReporter().render(report, context: context)
        #expect(text.contains("      e.g. \(added.state ?? ""): \(content)"), "\(text)")
        let markdown = FixMarkdownReporter().render(report, context: context)
        #expect(markdown.contains("  - e.g. `\(added.state ?? "")`: "), "\(markdown)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(FixJSONReporter().render(report, context: context).utf8)) as? [String: Any])
        let problems = try #require(json["problems"] as? [[String: Any]])
        let entries = problems.compactMap { (($0["bestPartial"] as? [String: Any])?["proof"] as? [String: Any])?["added"] as? [[String: Any]] }.joined()
        #expect(entries.contains { $0["state"] as? String == added.state && $0["contentSizes"] as? String == content })
    }

    static let shippedPath = "specs/apple-sample-edit-view.yaml"
    static let shippedURL = Fixtures.folder.appendingPathComponent("../../../\(shippedPath)").standardized
    static let rightOfTheDivider = "ipad-pro-12-9/landscape/split-half-right"

    /// The shipped spec's text `yaml`, lowered as `check` lowers it, analysed right of the divider
    /// and searched for repairs of the problems naming `editViewToKeyboardLeading`.
    static func searchRightOfTheDivider(_ yaml: String) throws -> (original: SpecResult, report: FixReport) {
        let spec = try load(yaml, path: shippedPath)
        let lowering = { (spec: LayoutSpec) in UIKitLowering.lowered(spec) }
        let environments = try resolve([rightOfTheDivider])
        let original = try Analyzer.analyze(lowering(spec), in: environments, options: AnalysisOptions(jobs: 2))
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions(jobs: 2), lowering: lowering)
            .run(.constraint("editViewToKeyboardLeading"), original: original)
        return (original, report)
    }
}
