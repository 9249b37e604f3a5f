import ExactGeometry
import KeyboardStates
import LayoutSpec

/// A scroll view's bottom content inset in a keyboard state: what its keyboard handlers leave
/// after the notifications UIKit posts on the way to the state's keyboard, from the app's own
/// keyboard or, in Split View, the other app's.
struct NotifiedInset: Hashable, Sendable {
    var scrollView: String
    /// Of the keyboard's variables where the notifications told of the state's own keyboard frame.
    var inset: LinearForm
    /// Whose keyboard the notifications told of, and which: the state's own, or the other app's.
    var situation: KeyboardSituation
    var textInputs: [String]
}

extension KeyboardInset {
    /// The inset this scroll view has in a state of `keyboard`: one per keyboard the notifications
    /// may have told of (`situations`), the same inset once; none while the keyboard is hidden.
    func notifiedInsets(keyboard: KeyboardType, in environment: Environment) -> [NotifiedInset] {
        NotifiedGeometry(environment: environment).arrivals(through: updates, from: initialInset, keyboard: keyboard).map {
            NotifiedInset(scrollView: scrollView, inset: $0.value, situation: $0.situation, textInputs: textInputs)
        }
    }

    /// The keyboards an app's notifications may have told of when a state's keyboard is up. In a
    /// Split View or Slide Over window the docked keyboard may be the other app's: every visible
    /// app is notified, `keyboardIsLocalUserInfoKey` false (Apple's documentation of the key;
    /// seed 004, whose screen the other app's keyboard covers).
    static func situations(of keyboard: KeyboardType, in window: WindowKind) -> [KeyboardSituation] {
        let own = KeyboardSituation(keyboard)
        switch (own, window) {
        case (.hidden, _): return []
        case (.docked, .split), (.docked, .slideOver): return [.docked, .otherAppDocked]
        default: return [own]
        }
    }
}

extension NotifiedGeometry {
    /// What `updates` leave of `initial` in a state of `keyboard`: one value per keyboard the
    /// notifications on the way there may have told of (`KeyboardInset.situations`), the same
    /// value once; none while the keyboard is hidden.
    func arrivals(through updates: [KeyboardHandling.Update], from initial: Rational, keyboard: KeyboardType)
        -> [(value: LinearForm, situation: KeyboardSituation)] {
        // The last notifications on the way to a docked keyboard or the shortcuts bar tell the state's own frame.
        let toldFrame = keyboard == .docked || keyboard == .shortcutsBar
        var values: [(value: LinearForm, situation: KeyboardSituation)] = []
        for situation in KeyboardInset.situations(of: keyboard, in: environment.window) {
            guard let left = replay(updates, from: LinearForm(constant: initial), frame: hiddenFrame,
                                    through: UIKitNotifications.arrival(at: situation), keyboardAtEnd: toldFrame),
                  !values.contains(where: { $0.value == left.value }) else { continue }
            values.append((left.value, situation))
        }
        return values
    }
}

extension NotifiedInset {
    /// What tells groups of states apart (`EnvironmentPlan`): the scroll view and its inset.
    var key: String {
        "\(scrollView) inset \(inset.key) (\(situation.rawValue))"
    }
}

extension LayoutSpec {
    /// Every scroll view's notified insets in a state of `keyboard`.
    func notifiedInsets(keyboard: KeyboardType, in environment: Environment) -> [NotifiedInset] {
        keyboardInsets.flatMap { $0.notifiedInsets(keyboard: keyboard, in: environment) }
    }
}
