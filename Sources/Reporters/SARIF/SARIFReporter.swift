import LayoutAnalysis
import LayoutSpec

/// A SARIF 2.1.0 log for code-scanning tools: one rule per finding kind, one result per finding
/// in each state and per dead tracked group, located at the spec line that causes it.
public struct SARIFReporter: Reporter {
    public let name = "sarif"

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintName = "kbcovFinding/v1"

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        let driver: JSONValue = .object([
            ("name", .string("kbcov")),
            ("version", .string(context.toolVersion)),
            ("rules", .array(FindingKind.allCases.map { SARIFRule(kind: $0).json })),
        ])
        let results = run.specs.flatMap { spec in
            spec.dead.map { deadResult($0, in: spec.spec) } + spec.states.flatMap { state in
                state.findings.map { findingResult($0, in: state, of: spec.spec) }
            }
        }
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).serialized()
    }

    private func findingResult(_ finding: Finding, in state: StateResult, of spec: LayoutSpec) -> JSONValue {
        let id = state.state.id
        var text = "\(id): \(finding.message)"
        if let witness = finding.witnessSummary() { text += "; witness: \(witness)" }
        var properties: [(String, JSONValue)] = [
            ("state", .string(id)), ("items", .strings(finding.items)), ("constraints", .strings(finding.constraints)),
        ]
        if let witness = finding.witness { properties.append(("witness", .witness(witness))) }
        return result(
            kind: finding.kind, text: text, specPath: spec.path, location: finding.location,
            fingerprint: SARIFText.fingerprint([spec.path, id, finding.kind.rawValue], sets: [finding.constraints, finding.items]),
            properties: properties)
    }

    private func deadResult(_ group: DeadGroup, in spec: LayoutSpec) -> JSONValue {
        let condition = group.condition.description
        return result(
            kind: .dead, text: "tracked group \(condition) [\(group.constraints.joined(separator: ", "))]: \(group.reason)",
            specPath: spec.path, location: group.location,
            fingerprint: SARIFText.fingerprint([spec.path, condition, FindingKind.dead.rawValue], sets: [group.constraints]),
            properties: [("condition", .string(condition)), ("constraints", .strings(group.constraints))])
    }

    private func result(
        kind: FindingKind, text: String, specPath: String, location: SourceLocation?, fingerprint: String,
        properties: [(String, JSONValue)]
    ) -> JSONValue {
        let rule = SARIFRule(kind: kind)
        // A storyboard screen's finding may be on a line of its view controller's Swift file.
        let file = location?.file ?? specPath
        var physicalLocation: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(SARIFText.uri(forPath: file)))]))]
        if let location {
            physicalLocation.append(("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])))
        }
        return .object([
            ("ruleId", .string(rule.id)),
            ("level", .string(kind.level)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", .object(physicalLocation))])])),
            ("partialFingerprints", .object([(Self.fingerprintName, .string(fingerprint))])),
            ("properties", .object(properties)),
        ])
    }
}
