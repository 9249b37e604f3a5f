import Foundation
import KbcovTestSupport
import Testing

/// `--dismissal-drag` on the command line: the drag states only when asked, and a witness that
/// says how far down the keyboard was dragged.
@Suite struct DismissalDragCLITests {
    @Test func statesListTheDragOnlyWhenAsked() throws {
        let plain = try CLI.run(["states", "--environments", "iphone-16/portrait/full/ltr"])
        #expect(plain.exitCode == 0)
        #expect(!plain.output.contains("docked-drag"))
        let dragging = try CLI.run(["states", "--environments", "iphone-16/portrait/full/ltr", "--dismissal-drag"])
        #expect(dragging.exitCode == 0)
        #expect(dragging.output.contains("iphone-16/portrait/full/ltr/docked-drag/near-bottom"))
    }

    @Test func checkShowsTheDragOfTheWitness() throws {
        let path = try CLI.temporarySpec(ChatComposer.breaking, name: "ChatViewController.swift")
        let atRest = try CLI.run(["check", path, "--environments", "iphone-16/portrait/full/ltr"])
        #expect(atRest.exitCode == 0, "\(atRest.output)")
        let dragging = try CLI.run(["check", path, "--environments", "iphone-16/portrait/full/ltr", "--dismissal-drag"])
        #expect(dragging.exitCode == 1)
        #expect(dragging.output.contains("iphone-16/portrait/full/ltr/docked-drag/near-bottom"), "\(dragging.output)")
        #expect(dragging.output.contains(" pt down), guide ["), "\(dragging.output)")
    }

    @Test func whyAnalysesADragStateNamedByItsID() throws {
        let path = try CLI.temporarySpec(ChatComposer.breaking, name: "ChatViewController.swift")
        let result = try CLI.run(["why", path, "--state", "iphone-16/portrait/full/ltr/docked-drag/near-bottom"])
        #expect(result.exitCode == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("composerAboveHomeIndicator"), "\(result.output)")
    }

    @Test func reportsAndListingsWithTheDragValidate() throws {
        let validator = try #require(SchemaTests.validator)
        let path = try CLI.temporarySpec(ChatComposer.breaking, name: "ChatViewController.swift")
        let report = try CLI.run(["check", path, "--environments", "iphone-16/portrait/full/ltr", "--dismissal-drag", "--format", "json"])
        #expect(report.output.contains("\"type\": \"docked-drag\""), "\(report.output)")
        #expect(try validator.problems(of: Data(report.output.utf8), against: "kbcov-report-1.schema.json") == [])
        let states = try CLI.run(["states", "--environments", "iphone-16/portrait", "--dismissal-drag", "--format", "json"])
        #expect(try validator.problems(of: Data(states.output.utf8), against: "kbcov-states-1.schema.json") == [])
    }
}
