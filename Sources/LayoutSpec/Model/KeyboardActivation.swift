/// How keyboard notification handlers switch one constraint on and off — `isActive = false`,
/// `NSLayoutConstraint.activate([…])` in `keyboardWillShow(_:)` — as the code writes them. The
/// constraint is in the spec's `constraints`; which of its states have it active is decided by
/// replaying the notifications UIKit posts on the way to each keyboard (imported code only).
public struct KeyboardActivation: Hashable, Sendable {
    /// One statement of a handler that activates or deactivates the constraint.
    public struct Toggle: Hashable, Sendable {
        /// `'keyboardWillShow(_:)'`, or `the closure observing keyboardWillShow at line 12`.
        public var handler: String
        /// The notifications that run it; empty when kbcov saw no registration (named by the handler's name then).
        public var notifications: [KeyboardNotification]
        public var isActive: Bool
        /// A guard on `keyboardIsLocalUserInfoKey`: the handler ignores the other app's keyboard.
        public var onlyWhenLocal: Bool
        public var location: SourceLocation

        public init(handler: String, notifications: [KeyboardNotification], isActive: Bool, onlyWhenLocal: Bool = false,
                    location: SourceLocation) {
            self.handler = handler
            self.notifications = notifications
            self.isActive = isActive
            self.onlyWhenLocal = onlyWhenLocal
            self.location = location
        }

        public func runs(on notification: KeyboardNotification) -> Bool {
            notification.runs(handler: handler, registeredFor: notifications)
        }
    }

    /// The constraint's id.
    public var constraint: String
    /// Whether the code activates it before any notification.
    public var initiallyActive: Bool
    public var toggles: [Toggle]

    public init(constraint: String, initiallyActive: Bool, toggles: [Toggle]) {
        self.constraint = constraint
        self.initiallyActive = initiallyActive
        self.toggles = toggles
    }

    /// Whether the constraint is active after UIKit posts `notifications`, in order, to an app
    /// whose keyboard it is (`isLocal`) or not.
    public func isActive(after notifications: [(name: KeyboardNotification, isLocal: Bool)]) -> Bool {
        notifications.reduce(initiallyActive) { active, posted in
            toggles.last { $0.runs(on: posted.name) && (posted.isLocal || !$0.onlyWhenLocal) }?.isActive ?? active
        }
    }
}
