import Foundation
import LayoutSpec

/// The diagnostics of one import, each reported once however often the same construct is met
/// (a helper called twice, a name used in several places).
final class ImportDiagnostics {
    private(set) var all: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    var errors: [Diagnostic] { sorted(.error) }
    var warnings: [Diagnostic] { sorted(.warning) }

    func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.message = Self.oneLine(diagnostic.message)
        if seen.insert(diagnostic).inserted { all.append(diagnostic) }
    }

    /// A message on one line, so `file:line:column: message` stays one line for editors and CI:
    /// code quoted from several lines is joined with single spaces.
    static func oneLine(_ message: String) -> String {
        guard message.contains(where: \.isNewline) else { return message }
        return message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Takes back what a later reading explains better (a statement kbcov did model after all).
    func withdraw(where isWithdrawn: (Diagnostic) -> Bool) {
        all.removeAll(where: isWithdrawn)
    }

    func skipped(_ unsupported: Unsupported) {
        report(.warning(.unsupportedConstruct, at: unsupported.location, "skipped: \(unsupported.message)"))
    }

    private func sorted(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        all.enumerated()
            .filter { $0.element.severity == severity }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// Something in the source the importer does not understand, where it is and what it is.
struct Unsupported: Error, Hashable {
    let location: SpecLocation
    let message: String
}
