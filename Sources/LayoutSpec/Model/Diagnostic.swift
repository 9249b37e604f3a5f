/// A problem found in a user's input, with where it is and what was expected.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// The class of a problem: stable, so tests and tools can match on it.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        case unreadableFile
        case yamlSyntax
        case xmlSyntax
        case wrongType
        case missingKey
        case unknownKey
        case unsupportedVersion
        case ruleSyntax
        case unknownItem
        case unknownAnchor
        case mixedAxes
        case duplicateIdentifier
        case priorityOutOfRange
        case invalidNumber
        case emptyEdgeList
        case invalidEdge
        case invalidValue
        case unknownEnvironment
        case unsupportedConstruct
        case trackingNeverApplies
        case unreliableGuide
        case settingUnavailable
        /// A keyboard notification handler kbcov found but could not turn into a rule: the
        /// screen is partly analysed (`SkippedInput.Reason.partlyAnalysed`), never clean.
        case keyboardHandlerNotModelled
        /// The screen rotates to fewer orientations on iPhone than the catalog has: kbcov
        /// analyses it in those only (`PhoneOrientations`).
        case orientationsLimited
        /// Beyond one of `InputLimits`: too big, too deep or too many of something.
        case inputTooLarge
    }

    public var severity: Severity
    public var code: Code
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ code: Code, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
    }

    public static func error(_ code: Code, at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, code, at: location, message)
    }

    public static func warning(_ code: Code, at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, code, at: location, message)
    }

    /// `specs/a.yaml:3:5: error: message [code]`, the form compilers and editors understand.
    /// Control characters in the message (quoted from a hostile file) are written as `\u{1B}`,
    /// so a diagnostic is one line and cannot drive the terminal.
    public var description: String { "\(location): \(severity.rawValue): \(Diagnostic.printable(message)) [\(code.rawValue)]" }

    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: \.isControl) else { return text }
        return text.unicodeScalars.map { $0.isControl ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }
}

/// The diagnostics of a file that could not be loaded.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Unicode.Scalar {
    /// C0 and C1 control characters, DEL included: what a name or identifier never contains.
    var isControl: Bool { properties.generalCategory == .control }
}
