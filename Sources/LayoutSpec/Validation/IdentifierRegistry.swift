/// Constraint identifiers, which must be unique across the whole spec (generated ones included).
final class IdentifierRegistry {
    private let sink: DiagnosticSink
    private var uses: [(id: String, location: SourceLocation)] = []

    init(sink: DiagnosticSink) { self.sink = sink }

    func record(_ id: String, at location: SourceLocation) {
        uses.append((id, location))
    }

    /// Reports each repeat at the later use in the file, naming the line of the first.
    func reportDuplicates() {
        var first: [String: SourceLocation] = [:]
        for use in uses.sorted(by: { $0.location < $1.location }) {
            if let earlier = first[use.id] {
                sink.error(.duplicateIdentifier, at: use.location,
                           "the constraint identifier '\(use.id)' is already used at line \(earlier.line); expected identifiers unique in the spec")
            } else {
                first[use.id] = use.location
            }
        }
    }
}
