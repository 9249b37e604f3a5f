import ExactGeometry

/// How keyboard notification handlers change one constraint's `constant`, statement by
/// statement, as the code writes them: the state a handler carries from one notification to the
/// next. The constraint's rule holds the constant the handlers give after the keyboard comes up
/// from hidden; this model lets the analysis replay any sequence of notifications
/// (`NotificationSequences`) and find a constant that drifts.
public struct KeyboardHandling: Hashable, Sendable {
    /// One statement of a handler that sets the constant or adds to it.
    public struct Update: Hashable, Sendable {
        /// `'keyboardWillShow(_:)'`, or `the closure observing keyboardWillShow at line 12`.
        public var handler: String
        /// The notifications that run it; empty when kbcov saw no registration (named by the handler's name then).
        public var notifications: [KeyboardNotification]
        /// `+=` / `-=` rather than `=`.
        public var isRelative: Bool
        /// What is set or added, of the notification's end frame (`keyboardFrame`, in the view's
        /// coordinates), the root `view` and its `safeArea`.
        public var value: LinearExpression
        /// What it adds of the begin frame (`keyboardFrame` standing for the begin frame here):
        /// `-= end.minY - begin.minY` has `value` `-keyboardFrame.top` and `beginValue` `keyboardFrame.top`.
        public var beginValue: LinearExpression
        /// A guard on `keyboardIsLocalUserInfoKey`: the handler ignores the other app's keyboard.
        public var onlyWhenLocal: Bool
        public var location: SourceLocation

        public init(handler: String, notifications: [KeyboardNotification], isRelative: Bool, value: LinearExpression,
                    beginValue: LinearExpression = LinearExpression(), onlyWhenLocal: Bool = false, location: SourceLocation) {
            self.handler = handler
            self.notifications = notifications
            self.isRelative = isRelative
            self.value = value
            self.beginValue = beginValue
            self.onlyWhenLocal = onlyWhenLocal
            self.location = location
        }

        public func runs(on notification: KeyboardNotification) -> Bool {
            notification.runs(handler: handler, registeredFor: notifications)
        }
    }

    /// The constraint's id.
    public var constraint: String
    /// The constant before any notification: what the code or the storyboard sets.
    public var initialConstant: Rational
    public var updates: [Update]

    public init(constraint: String, initialConstant: Rational, updates: [Update]) {
        self.constraint = constraint
        self.initialConstant = initialConstant
        self.updates = updates
    }
}
