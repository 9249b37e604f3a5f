import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing

/// A right-to-left layout is the mirror image of the left-to-right one in a mirrored world: with
/// directional constraints UIKit measures leading/trailing positions and their constants in the
/// reading direction. So every finding of a spec in an RTL environment is the finding of the same
/// spec in the mirrored LTR environment (windows left ↔ right of the divider, the same near
/// edges), with the keyboard, the guide and every frame reflected — witness numbers included,
/// since the analysis makes its canonical choices in the reading direction.
@Suite struct MirrorLawTests {
    @Test(arguments: ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml", "split-view-static-content.yaml"])
    func rightToLeftIsTheMirrorOfLeftToRight(_ name: String) throws {
        let spec = try shippedSpec(name)
        // Each environment analysed itself: the law is checked, not assumed.
        let result = try Analyzer.analyze(
            spec, in: try resolve(["ipad-pro-12-9/landscape", "iphone-16/landscape"]), options: AnalysisOptions(sharesEqualPlans: false))
        let byID = Dictionary(uniqueKeysWithValues: result.states.map { ($0.state.id, $0) })
        var compared = 0
        for rightToLeft in result.states where rightToLeft.state.environment.direction == .rtl {
            let mirrorID = Self.mirroredID(rightToLeft.state.id)
            let leftToRight = try #require(byID[mirrorID], "no state \(mirrorID)")
            #expect(rightToLeft.state.isReachable == leftToRight.state.isReachable, "\(rightToLeft.state.id)")
            let (findings, twinFindings) = (Self.sorted(rightToLeft.findings), Self.sorted(leftToRight.findings))
            #expect(findings.count == twinFindings.count, "\(rightToLeft.state.id) vs \(mirrorID)")
            let environment = rightToLeft.state.environment
            for (finding, twin) in zip(findings, twinFindings) {
                #expect(Self.signature(finding) == Self.signature(twin), "\(rightToLeft.state.id)")
                #expect(finding.location == twin.location)
                let mirrored = twin.witness.map { Self.reflect($0, screenWidth: environment.screenSize.width, viewWidth: environment.viewSize.width) }
                #expect(finding.witness == mirrored, "\(rightToLeft.state.id): \(finding.message) vs \(twin.message)")
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    /// A Split View window seen in its mirror is the window on the other side of the divider: the
    /// right-to-left half on the left takes the analysis of the left-to-right half on the right
    /// (where the screen lies beside the view is reflected with the rest), and each result is the
    /// one it gets analysed itself.
    @Test func aSplitViewWindowTakesItsTwinsAnalysisAcrossTheDivider() throws {
        let spec = try shippedSpec("toolbar-follows-keyboard.yaml")
        let environments = try resolve(["ipad-mini/landscape/split-half-left", "ipad-mini/landscape/split-half-right"])
        var shared = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 1))
        var alone = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 1, sharesEqualPlans: false))
        #expect(shared.statistics.environmentsAnalysed == 2)
        #expect(alone.statistics.environmentsAnalysed == 4)
        shared.statistics = .init()
        alone.statistics = .init()
        #expect(shared == alone)
    }

    /// A list 320 pt wide on the leading side and a detail pane at least 300 pt wide beside it,
    /// both down to the keyboard: the pane leaves windows narrower than 628 pt, on the trailing side.
    static let listAndDetail = """
        kbcov: 1
        name: list and detail
        views:
          list: {}
          detail: {}
        constraints:
          - { id: listLeading, rule: list.leading == safeArea.leading }
          - { id: listWidth, rule: list.width == 320 }
          - { id: listTop, rule: list.top == safeArea.top }
          - { id: listBottom, rule: list.bottom == keyboard.top }
          - { id: detailLeading, rule: detail.leading == list.trailing + 8 }
          - { id: detailWidth, rule: detail.width >= 300 }
          - { id: detailTrailing, rule: detail.trailing == safeArea.trailing @high }
          - { id: detailTop, rule: detail.top == safeArea.top }
          - { id: detailBottom, rule: detail.bottom == keyboard.top }
        """

    /// In every Stage Manager window too (`--window-ranges`): the mirror is taken across the
    /// window's own width, so a right-to-left range, analysed itself, has its twin's findings and
    /// window bounds.
    @Test func aWindowRangeHasTheFindingsOfItsMirror() throws {
        let spec = try load(Self.listAndDetail)
        let result = try Analyzer.analyze(spec, in: try Self.windowRanges(), options: AnalysisOptions(jobs: 1, sharesEqualPlans: false))
        let byID = Dictionary(uniqueKeysWithValues: result.states.map { ($0.state.id, $0) })
        let bounds = { (finding: Finding) in finding.message.split(separator: ";").dropFirst().joined(separator: ";") }
        var compared = 0
        for rightToLeft in result.states where rightToLeft.state.environment.direction == .rtl {
            let leftToRight = try #require(byID[Self.mirroredID(rightToLeft.state.id)])
            let (findings, twinFindings) = (Self.sorted(rightToLeft.findings), Self.sorted(leftToRight.findings))
            #expect(findings.map(Self.signature) == twinFindings.map(Self.signature), "\(rightToLeft.state.id)")
            #expect(findings.map(bounds) == twinFindings.map(bounds), "\(rightToLeft.state.id)")
            compared += findings.count
        }
        #expect(compared > 5)
        let hidden = try #require(byID["ipad-pro-11/landscape/stage-range/rtl/hidden/near-bottom"])
        let offscreen = try #require(hidden.findings.first { $0.kind == .offscreen }, "\(hidden.findings.map(\.message))")
        #expect(offscreen.items == ["detail"])
        #expect(offscreen.message.hasSuffix("; only in windows narrower than 628 pt"), "\(offscreen.message)")
        // Past the view's left edge: the list and the gap from the window's right edge, then the pane.
        let window = try #require(offscreen.witness.flatMap { WindowRange.frame(in: $0.parameters) })
        #expect(window.width < 628)
        #expect(offscreen.witness?.frames["list"]?.x == window.width - 320)
        #expect(offscreen.witness?.frames["detail"]?.x == window.width - 628)
    }

    /// `left` and `right` do not follow the reading direction: a view pinned 40 pt past the view's
    /// left edge is there in both directions, and one pinned past its leading edge swaps sides.
    @Test(arguments: [("left", false), ("leading", true)])
    func absoluteConstraintsStayOnTheirSide(_ anchor: String, _ followsDirection: Bool) throws {
        let result = try analyze("""
            kbcov: 1
            name: pinned
            views:
              box: {}
            constraints:
              - { id: boxEdge, rule: box.\(anchor) == view.\(anchor) - 40 }
              - { id: boxWidth, rule: box.width == 100 }
              - { id: boxTop, rule: box.top == view.top + 100 }
              - { id: boxHeight, rule: box.height == 50 }
            """, in: ["iphone-16/portrait/full"])
        let width = try resolve(["iphone-16/portrait/full/ltr"])[0].viewSize.width
        for state in result.states where state.state.isReachable {
            let offscreen = state.findings.filter { $0.kind == .offscreen }
            #expect(offscreen.count == 1, "\(state.state.id)")
            let expectedX: Rational = followsDirection && state.state.environment.direction == .rtl ? width - 60 : -40
            #expect(offscreen.first?.witness?.frames["box"] == Rect(x: expectedX, y: 100, width: 100, height: 50), "\(state.state.id)")
        }
    }

    /// Kind, items and constraints of a finding.
    /// Seen in the mirror, a right-to-left range is its twin with each state's pieces in another
    /// order and half-spaces that bound nothing in one of them: it takes the twin's analysis, with
    /// the findings and witnesses it has when analysed itself, up to which piece shows them first.
    @Test func aWindowRangeTakesItsTwinsAnalysis() throws {
        let spec = try load(Self.listAndDetail)
        let ranges = try Self.windowRanges()
        let shared = try Analyzer.analyze(spec, in: ranges, options: AnalysisOptions(jobs: 1))
        let alone = try Analyzer.analyze(spec, in: ranges, options: AnalysisOptions(jobs: 1, sharesEqualPlans: false))
        #expect(shared.statistics.environmentsAnalysed == 1)
        #expect(alone.statistics.environmentsAnalysed == 2)
        #expect(shared.states.map(\.state.id) == alone.states.map(\.state.id))
        for (mine, own) in zip(shared.states, alone.states) {
            #expect(Self.sorted(mine.findings).map { "\(Self.signature($0)) \($0.message.split(separator: ";").dropFirst())" }
                    == Self.sorted(own.findings).map { "\(Self.signature($0)) \($0.message.split(separator: ";").dropFirst())" }, "\(mine.state.id)")
        }
        let byID = Dictionary(uniqueKeysWithValues: shared.states.map { ($0.state.id, $0) })
        let hidden = try #require(byID["ipad-pro-11/landscape/stage-range/rtl/hidden/near-bottom"])
        let offscreen = try #require(hidden.findings.first { $0.kind == .offscreen })
        let window = try #require(offscreen.witness.flatMap { WindowRange.frame(in: $0.parameters) })
        #expect(window.width < 628)
        #expect(offscreen.witness?.frames["list"]?.x == window.width - 320)
        #expect(offscreen.witness?.frames["detail"]?.x == window.width - 628)
    }

    static func windowRanges() throws -> [Environment] {
        let ranges = try defaultSetup().catalog.addingWindowRanges(to: resolve(["ipad-pro-11/landscape/full"])).filter { $0.windowRange != nil }
        #expect(ranges.map(\.id) == ["ipad-pro-11/landscape/stage-range/ltr", "ipad-pro-11/landscape/stage-range/rtl"])
        return ranges
    }

    static func signature(_ finding: Finding) -> String {
        "\(finding.kind) \(finding.items) \(finding.constraints)"
    }

    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { signature($0) < signature($1) }
    }

    static func mirroredID(_ id: String) -> String {
        var parts = id.split(separator: "/").map(String.init)
        parts[3] = parts[3] == "rtl" ? "ltr" : "rtl"
        if parts[2].hasSuffix("-left") {
            parts[2] = String(parts[2].dropLast(5)) + "-right"
        } else if parts[2].hasSuffix("-right") {
            parts[2] = String(parts[2].dropLast(6)) + "-left"
        }
        return parts.joined(separator: "/")
    }

    /// The witness on the other side of the mirror: the floating keyboard's `x` parameter is its
    /// frame's x on the screen.
    static func reflect(_ witness: Witness, screenWidth: Rational, viewWidth: Rational) -> Witness {
        var mirrored = witness
        mirrored.keyboardFrame = reflect(witness.keyboardFrame, in: screenWidth)
        mirrored.guideFrame = reflect(witness.guideFrame, in: viewWidth)
        mirrored.frames = witness.frames.mapValues { reflect($0, in: viewWidth) }
        mirrored.alternativeFrames = witness.alternativeFrames.mapValues { reflect($0, in: viewWidth) }
        mirrored.overlap = witness.overlap.map { reflect($0, in: viewWidth) }
        if witness.parameters["x"] != nil { mirrored.parameters["x"] = mirrored.keyboardFrame.x }
        return mirrored
    }

    static func reflect(_ rect: Rect, in width: Rational) -> Rect {
        Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }
}
