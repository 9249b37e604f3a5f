/// Identifies a finding by what it is about: its kind and items. A state's result reports one
/// finding per key; what another analysis of the state (an older system's, a notification
/// sequence's) finds under a key the state has is not reported again.
struct FindingKey: Hashable, Sendable {
    var kind: FindingKind
    var items: [String]

    init(kind: FindingKind, items: [String]) {
        self.kind = kind
        self.items = items
    }

    init(_ finding: Finding) {
        self.init(kind: finding.kind, items: finding.items)
    }
}
