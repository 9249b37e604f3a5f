/// Collects the diagnostics of one file while it is read, so that every problem is reported,
/// not only the first.
public final class DiagnosticSink {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) { self.file = file }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func error(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.error(code, at: location, message))
    }

    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func warning(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.warning(code, at: location, message))
    }

    /// Diagnostics of `severity` in file order; diagnostics at the same place keep their order.
    public func sorted(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        diagnostics.enumerated()
            .filter { $0.element.severity == severity }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
