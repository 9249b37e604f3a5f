import KbcovTestSupport
import LayoutAnalysis
import Testing

/// A finding the hidden-keyboard state has too is the layout's; one that shows only with the
/// keyboard is the keyboard's (Design §4, "Keyboard and layout findings").
@Suite struct FindingCauseTests {

    @Test func findingsTheHiddenKeyboardHasTooAreTheLayouts() throws {
        let result = try analyze(ReplyScreen.yaml, in: ["iphone-16/portrait/full/ltr"])
        let hidden = "iphone-16/portrait/full/ltr/hidden/near-bottom", docked = "iphone-16/portrait/full/ltr/docked/near-bottom"
        let banner = try #require(result.findings(.offscreen, in: hidden).first)
        #expect(banner.items == ["promoBanner"] && banner.cause == .layout)
        let dockedBanner = try #require(result.findings(.offscreen, in: docked).first { $0.items == ["promoBanner"] })
        #expect(dockedBanner.cause == .layout)
        let covered = try #require(result.findings(.covered, in: docked).first)
        #expect(covered.items == ["replyBar"] && covered.cause == .keyboard)
        #expect(result.findings(.covered, in: hidden).isEmpty)
        // Every decided finding has a cause; every layout one is in the hidden state too.
        for state in result.states {
            for finding in state.findings where finding.kind != .unknown {
                #expect(finding.cause != nil)
                if finding.cause == .layout {
                    #expect(result.findings(finding.kind, in: hidden).contains { $0.items == finding.items })
                }
            }
        }
    }
}
