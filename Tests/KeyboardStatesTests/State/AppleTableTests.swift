import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

/// Apple's documented near/away table (Documentation/Design.md §3), checked on the states derived from the
/// geometry of every built-in environment.
@Suite struct AppleTableTests {
    private var reachable: [KeyboardState] { Fixtures.states.filter(\.isReachable) }

    @Test func everyEnvironmentHasStates() {
        let environments = Set(reachable.map(\.environment.id))
        #expect(environments.count == Fixtures.environments.count)
    }

    @Test func noNearSetOutsideTheTable() {
        for state in Fixtures.states {
            #expect(NearEdgeRules.allowedNearSets(for: state.keyboard).contains(state.near), "\(state.id)")
        }
    }

    @Test func dockedIsNearBottomOnlyAndAlwaysReachable() {
        for environment in Fixtures.environments {
            let docked = Fixtures.states.filter { $0.environment == environment && $0.keyboard == .docked }
            #expect(docked.map(\.near) == [[.bottom]], "\(environment.id)")
            #expect(docked.allSatisfy { $0.isReachable }, "\(environment.id)")
        }
    }

    @Test func hiddenIsNearBottomOnly() {
        for state in reachable where state.keyboard == .hidden {
            #expect(state.near == [.bottom], "\(state.id)")
        }
    }

    @Test func neverNearMoreThanTwoEdgesAndPairsAreAdjacent() {
        for state in reachable {
            #expect(state.near.count <= 2, "\(state.id)")
            #expect(!state.near.isSuperset(of: [.top, .bottom]), "\(state.id)")
            #expect(!state.near.isSuperset(of: [.leading, .trailing]), "\(state.id)")
        }
    }

    @Test func splitAndUndockedAreAwayFromTheSides() {
        for state in reachable where state.keyboard == .split || state.keyboard == .undocked {
            #expect(state.near.isDisjoint(with: [.leading, .trailing]), "\(state.id)")
        }
    }

    @Test func shortcutsBarIsNearBottomNeverTop() {
        for state in reachable where state.keyboard == .shortcutsBar {
            #expect(state.near.contains(.bottom) && !state.near.contains(.top), "\(state.id)")
        }
    }

    @Test func narrowWindowsAreNeverNearLeadingOrTrailing() {
        let narrow = reachable.filter { $0.environment.window.isNarrowMultitaskingWindow }
        #expect(!narrow.isEmpty)
        for state in narrow {
            #expect(state.near.isDisjoint(with: [.leading, .trailing]), "\(state.id)")
        }
    }

    @Test func floatingCanBeNearEveryAllowedSetInAFullWindow() {
        for environment in Fixtures.environments where environment.window == .full && environment.idiom == .pad {
            let floating = reachable.filter { $0.environment == environment && $0.keyboard == .floating }
            #expect(Set(floating.map(\.near)) == Set(NearEdgeRules.allowedNearSets(for: .floating)), "\(environment.id)")
        }
    }

    @Test func iPhonesOfferOnlyHiddenAndDocked() {
        for state in Fixtures.states where state.environment.idiom == .phone {
            #expect([KeyboardType.hidden, .docked].contains(state.keyboard))
        }
    }

    /// The known disagreement: in 1/3 Split View the thresholds put a floating keyboard over the
    /// window near one side; the table says away, the table wins, and the state says so.
    @Test func oneThirdSplitViewOverrideIsPinnedAndListed() throws {
        let environment = try #require(Fixtures.environment("ipad-mini/portrait/split-third-left/ltr"))
        let frame = Rect(x: 100, y: 400, width: 320, height: 260)
        let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .floating, in: environment, settings: Fixtures.following)
        #expect(guide.frame == Rect(x: 100, y: 400, width: 220, height: 260))
        #expect(NearThresholds.nearEdges(of: guide.frame, in: environment) == [.trailing])
        #expect(guide.nearEdges(keyboard: .floating, in: environment) == [])

        let state = try #require(Fixtures.statesByID["ipad-mini/portrait/split-third-left/ltr/floating/away-all"])
        #expect(state.region.contains([100, 400], configuration: .floating))
        #expect(state.notes.contains { $0.contains("they alone give near-trailing") && $0.contains("1/3 Split View") })
    }

    /// Apple's table says split and undocked keyboards are away from the bottom; the thresholds
    /// decide (Documentation/Design.md §3) and every environment where they allow near-bottom says so.
    @Test func undockedNearBottomIsReported() {
        let nearBottom = reachable.filter { ($0.keyboard == .undocked || $0.keyboard == .split) && $0.near == [.bottom] }
        #expect(!nearBottom.isEmpty)
        for state in nearBottom {
            #expect(state.notes.contains { $0.hasPrefix("near the bottom: Apple's table says") }, "\(state.id)")
        }
        let reported = StateSpace.undockedNearBottomEnvironments(Fixtures.states)
        #expect(reported == Array(Set(nearBottom.map(\.environment.id))).sorted())
    }

    @Test func notFollowingTheUndockedKeyboardLeavesOnlyTheHiddenGuide() throws {
        let environment = try #require(Fixtures.environment("ipad-pro-12-9/landscape/split-half-right/ltr"))
        let states = StateSpace.states(in: environment, guide: KeyboardGuideSettings(followsUndockedKeyboard: false))
        for state in states.filter(\.isReachable) where state.keyboard.isUndocked {
            #expect(state.near == [.bottom], "\(state.id)")
            #expect(state.region.pieces.allSatisfy { !$0.guideFollowsKeyboard })
        }
        let floating = try #require(states.first { $0.id.hasSuffix("floating/near-bottom") })
        #expect(floating.region.bounds?.x == ValueRange(min: 0, max: 1046))
    }
}
