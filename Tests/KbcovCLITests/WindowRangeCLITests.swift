import Foundation
import KbcovTestSupport
import Testing

/// `--window-ranges` on the command line: the `stage-range` states only when asked, a witness
/// that names its window, and a state id `why --state` takes.
@Suite struct WindowRangeCLITests {
    /// A footer with a fixed top margin, riding on the keyboard: it leaves windows shorter than
    /// 24 + 300 + 56 = 380 pt (at the top of the screen, under the status bar's inset).
    static let spec = """
    kbcov: 1
    name: Footer under a fixed header
    views:
      footer: {}
    constraints:
      - { id: footerTop, rule: footer.top >= safeArea.top + 300 }
      - { id: footerHeight, rule: footer.height == 56 }
      - { id: footerLeading, rule: footer.leading == view.leading }
      - { id: footerTrailing, rule: footer.trailing == view.trailing }
      - { id: footerOnKeyboard, rule: footer.bottom == keyboard.top @high }
    environments: [ipad-pro-11/landscape/full]
    """

    @Test func statesListTheRangeOnlyWhenAsked() throws {
        let plain = try CLI.run(["states", "--environments", "ipad-pro-11/landscape/full/ltr"])
        #expect(!plain.output.contains("stage-range"))
        let ranged = try CLI.run(["states", "--environments", "ipad-pro-11/landscape/full/ltr", "--window-ranges"])
        #expect(ranged.exitCode == 0)
        #expect(ranged.output.contains("ipad-pro-11/landscape/stage-range/ltr/docked/near-bottom  reachable"), "\(ranged.output)")
    }

    /// At the desk, one range: its id or a prefix of it selects the range alone, in one
    /// direction or both; without `--window-ranges` the name says how to ask for it.
    @Test func environmentsTakeARangesIdOrItsPrefix() throws {
        let rtl = try CLI.run(["states", "--window-ranges", "--environments", "ipad-pro-11/landscape/stage-range/rtl"])
        #expect(rtl.exitCode == 0, "\(rtl.errors)")
        let ids = rtl.output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.contains("/") }
        #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("ipad-pro-11/landscape/stage-range/rtl/") }, "\(rtl.output)")
        let both = try CLI.run(["states", "--window-ranges", "--environments", "ipad-pro-11/landscape/stage-range"])
        #expect(both.output.contains("ipad-pro-11/landscape/stage-range/ltr/docked/near-bottom"))
        #expect(both.output.contains("ipad-pro-11/landscape/stage-range/rtl/docked/near-bottom"))
        #expect(!both.output.contains("/full/"))

        let unasked = try CLI.run(["states", "--environments", "ipad-pro-11/landscape/stage-range"])
        #expect(unasked.exitCode == 2)
        #expect(unasked.errors.contains("<command line>:1:1: error: 'ipad-pro-11/landscape/stage-range' is a Stage Manager window range: ask for it with --window-ranges"), "\(unasked.errors)")
        let noStageManager = try CLI.run(["states", "--window-ranges", "--environments", "iphone-se/portrait/stage-range"])
        #expect(noStageManager.exitCode == 2)
        #expect(noStageManager.errors.contains("unknown window range 'iphone-se/portrait/stage-range'"), "\(noStageManager.errors)")
    }

    @Test func checkNamesTheWindowAndWhyTakesTheState() throws {
        let path = try CLI.temporarySpec(Self.spec, name: "footer.yaml")
        let fixed = try CLI.run(["check", path])
        #expect(!fixed.output.contains("outside the view"), "\(fixed.output)")
        let ranged = try CLI.run(["check", path, "--window-ranges"])
        #expect(ranged.exitCode == 1)
        #expect(ranged.output.contains("only in windows shorter than 380 pt"), "\(ranged.output)")
        #expect(ranged.output.contains("in the view of the window ["), "\(ranged.output)")
        let why = try CLI.run(["why", path, "--state", "ipad-pro-11/landscape/stage-range/ltr/hidden/near-bottom"])
        #expect(why.exitCode == 1, "\(why.output)\(why.errors)")
        #expect(why.output.contains("footer extends outside the view"), "\(why.output)")
        let rightToLeft = try CLI.run(["why", path, "--state", "ipad-pro-11/landscape/stage-range/rtl/hidden/near-bottom"])
        #expect(rightToLeft.output.contains("footer extends outside the view"), "\(rightToLeft.output)\(rightToLeft.errors)")
        let validator = try #require(SchemaTests.validator)
        let report = try CLI.run(["check", path, "--window-ranges", "--format", "json"])
        #expect(report.output.contains("\"windowHeight\""), "\(report.output)")
        #expect(try validator.problems(of: Data(report.output.utf8), against: "kbcov-report-1.schema.json") == [])
    }
}
