import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

/// Layouts that leave freedom: ambiguity reported once per item and state with readable
/// witnesses, and offscreen/squeezed/covered only when every resolved layout shows them. On the
/// 12.9" iPad in landscape, full screen (1366 × 1024), unless said otherwise.
@Suite struct FreedomSpecTests {
    static let fullScreen = ["ipad-pro-12-9/landscape/full/ltr"]

    /// `stack` is 250 high and its bottom 20 above `content`'s; nothing else is placed.
    static let twoConstraints = """
        kbcov: 1
        name: Two constraints
        views: { stack: {}, content: {} }
        constraints:
          - stack.height == 250
          - stack.bottom == content.bottom - 20
        """

    /// The two constraints: `stack` is 250 high, `content`'s bottom 20 below it, the rest
    /// free. It used to come back `unknown` (a witness chosen at the ±1,000,000 bound fell on the
    /// edge of a strict condition); the answer is ambiguity of both views, nothing else.
    @Test func twoConstraintsAreAmbiguousNotUnknown() throws {
        let result = try analyze(Self.twoConstraints, in: ["quick"])
        #expect(result.count(of: .unknown) == 0)
        #expect(result.states.allSatisfy { $0.method == .exact || !$0.state.isReachable })
        for state in result.states where state.state.isReachable {
            let kinds = state.findings.map { "\($0.kind) \($0.items.joined())" }.sorted()
            #expect(kinds == ["ambiguous content", "ambiguous stack"], "\(state.state.id)")
        }
        let iphone = try #require(result.states.first { $0.state.id.hasPrefix("iphone-se/portrait/full/ltr/docked") })
        let stack = try #require(iphone.findings.first { $0.items == ["stack"] })
        #expect(stack.message.contains("free: x, y, width)"))
        #expect(stack.message.contains("an always-active one is missing"))
        let witness = try #require(stack.witness)
        #expect(witness.frames["stack"]?.height == 250 && witness.alternativeFrames["stack"]?.height == 250)
        #expect(witness.frames["stack"] != witness.alternativeFrames["stack"])
        for finding in result.allFindings { try expectReadable(finding) }
    }

    /// The wireframe's bottom follows the keyboard only away from the bottom edge: with a docked
    /// keyboard (always near the bottom) it has no height. One `ambiguous` per such state, naming
    /// `height` and the inactive constraint; no offscreen or squeezed for a height that only some
    /// layouts make negative or too tall.
    @Test func heightFreeOnlyWhereTheTrackedGroupIsOff() throws {
        let result = try analyze("""
            kbcov: 1
            name: Wireframe
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              wireframe: {}
            constraints:
              - wireframe.top == safeArea.top + 20
              - wireframe.leading == safeArea.leading + 20
              - wireframe.trailing == safeArea.trailing - 20
            tracked:
              - awayFrom: [bottom]
                constraints:
                  - { id: wireframeAboveKeyboard, rule: wireframe.bottom == keyboard.top - 8 }
            """, in: Self.fullScreen)
        let docked = "ipad-pro-12-9/landscape/full/ltr/docked/near-bottom"
        let hidden = "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom"
        for state in [docked, hidden] {
            let findings = result.states.first { $0.state.id == state }?.findings ?? []
            #expect(findings.count == 1, "\(state): \(findings.map(\.message))")
            let finding = try #require(findings.first)
            #expect(finding.kind == .ambiguous)
            #expect(finding.items == ["wireframe"])
            #expect(finding.constraints == ["wireframeAboveKeyboard"])
            #expect(finding.message.contains("(free: height)"))
            #expect(finding.message.contains("inactive in this state: wireframeAboveKeyboard"))
            let witness = try #require(finding.witness)
            let first = try #require(witness.frames["wireframe"]), second = try #require(witness.alternativeFrames["wireframe"])
            #expect(first.y == 44 && second.y == 44 && first.x == 20 && first.width == 1326)
            #expect((second.height - first.height).magnitude == 100)
            try expectReadable(finding)
        }
        // Away from the bottom the group pins the height: no finding at all.
        #expect(result.findings(.ambiguous, in: "ipad-pro-12-9/landscape/full/ltr/floating/away-all").isEmpty)
        #expect(result.count(of: .unknown) == 0)
        #expect(result.states.allSatisfy { $0.method != .incomplete })
    }

    /// A banner placed below the view with a free x: every resolved layout is offscreen, so
    /// `offscreen` is still reported (with the ambiguity of its x).
    @Test func offscreenInEveryResolvedLayoutIsReported() throws {
        let result = try analyze("""
            kbcov: 1
            name: Below the view
            views:
              banner: {}
            constraints:
              - banner.top == view.bottom + 10
              - banner.height == 40
              - banner.width == 100
            """, in: Self.fullScreen)
        let state = "ipad-pro-12-9/landscape/full/ltr/docked/near-bottom"
        let offscreen = result.findings(.offscreen, in: state)
        #expect(offscreen.count == 1)
        let frame = try #require(offscreen.first?.witness?.frames["banner"])
        #expect(frame.y == 1034 && frame.height == 40)
        let ambiguous = result.findings(.ambiguous, in: state)
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.message.contains("(free: x)") == true)
        for finding in result.allFindings { try expectReadable(finding) }
    }

    /// The same banner at the top of the safe area: only some of its resolved layouts leave the
    /// screen (those with x out of range), so the only finding is its ambiguity, which says so.
    @Test func offscreenInSomeResolvedLayoutsIsPartOfTheAmbiguity() throws {
        let result = try analyze("""
            kbcov: 1
            name: Free x
            views:
              banner: {}
            constraints:
              - banner.top == safeArea.top
              - banner.height == 40
              - banner.width == 100
            """, in: Self.fullScreen)
        #expect(result.count(of: .offscreen) == 0)
        for state in result.states where state.state.isReachable {
            #expect(state.findings.map(\.kind) == [.ambiguous], "\(state.state.id)")
            #expect(state.findings.first?.message.contains("it can leave the screen") == true)
            #expect(state.method == .exact)
        }
    }

    /// Freedom that depends on the keyboard: the box may be anywhere between the leading margin
    /// and the keyboard's leading edge. Reported as ambiguous with two readable frames.
    @Test func boundedFreedomHasReadableWitnesses() throws {
        let result = try analyze("""
            kbcov: 1
            name: bounded
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              box: { intrinsicSize: { width: 100, height: 100 } }
            constraints:
              - box.leading >= safeArea.leading + 16
              - box.trailing <= keyboard.leading
              - box.top == safeArea.top + 20
            """, in: Self.fullScreen)
        let ambiguous = result.allFindings.filter { $0.kind == .ambiguous }
        #expect(!ambiguous.isEmpty)
        for finding in ambiguous {
            #expect(finding.message.contains("(free: x)"), "\(finding.message)")
            try expectReadable(finding)
        }
        #expect(result.count(of: .unknown) == 0)
    }

    /// Freedom that goes one way only (at least 44 high, no more said): only some resolved layouts
    /// reach below the view, so the finding is the ambiguity, and the state's method says that the
    /// region was not searched further for a position where every layout is offscreen.
    @Test func oneWayFreedomFoldsAtTheWitness() throws {
        let result = try analyze("""
            kbcov: 1
            name: one way
            views:
              note: {}
            constraints:
              - note.top == safeArea.top
              - note.leading == safeArea.leading
              - note.width == 100
              - note.height >= 44
            """, in: Self.fullScreen)
        #expect(result.count(of: .offscreen) == 0 && result.count(of: .unknown) == 0)
        let state = try #require(result.states.first { $0.state.id == "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom" })
        #expect(state.method == .foldedAtWitness)
        let finding = try #require(state.findings.first)
        #expect(state.findings.count == 1 && finding.kind == .ambiguous)
        #expect(finding.message.contains("(free: height)") && finding.message.contains("it can leave the screen"))
        let witness = try #require(finding.witness)
        #expect(witness.frames["note"]?.height == 44 && witness.alternativeFrames["note"]?.height == 144)
    }

    /// Freedom changes nothing about determinism: the same results whatever `--jobs`, with and
    /// without sharing equal plans, with the naive strategy, and right to left is the mirror of
    /// left to right, witness numbers included.
    @Test func freeLayoutsAreDeterministicAndKeepTheMirrorLaw() throws {
        let spec = try load(CommentComposer.yaml)
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-left", "ipad-pro-12-9/landscape/split-half-right", "iphone-16/portrait"])
        let own = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(sharesEqualPlans: false))
        var results = [own]
        results.append(try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2)))
        results.append(try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 1)))
        results.append(try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(strategy: .naive)))
        let states = results.map(\.states)
        #expect(states.allSatisfy { $0 == states[0] })
        #expect(own.count(of: .ambiguous) > 0 && own.count(of: .unknown) == 0)
        let byID = Dictionary(uniqueKeysWithValues: own.states.map { ($0.state.id, $0) })
        var compared = 0
        for rightToLeft in own.states where rightToLeft.state.environment.direction == .rtl {
            let twin = try #require(byID[MirrorLawTests.mirroredID(rightToLeft.state.id)])
            let environment = rightToLeft.state.environment
            let (findings, twinFindings) = (MirrorLawTests.sorted(rightToLeft.findings), MirrorLawTests.sorted(twin.findings))
            #expect(findings.map(MirrorLawTests.signature) == twinFindings.map(MirrorLawTests.signature), "\(rightToLeft.state.id)")
            for (finding, twinFinding) in zip(findings, twinFindings) {
                let mirrored = twinFinding.witness.map {
                    MirrorLawTests.reflect($0, screenWidth: environment.screenSize.width, viewWidth: environment.viewSize.width)
                }
                #expect(finding.witness == mirrored, "\(rightToLeft.state.id): \(finding.message)")
                compared += 1
            }
        }
        #expect(compared > 0)
    }
}

/// No witness coordinate beyond ±100,000 — the scale of a screen, not of a solver's bound.
func expectReadable(_ finding: Finding, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    guard let witness = finding.witness else { return }
    let rects = [witness.keyboardFrame, witness.guideFrame] + Array(witness.frames.values) + Array(witness.alternativeFrames.values)
        + (witness.overlap.map { [$0] } ?? [])
    for rect in rects {
        for value in rect.components {
            #expect(value.magnitude <= 100_000, "\(finding.kind) \(finding.items): \(rect)", sourceLocation: sourceLocation)
        }
    }
}
