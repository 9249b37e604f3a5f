import Foundation
import LayoutSpec

/// What identifies a finding across runs: where (spec path, state id) and what (kind, items,
/// constraint ids). Line numbers and witness numbers are left out, so editing a spec elsewhere or
/// a different witness does not make an old finding look new.
public struct FindingFingerprint: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var spec: String
    /// `nil` for findings about the whole spec (dead tracking groups).
    public var state: String?
    public var kind: FindingKind
    public var items: [String]
    public var constraints: [String]

    /// `state`: `nil` for a finding about the whole spec.
    public init(spec: String, state: String?, finding: Finding) {
        self.init(spec: spec, state: state, kind: finding.kind, items: finding.items, constraints: finding.constraints)
    }

    public init(spec: String, state: String?, kind: FindingKind, items: [String], constraints: [String]) {
        self.spec = spec
        self.state = state
        self.kind = kind
        self.items = items.sorted()
        self.constraints = constraints.sorted()
    }

    public static func < (lhs: FindingFingerprint, rhs: FindingFingerprint) -> Bool {
        (lhs.spec, lhs.state ?? "", lhs.kind.rawValue, lhs.items.joined(separator: ","), lhs.constraints.joined(separator: ","))
            < (rhs.spec, rhs.state ?? "", rhs.kind.rawValue, rhs.items.joined(separator: ","), rhs.constraints.joined(separator: ","))
    }

    public var description: String {
        let names = (items + constraints.map { "[\($0)]" }).joined(separator: " ")
        return "\(spec): \(state ?? "(spec)"): \(kind.rawValue) \(names)"
    }
}

/// The findings a team has accepted, as a small sorted JSON file (`kbcov-baseline/1`).
public struct Baseline: Hashable, Sendable {
    public static let schema = "kbcov-baseline/1"
    public static let expectedForm = #"a JSON object {"schema": "kbcov-baseline/1", "findings": [{"spec", "state", "kind", "items", "constraints"}, …]} as written by --write-baseline"#

    /// Sorted, without duplicates.
    public private(set) var findings: [FindingFingerprint]

    public init(findings: [FindingFingerprint]) {
        self.findings = Array(Set(findings)).sorted()
    }

    /// Every finding of the run, with spec paths relative to `folder` (the baseline file's), so
    /// the file means the same on every machine and from every working folder.
    public init(recording run: CoverageRun, relativeTo folder: String) {
        self.init(findings: run.specs.flatMap { $0.fingerprints(relativeTo: folder) })
    }

    /// One finding a line, so a change to the baseline reads well in a diff.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = findings.compactMap { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } }
        let list = lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"schema\": \"\(Baseline.schema)\",\n  \"findings\": \(list)\n}\n"
    }

    /// The baseline, or why the data is not one.
    public static func parse(_ data: Data) -> Result<Baseline, BaselineError> {
        let file: BaselineFile
        do {
            file = try JSONDecoder().decode(BaselineFile.self, from: data)
        } catch {
            return .failure(BaselineError(reason: "malformed (\(DecodingErrorText.describe(error)))"))
        }
        guard file.schema == schema else {
            return .failure(BaselineError(reason: "schema is '\(file.schema)', not '\(schema)'"))
        }
        return .success(Baseline(findings: file.findings))
    }

    /// The run reduced to the findings the baseline does not know, and the baseline's findings
    /// that no longer occur in the specs and states the run analysed.
    /// Spec paths are taken relative to `folder`, as when recording.
    public func compare(with run: CoverageRun, relativeTo folder: String) -> BaselineComparison {
        let known = Set(findings)
        var newRun = run
        for index in newRun.specs.indices { newRun.specs[index].removeFindings(in: known, relativeTo: folder) }
        let current = Set(run.specs.flatMap { $0.fingerprints(relativeTo: folder) })
        let analysedSpecs = Set(run.specs.map { RelativePath.of($0.spec.path, from: folder) })
        let analysedStates = Set(run.specs.flatMap { spec in
            spec.states.map { "\(RelativePath.of(spec.spec.path, from: folder))\n\($0.state.id)" }
        })
        let fixed = findings.filter { fingerprint in
            guard !current.contains(fingerprint), analysedSpecs.contains(fingerprint.spec) else { return false }
            return fingerprint.state.map { analysedStates.contains("\(fingerprint.spec)\n\($0)") } ?? true
        }
        return BaselineComparison(newFindings: newRun, fixed: fixed)
    }
}

public struct BaselineComparison: Hashable, Sendable {
    /// The run with only the findings that are not in the baseline.
    public var newFindings: CoverageRun
    /// Baseline findings that have disappeared, sorted.
    public var fixed: [FindingFingerprint]
}

public struct BaselineError: Error, Hashable, Sendable {
    public var reason: String
}

private struct BaselineFile: Decodable {
    var schema: String
    var findings: [FindingFingerprint]
}

extension SpecResult {
    /// Every finding's fingerprint, spec-level ones included, with the spec path relative to `folder`.
    public func fingerprints(relativeTo folder: String) -> [FindingFingerprint] {
        let path = RelativePath.of(spec.path, from: folder)
        return specFindings.map { FindingFingerprint(spec: path, state: nil, finding: $0) }
            + states.flatMap { state in state.findings.map { FindingFingerprint(spec: path, state: state.state.id, finding: $0) } }
    }

    mutating func removeFindings(in known: Set<FindingFingerprint>, relativeTo folder: String) {
        let path = RelativePath.of(spec.path, from: folder)
        dead.removeAll { known.contains(FindingFingerprint(spec: path, state: nil, finding: $0.finding)) }
        for index in states.indices {
            let id = states[index].state.id
            states[index].findings.removeAll { known.contains(FindingFingerprint(spec: path, state: id, finding: $0)) }
        }
    }
}
