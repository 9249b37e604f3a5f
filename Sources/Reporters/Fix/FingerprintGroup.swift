import LayoutAnalysis

/// Findings a repair leaves, adds or targets that name the same kind, items and constraints,
/// with the states they show in: one line each, however many states.
struct FingerprintGroup {
    var kind: FindingKind
    var items: [String]
    var constraints: [String]
    /// In the order the findings come; `(spec)` for a spec-level finding.
    var states: [String]
    /// The group's first finding.
    var first: FindingFingerprint

    /// Where the group's first finding rests on content sizes (`RepairProof.addedContent`): its
    /// state, and the sizes as `check` words them.
    func contentSizes(in content: [FindingFingerprint: String]) -> (state: String, sizes: String)? {
        content[first].map { (states[0], $0) }
    }

    /// `offscreen banner [bannerWide]`.
    var subject: String {
        ([kind.rawValue] + items + constraints.map { "[\($0)]" }).joined(separator: " ")
    }

    static func groups(_ fingerprints: [FindingFingerprint]) -> [FingerprintGroup] {
        var order: [[String]] = []
        var groups: [[String]: FingerprintGroup] = [:]
        for fingerprint in fingerprints {
            let key = [fingerprint.kind.rawValue] + fingerprint.items + ["|"] + fingerprint.constraints
            if groups[key] == nil {
                order.append(key)
                groups[key] = FingerprintGroup(
                    kind: fingerprint.kind, items: fingerprint.items, constraints: fingerprint.constraints, states: [], first: fingerprint)
            }
            groups[key]?.states.append(fingerprint.state ?? "(spec)")
        }
        return order.compactMap { groups[$0] }
    }
}
