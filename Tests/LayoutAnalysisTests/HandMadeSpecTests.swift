import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

/// Small specs whose answers are known by hand, on the 12.9" iPad in landscape, full screen
/// (1366 × 1024; safe area 24 top, 20 bottom; floating keyboard 320 × 260).
@Suite struct HandMadeSpecTests {
    static let fullScreen = ["ipad-pro-12-9/landscape/full/ltr"]

    @Test func conflictOnlyForPartOfTheRegion() throws {
        // A 700 pt panel must sit above the keyboard and below y = 100: only a floating keyboard
        // whose top is below 800 leaves room. Away from top, the floating keyboard's top ranges
        // over (102.4, 764]: below 800 never, so every floating away-from-top position conflicts —
        // but the docked keyboard (top ≥ 1024 − 498 = 526) conflicts too. Make the cut inside a
        // region instead: the panel is 500 high, so floating keyboards with top < 600 conflict and
        // those with top ≥ 600 do not.
        let result = try analyze("""
            kbcov: 1
            name: conflict for part of the region
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              panel: {}
            constraints:
              - { id: panelTop, rule: panel.top == 100 }
              - { id: panelHeight, rule: panel.height == 500 }
              - { id: panelAboveKeyboard, rule: panel.bottom <= keyboard.top }
              - panel.leading == view.leading
              - panel.width == 300
            """, in: Self.fullScreen)
        let state = "ipad-pro-12-9/landscape/full/ltr/floating/away-all"
        let conflicts = result.findings(.conflict, in: state)
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(Set(conflict.constraints) == ["panelTop", "panelHeight", "panelAboveKeyboard"])
        let witness = try #require(conflict.witness)
        #expect(witness.guideFrame.minY < 600)
        #expect(witness.frames.isEmpty)
        // Keyboards lower on the screen are fine: the hidden keyboard's guide is at 1004.
        #expect(result.findings(.conflict, in: "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom").isEmpty)
    }

    @Test func ambiguityOnlyWhenOneTrackedGroupIsOff() throws {
        // The badge's x is set only while the guide is away from leading and trailing.
        let result = try analyze("""
            kbcov: 1
            name: ambiguity
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              badge: { intrinsicSize: { width: 40, height: 40 } }
            constraints:
              - badge.top == safeArea.top
            tracked:
              - awayFrom: [leading, trailing]
                constraints:
                  - { id: badgeCentered, rule: badge.centerX == keyboard.centerX }
            """, in: Self.fullScreen)
        let ambiguous = Set(result.states(with: .ambiguous, item: "badge"))
        #expect(ambiguous.contains("ipad-pro-12-9/landscape/full/ltr/floating/near-leading"))
        #expect(ambiguous.contains("ipad-pro-12-9/landscape/full/ltr/floating/near-bottom-trailing"))
        #expect(!ambiguous.contains("ipad-pro-12-9/landscape/full/ltr/floating/away-all"))
        #expect(!ambiguous.contains("ipad-pro-12-9/landscape/full/ltr/docked/near-bottom"))
        let finding = try #require(result.findings(.ambiguous, in: "ipad-pro-12-9/landscape/full/ltr/floating/near-leading").first)
        let witness = try #require(finding.witness)
        let first = try #require(witness.frames["badge"]), second = try #require(witness.alternativeFrames["badge"])
        #expect(first.x != second.x)
        #expect(first.y == second.y && first.width == second.width && first.height == second.height)
    }

    @Test func offscreenOnlyNearTheTopEdge() throws {
        // A 100 pt banner above the keyboard leaves the screen only when the guide's top is above
        // y = 100; away from the top edge it is below 0.10 × 1024 = 102.4, so only near-top states.
        let result = try analyze("""
            kbcov: 1
            name: offscreen
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              banner: {}
            constraints:
              - banner.bottom == keyboard.top
              - banner.height == 100
              - banner.leading == view.leading
              - banner.width == 200
            """, in: Self.fullScreen)
        let offscreen = result.states(with: .offscreen, item: "banner")
        #expect(!offscreen.isEmpty)
        #expect(offscreen.allSatisfy { $0.hasSuffix("/near-top") || $0.contains("/near-top-") })
        #expect(offscreen.contains("ipad-pro-12-9/landscape/full/ltr/floating/near-top"))
        let finding = try #require(result.findings(.offscreen, in: "ipad-pro-12-9/landscape/full/ltr/floating/near-top").first)
        let banner = try #require(finding.witness?.frames["banner"])
        #expect(banner.minY < 0)
    }

    @Test func deadGroupIsReported() throws {
        let spec = try load("""
            kbcov: 1
            name: dead
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              box: { intrinsicSize: { width: 10, height: 10 } }
            constraints:
              - box.top == view.top
              - box.leading == view.leading
            tracked:
              - near: [leading, trailing]
                constraints:
                  - { id: neverActive, rule: box.width == 100 }
            """)
        let dead = ActiveConstraints.deadGroups(of: spec)
        #expect(dead.map(\.constraints) == [["neverActive"]])
        #expect(dead.first?.location.line == 10)
    }

    @Test func trackedGroupsNeverApplyWithoutFollowingTheUndockedKeyboard() throws {
        let result = try analyze("""
            kbcov: 1
            name: not following
            views:
              bar: { intrinsicSize: { width: 100, height: 44 } }
            constraints:
              - bar.bottom == keyboard.top
              - bar.leading == view.leading
            tracked:
              - near: [top]
                constraints:
                  - { id: barToBottom, rule: bar.bottom == safeArea.bottom }
            """, in: Self.fullScreen)
        #expect(result.warnings.contains { $0.code == .trackingNeverApplies })
        #expect(result.states.allSatisfy { !$0.active.contains("barToBottom") })
        // Not followed, the floating keyboard leaves the guide at the bottom: the bar sits on
        // the safe area's bottom and the keyboard floats over it where it overlaps.
        #expect(!result.states(with: .covered, item: "bar").filter { $0.contains("/floating/") }.isEmpty)
    }

    @Test func optionalConstraintLosesToAHigherPriority() throws {
        func label(cap priority: Int) -> String {
            """
            kbcov: 1
            name: priorities
            views:
              label: { intrinsicSize: { width: 200, height: 20 } }
            constraints:
              - label.top == safeArea.top
              - label.leading == safeArea.leading
              - { id: cap, rule: label.width <= 150 @\(priority) }
            """
        }
        // 800 beats the label's compression resistance (750): it is squeezed to 150, and the
        // finding names the constraint that wins.
        let squeezed = try analyze(label(cap: 800), in: Self.fullScreen)
        let finding = try #require(squeezed.allFindings.first { $0.kind == .squeezed })
        #expect(finding.constraints == ["cap"])
        #expect(finding.witness?.frames["label"]?.width == 150)
        #expect(squeezed.states(with: .squeezed).count == squeezed.states.filter(\.state.isReachable).count)
        // 700 loses to it: the label keeps its 200 pt everywhere.
        let kept = try analyze(label(cap: 700), in: Self.fullScreen)
        #expect(kept.allFindings.isEmpty)
    }
}

@Suite struct OlderSystemsTests {
    /// Below iOS 17 `usesBottomSafeArea: false` is ignored: the hidden guide keeps the 20 pt bottom
    /// safe area, so a bar on the guide that must reach within 10 pt of the view's bottom
    /// conflicts there — and only there.
    @Test func olderSystemsAreAnalysedWithTheDefault() throws {
        let hidden = "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom"
        let modern = try analyze(BarOnTheGuide.yaml(deploymentTarget: "17.0"), in: HandMadeSpecTests.fullScreen)
        #expect(modern.findings(.conflict, in: hidden).isEmpty)
        let older = try analyze(BarOnTheGuide.yaml(deploymentTarget: "16.0"), in: HandMadeSpecTests.fullScreen)
        let conflict = try #require(older.findings(.conflict, in: hidden).first)
        #expect(conflict.message.hasPrefix("before iOS 17"))
        #expect(conflict.constraints.contains("barAtScreenBottom"))
        #expect(older.warnings.contains { $0.code == .settingUnavailable })
    }
}

extension HandMadeSpecTests {
    /// An optional constraint on the keyboard and built-in items alone costs the same in every
    /// layout; it must not stop a witness from being confirmed.
    @Test func anOptionalConstraintOnTheKeyboardAloneDoesNotBlockConfirmation() throws {
        let result = try analyze("""
            kbcov: 1
            name: keyboard-only preference
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
              bar: { intrinsicSize: { width: 200, height: 44 } }
            constraints:
              - bar.leading == safeArea.leading + 16
              - bar.bottom == keyboard.top - 8
              - { id: keyboardLow, rule: keyboard.top >= safeArea.top + 2000 @500 }
            """, in: Self.fullScreen)
        #expect(result.states(with: .unknown).isEmpty)
        #expect(!result.states(with: .offscreen, item: "bar").isEmpty)
    }
}

extension HandMadeSpecTests {
    /// An aspect ratio relates a width to a height; through the right-to-left mirror a width
    /// stays a width, so the photo keeps its size and sits on the other side.
    @Test func aspectRatiosRelateWidthToHeight() throws {
        let result = try analyze("""
            kbcov: 1
            name: aspect ratio
            views:
              photo: {}
              caption: {}
            constraints:
              - photo.top == safeArea.top
              - photo.leading == safeArea.leading
              - photo.height == 300
              - photo.width == 4/3 * photo.height
              - caption.top == photo.bottom + 8
              - caption.leading == photo.leading
              - caption.width == photo.width
              - caption.height == 0.1 * photo.width
            """, in: ["ipad-pro-12-9/landscape/full"])
        #expect(result.allFindings.isEmpty, "\(result.allFindings.map(\.message))")
        let ltr = try analyze("""
            kbcov: 1
            name: aspect ratio offscreen
            views:
              photo: {}
            constraints:
              - photo.top == safeArea.top
              - photo.leading == safeArea.leading + 1000
              - photo.height == 300
              - photo.width == 4/3 * photo.height
            """, in: ["ipad-pro-12-9/landscape/full"])
        let left = try #require(ltr.findings(.offscreen, in: "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom").first?.witness?.frames["photo"])
        let right = try #require(ltr.findings(.offscreen, in: "ipad-pro-12-9/landscape/full/rtl/hidden/near-bottom").first?.witness?.frames["photo"])
        #expect(left.x == 1000 && left.width == 400)
        #expect(right.width == 400 && right.x == 1366 - 1000 - 400)
    }

    /// An onboarding step: a hero image of known size (920 × 736 pt) shown 160 pt high between the
    /// margins, and a caption label of known width in a 120 pt column. The image view scales its
    /// image at any size, so it is never squeezed; the caption, whose text is cut, is.
    @Test func anImageViewSmallerThanItsImageIsNotSqueezed() throws {
        let result = try analyze("""
            kbcov: 1
            name: onboarding step
            views:
              hero: { class: UIImageView, intrinsicSize: { width: 920, height: 736 } }
              caption: { class: UILabel, intrinsicSize: { width: 200, height: 20 } }
            constraints:
              - hero.top == safeArea.top + 20
              - hero.leading == margins.leading
              - hero.trailing == margins.trailing
              - hero.height == 160
              - caption.top == hero.bottom + 12
              - caption.leading == margins.leading
              - caption.width == 120
            """, in: Self.fullScreen)
        let squeezed = result.findings(.squeezed, in: "ipad-pro-12-9/landscape/full/ltr/hidden/near-bottom")
        #expect(squeezed.map(\.items) == [["caption"]], "\(squeezed.map(\.message))")
        #expect(squeezed.first?.message.hasPrefix("caption is squeezed to 120 pt wide, below its intrinsic 200 pt") == true)
    }
}
