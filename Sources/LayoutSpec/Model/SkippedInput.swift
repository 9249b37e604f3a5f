/// An input kbcov was given but did not analyse, and why. It is a result, never a clean screen:
/// every report lists it, and a run with one does not exit 0 (README, "Exit codes"). Every
/// importer says so the same way: a Swift file that is no screen or has no layout, an Interface
/// Builder file whose screen could not be read.
public struct SkippedInput: Hashable, Sendable {
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// Views, cells or controls that no analysed view controller places: kbcov analyses
        /// screens, a view controller's root view.
        case notAScreen = "not-a-screen"
        /// No layout kbcov could read: no active or tracked constraints.
        case nothingToAnalyse = "nothing-to-analyse"
        /// A screen analysed without part of its keyboard handling: a handler kbcov found but
        /// could not model (`Diagnostic.Code.keyboardHandlerNotModelled`). The screen's own
        /// result is reported too; this entry says what it leaves out.
        case partlyAnalysed = "partly-analysed"

        /// How reports name it.
        public var phrase: String {
            switch self {
            case .notAScreen: "not a screen"
            case .nothingToAnalyse: "nothing to analyse"
            case .partlyAnalysed: "partly analysed"
            }
        }
    }

    public var path: String
    /// The type or screen the input holds, or the file's name.
    public var name: String
    public var reason: Reason
    /// One line saying what kbcov found and what it analyses.
    public var message: String
    public var location: SourceLocation
    /// What the import skipped on the way, located.
    public var warnings: [Diagnostic]

    public init(path: String, name: String, reason: Reason, message: String, location: SourceLocation, warnings: [Diagnostic] = []) {
        self.path = path
        self.name = name
        self.reason = reason
        self.message = message
        self.location = location
        self.warnings = warnings
    }

    /// `path:line:column: note: <reason>: <message>`, one line.
    public var description: String { "\(location): note: \(reason.phrase): \(message)" }
}
