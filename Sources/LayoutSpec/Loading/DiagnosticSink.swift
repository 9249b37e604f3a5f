/// Collects the diagnostics of one file while it is read, so that every problem is reported,
/// not only the first.
final class DiagnosticSink {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.error(code, at: location, message))
    }

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func warning(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.warning(code, at: location, message))
    }

    /// Diagnostics of `severity` in file order; diagnostics at the same place keep their order.
    func sorted(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        diagnostics.enumerated()
            .filter { $0.element.severity == severity }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
