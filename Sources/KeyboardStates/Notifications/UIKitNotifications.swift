import LayoutSpec

/// What UIKit posts for each keyboard transition (the notification model, Design §3): data with
/// its sources. Where the documentation is silent the entry's source says what is assumed.
public enum UIKitNotifications {
    private static let showing: [KeyboardNotification] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    private static let hiding: [KeyboardNotification] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    private static let docked: [KeyboardSituation] = [.docked, .dockedWithoutPredictiveBar]
    private static let apple = "Apple, UIResponder keyboardWillShowNotification / keyboardWillHideNotification / keyboardWillChangeFrameNotification: frames in screen coordinates, begin and end of the animation"

    public static let transitions: [NotificationTransition] = [
        NotificationTransition(
            "show docked", from: [.hidden], to: .docked, needs: .docked,
            posts: [PostedNotifications(showing, begin: .belowScreen, end: .docked)], source: apple),
        NotificationTransition(
            "predictive bar off", from: [.docked], to: .dockedWithoutPredictiveBar, needs: .docked,
            posts: [PostedNotifications(showing, end: .dockedWithoutPredictiveBar)],
            source: "seed 003's comments: toggling the predictive bar posts keyboardWillShow again with the new height"),
        NotificationTransition(
            "predictive bar on", from: [.dockedWithoutPredictiveBar], to: .docked, needs: .docked,
            posts: [PostedNotifications(showing, end: .docked)],
            source: "seed 003's comments: toggling the predictive bar posts keyboardWillShow again with the new height"),
        NotificationTransition(
            "hide", from: docked + [.shortcutsBar], to: .hidden, needs: .docked,
            posts: [PostedNotifications(hiding, end: .belowScreen)],
            source: apple + "; assumed: the end frame keeps the keyboard's height, below the screen"),
        NotificationTransition(
            "undock", from: docked, to: .undocked, needs: .undocked,
            posts: [PostedNotifications(hiding, end: .aboveScreen)],
            source: "themainthread.com, \"The iPad Split-Keyboard and (Missing) Notifications\" (2012) and a Stack Overflow question on the iPad split keyboard: keyboardWillHide and no keyboardWillShow while undocked, the end frame off the top of the screen; assumed: a docked-height frame just above the screen"),
        NotificationTransition(
            "split", from: docked, to: .split, needs: .split,
            posts: [PostedNotifications(hiding, end: .aboveScreen)],
            source: "as undock (themainthread.com, 2012; Stack Overflow, iPad split keyboard)"),
        NotificationTransition(
            "dock", from: [.undocked, .split], to: .docked, needs: .undocked,
            posts: [PostedNotifications(showing, begin: .belowScreen, end: .docked)],
            source: "assumed: docking again is announced as a keyboard shown from below the screen"),
        NotificationTransition(
            "float", from: docked, to: .floating, needs: .floating,
            posts: [PostedNotifications(hiding, end: .zero)],
            source: "freshOS/KeyboardLayoutGuide issue 37 and hackiftekhar/IQKeyboardManager issue 26: the floating keyboard is announced as hidden; assumed: with a zero-size end frame"),
        NotificationTransition(
            "dock the floating keyboard", from: [.floating], to: .docked, needs: .floating,
            posts: [PostedNotifications(showing, begin: .zero, end: .docked)],
            source: "assumed: docking the floating keyboard is announced as a keyboard shown, from a zero-size frame"),
        NotificationTransition(
            "attach a hardware keyboard", from: docked, to: .shortcutsBar, needs: .shortcutsBar,
            posts: [PostedNotifications(showing, end: .shortcutsBar)],
            source: "assumed: the software keyboard shrinks to the shortcuts bar, announced as a frame change with keyboardWillShow"),
        NotificationTransition(
            "show the shortcuts bar", from: [.hidden], to: .shortcutsBar, needs: .shortcutsBar,
            posts: [PostedNotifications(showing, begin: .belowScreen, end: .shortcutsBar)],
            source: "assumed: with a hardware keyboard, focusing a text field shows the shortcuts bar as a keyboard"),
        NotificationTransition(
            "the other app shows its keyboard", from: [.hidden], to: .otherAppDocked, needs: .docked,
            posts: [PostedNotifications(showing, begin: .belowScreen, end: .docked, isLocal: false)],
            source: "Apple, keyboardIsLocalUserInfoKey: every visible app is notified, the key is true only in the app that shows the keyboard (seed 004)"),
        NotificationTransition(
            "the other app hides its keyboard", from: [.otherAppDocked], to: .hidden, needs: .docked,
            posts: [PostedNotifications(hiding, end: .belowScreen, isLocal: false)],
            source: "Apple, keyboardIsLocalUserInfoKey (seed 004)"),
    ]

    /// What an app in a Stage Manager window is told: the documentation says nothing of windows.
    public static let stageManagerWindows = "keyboard notifications in a Stage Manager window: assumed posted as in full screen, "
        + "with frames in screen coordinates that a handler must convert to its view (Apple, keyboardFrameEndUserInfoKey: screen "
        + "coordinates; seed 002: with Stage Manager the notifications do not always arrive)"

    /// Rotating the device, which moves the app to the other orientation's environment: the
    /// situation stays, and a keyboard that is up is announced again with the new orientation's
    /// frame. `from` and `to` are the same situation.
    public static let rotations: [NotificationTransition] = [
        NotificationTransition(
            "rotate", from: [.hidden], to: .hidden, needs: .docked, posts: [],
            source: "Apple, keyboardWillShowNotification: keyboard notifications tell the keyboard's own changes; a hidden keyboard has none to tell"),
        NotificationTransition(
            "rotate", from: [.docked], to: .docked, needs: .docked,
            posts: [PostedNotifications(showing, end: .docked)], source: rotationSource),
        NotificationTransition(
            "rotate", from: [.dockedWithoutPredictiveBar], to: .dockedWithoutPredictiveBar, needs: .docked,
            posts: [PostedNotifications(showing, end: .dockedWithoutPredictiveBar)], source: rotationSource),
    ]

    private static let rotationSource = "seed 003 and its comments: the keyboard's frame changes on rotation and handlers must follow it; "
        + "Apple, keyboardFrameBeginUserInfoKey / keyboardFrameEndUserInfoKey: the frames reflect the device's current orientation; "
        + "assumed: keyboardWillShow and keyboardWillChangeFrame again from the frame before, as for a height change "
        + "(apontious.com, \"Keyboard Schmeeboard\", 2013, reports iOS 5 and 6 posting keyboardWillHide, then keyboardWillShow)"
}
