import LayoutAnalysis

/// What `kbcov fix` repairs: every finding of the spec, those naming one constraint, or one finding.
public enum FixTarget: Hashable, Sendable {
    case all
    case constraint(String)
    /// Matched on state, kind, items and constraints; the spec path is the spec's own.
    case finding(FindingFingerprint)

    public func includes(_ fingerprint: FindingFingerprint) -> Bool {
        switch self {
        case .all: true
        case .constraint(let id): fingerprint.constraints.contains(id)
        case .finding(let wanted):
            wanted.state == fingerprint.state && wanted.kind == fingerprint.kind
                && wanted.items == fingerprint.items && wanted.constraints == fingerprint.constraints
        }
    }
}
