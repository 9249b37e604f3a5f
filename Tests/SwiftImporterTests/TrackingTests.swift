import LayoutSpec
import Testing

/// The keyboard guide's tracking API and settings.
@Suite struct TrackingTests {
    @Test func edgesAsOneEdgeListsAndNames() throws {
        let spec = try importSwift(viewController("""
                view.keyboardLayoutGuide.followsUndockedKeyboard = true
                let sides: NSDirectionalRectEdge = [.leading, .trailing]
                let middle = [toolbar.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)]
                view.keyboardLayoutGuide.setConstraints(middle, activeWhenAwayFrom: sides)
                view.keyboardLayoutGuide.setConstraints([toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)],
                                                        activeWhenAwayFrom: .top)
                view.keyboardLayoutGuide.setConstraints([toolbar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)],
                                                        activeWhenNearEdge: NSDirectionalRectEdge.leading)
                view.keyboardLayoutGuide.setConstraints([toolbar.topAnchor.constraint(equalTo: view.topAnchor)],
                                                        activeWhenNearEdge: [.bottom, .trailing])
        """))
        #expect(spec.tracked.map(\.condition) == [.awayFrom([.leading, .trailing]), .awayFrom([.top]), .near([.leading]), .near([.bottom, .trailing])])
        #expect(spec.tracked.map(\.constraints.count) == [1, 1, 1, 1])
        #expect(spec.tracked[0].location.line == 12)
        #expect(spec.keyboardGuide.followsUndockedKeyboard)
    }

    @Test func removeAllTrackedConstraintsDropsEarlierGroups() throws {
        let spec = try importSwift(viewController("""
                view.keyboardLayoutGuide.followsUndockedKeyboard = true
                let old = toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
                view.keyboardLayoutGuide.setConstraints([old], activeWhenAwayFrom: .top)
                view.keyboardLayoutGuide.removeAllTrackedConstraints()
                let new = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
                view.keyboardLayoutGuide.setConstraints([new], activeWhenNearEdge: .top)
        """))
        #expect(spec.ruleLines == ["new: toolbar.bottom == safeArea.bottom"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func guideSettings() throws {
        let spec = try importSwift(viewController("""
                view.keyboardLayoutGuide.followsUndockedKeyboard = true
                view.keyboardLayoutGuide.usesBottomSafeArea = false
                view.keyboardLayoutGuide.keyboardDismissPadding = 20
                toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        """))
        #expect(spec.keyboardGuide.followsUndockedKeyboard)
        #expect(!spec.keyboardGuide.usesBottomSafeArea)
        #expect(spec.keyboardGuide.keyboardDismissPadding == 20)
        #expect(spec.keyboardGuide.explicitSettings["usesBottomSafeArea"]?.line == 10)
    }

    @Test func trackedGroupsWithoutFollowingTheUndockedKeyboardAreWarnedAbout() throws {
        let spec = try importSwift(viewController("""
                view.keyboardLayoutGuide.setConstraints([toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)],
                                                        activeWhenAwayFrom: .top)
        """))
        #expect(spec.warnings.map(\.code) == [.trackingNeverApplies])
    }
}
