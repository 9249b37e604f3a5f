import KeyboardStates
import LayoutSpec
import Testing

/// What UIKit posts on the way from the hidden keyboard to each keyboard an app's handlers see.
@Suite struct NotificationArrivalTests {
    static func names(_ situation: KeyboardSituation) -> [[KeyboardNotification]] {
        UIKitNotifications.arrival(at: situation).map(\.names)
    }

    static let showing: [KeyboardNotification] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    static let hiding: [KeyboardNotification] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]

    @Test func theHiddenKeyboardIsReachedByNothing() {
        #expect(Self.names(.hidden).isEmpty)
    }

    @Test func theDockedKeyboardAndTheShortcutsBarAreShown() {
        #expect(Self.names(.docked) == [Self.showing])
        #expect(Self.names(.shortcutsBar) == [Self.showing])
    }

    /// Undocked, split and floating keyboards are announced as the docked one hiding.
    @Test(arguments: [KeyboardSituation.undocked, .split, .floating])
    func undockedKeyboardsAreShownThenAnnouncedAsHidden(situation: KeyboardSituation) {
        #expect(Self.names(situation) == [Self.showing, Self.hiding])
        #expect(UIKitNotifications.arrival(at: situation).allSatisfy { $0.isLocal })
    }

    @Test func aStateKeyboardIsTheSituationItsNotificationsSee() {
        #expect(KeyboardSituation(.dockedDrag) == .docked)
        #expect(KeyboardSituation(.shortcutsBar) == .shortcutsBar)
        #expect(KeyboardSituation(.hidden) == .hidden)
    }
}
