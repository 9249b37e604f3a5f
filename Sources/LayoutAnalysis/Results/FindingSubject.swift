import LayoutSpec

/// What `kbcov why` asks about: a constraint or an item of a spec.
public enum FindingSubject: Hashable, Sendable, CustomStringConvertible {
    case constraint(String)
    case item(String)

    public func isPart(of finding: Finding) -> Bool {
        switch self {
        case .constraint(let id): finding.constraints.contains(id)
        case .item(let name): finding.items.contains(name)
        }
    }

    /// Every name of this kind the spec defines, for validation and suggestions: constraint ids
    /// (the intrinsic-size ones included), or views and guides.
    public func knownNames(in spec: LayoutSpec) -> [String] {
        switch self {
        case .constraint:
            let written = (spec.constraints + spec.tracked.flatMap(\.constraints)).map(\.id)
            let intrinsic = spec.views.flatMap { view in
                [Axis.horizontal, .vertical].flatMap { axis in
                    [RowSource.hugging(view: view.name, axis: axis).id, RowSource.compressionResistance(view: view.name, axis: axis).id]
                }
            }
            return written + intrinsic
        case .item:
            return spec.views.map(\.name) + spec.guides.keys.sorted()
        }
    }

    public var name: String {
        switch self {
        case .constraint(let id), .item(let id): id
        }
    }

    public var description: String {
        switch self {
        case .constraint(let id): "constraint '\(id)'"
        case .item(let name): "item '\(name)'"
        }
    }
}

/// A state and the findings of it that involve a subject.
public struct SubjectOccurrence: Hashable, Sendable {
    public var state: StateResult
    public var findings: [Finding]
}

extension SpecResult {
    /// The states where the subject is part of a finding, in run order.
    public func occurrences(of subject: FindingSubject) -> [SubjectOccurrence] {
        states.compactMap { state in
            let findings = state.findings.filter(subject.isPart)
            return findings.isEmpty ? nil : SubjectOccurrence(state: state, findings: findings)
        }
    }
}
