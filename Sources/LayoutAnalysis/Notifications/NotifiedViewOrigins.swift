import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The root view's `frame.origin.y` in a keyboard state: what its keyboard handlers leave after
/// the notifications UIKit posts on the way to the state's keyboard, from the app's own keyboard
/// or, in Split View, the other app's. The view's content moves with it.
struct NotifiedViewOrigin: Hashable, Sendable {
    /// Of the keyboard's variables where the notifications told of the state's own keyboard frame.
    var origin: LinearForm
    /// Whose keyboard the notifications told of, and which: the state's own, or the other app's.
    var situation: KeyboardSituation

    /// What tells groups of states apart (`EnvironmentPlan`).
    var key: String { "view origin \(origin.key) (\(situation.rawValue))" }
}

extension KeyboardViewMove {
    /// The view's origin in a state of `keyboard` (`NotifiedGeometry.arrivals`); none while the
    /// keyboard is hidden, where the view is where the code put it.
    func notifiedOrigins(keyboard: KeyboardType, in environment: Environment) -> [NotifiedViewOrigin] {
        NotifiedGeometry(environment: environment).arrivals(through: updates, from: initialOrigin, keyboard: keyboard).map {
            NotifiedViewOrigin(origin: $0.value, situation: $0.situation)
        }
    }
}

extension LayoutSpec {
    /// The root view's notified origins in a state of `keyboard`; none where no handler moves it.
    func notifiedViewOrigins(keyboard: KeyboardType, in environment: Environment) -> [NotifiedViewOrigin] {
        keyboardViewMove?.notifiedOrigins(keyboard: keyboard, in: environment) ?? []
    }
}
