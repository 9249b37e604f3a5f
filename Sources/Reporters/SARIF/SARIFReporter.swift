import LayoutAnalysis
import LayoutSpec

/// A SARIF 2.1.0 log for code-scanning tools: one rule per finding kind, one result per finding
/// (the keyboard's in each state, the layout's once per environment at level `note`, or about the
/// whole spec), located at the spec line that causes it; a warning per
/// input not analysed, at the type it is about.
public struct SARIFReporter: Renderer {

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintName = "kbcovFinding/v1"

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        let driver: JSONValue = .object([
            ("name", .string("kbcov")),
            ("version", .string(document.context.toolVersion)),
            ("rules", .array(rules(document).map(\.json))),
        ])
        let results = document.specs.flatMap { spec in
            spec.specFindings.map { findingResult($0, in: nil, of: spec) } + spec.states.flatMap { state in
                state.reportedFindings.map { findingResult($0, in: state, of: spec) }
            }
        } + document.skipped.map(skippedResult)
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).serialized()
    }

    /// Every finding kind's rule, and the rules for inputs not analysed or partly analysed when the run has one.
    private func rules(_ document: ReportDocument) -> [SARIFRule] {
        FindingKind.allCases.map(SARIFRule.init) + (NotAnalysed.notAnalysed(document).isEmpty ? [] : [.notAnalysed])
            + (NotAnalysed.partlyAnalysed(document).isEmpty ? [] : [.partlyAnalysed])
    }

    /// `state`: `nil` for a finding about the whole spec.
    private func findingResult(_ finding: Finding, in state: StateReport?, of spec: SpecReport) -> JSONValue {
        var text = (state.map { "\($0.id): " } ?? "") + finding.message
        if let witness = finding.witnessSummary() { text += "; witness: \(witness)" }
        var properties: [(String, JSONValue)] = state.map { [("state", .string($0.id))] } ?? []
        properties += [("items", .strings(finding.items)), ("constraints", .strings(finding.constraints))]
        if let witness = finding.witness { properties.append(("witness", .encoded(CodableWitness(witness)))) }
        if finding.cause == .layout { properties.append(("cause", .string(FindingCause.layout.rawValue))) }
        return result(
            rule: SARIFRule(kind: finding.kind), level: finding.reportedLevel, text: text, path: spec.path, location: finding.location,
            fingerprint: SARIFText.fingerprint([spec.path] + (state.map { [$0.id] } ?? []) + [finding.kind.rawValue], sets: [finding.constraints, finding.items]),
            properties: properties)
    }

    private func skippedResult(_ input: SkippedInput) -> JSONValue {
        result(
            rule: input.reason == .partlyAnalysed ? .partlyAnalysed : .notAnalysed, text: NotAnalysed.described(input), path: input.path, location: input.location,
            fingerprint: SARIFText.fingerprint([input.path, input.name, input.reason.rawValue], sets: []),
            properties: [("reason", .string(input.reason.rawValue))])
    }

    private func result(
        rule: SARIFRule, level: FindingLevel? = nil, text: String, path: String, location: SourceLocation?, fingerprint: String,
        properties: [(String, JSONValue)]
    ) -> JSONValue {
        // A storyboard screen's finding may be on a line of its view controller's Swift file.
        let file = location?.file ?? path
        var physicalLocation: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(SARIFText.uri(forPath: file)))]))]
        if let location {
            physicalLocation.append(("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])))
        }
        return .object([
            ("ruleId", .string(rule.id)),
            ("level", .string((level ?? rule.level).rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", .object(physicalLocation))])])),
            ("partialFingerprints", .object([(Self.fingerprintName, .string(fingerprint))])),
            ("properties", .object(properties)),
        ])
    }
}
