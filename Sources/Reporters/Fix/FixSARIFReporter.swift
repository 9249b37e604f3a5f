import LayoutAnalysis
import LayoutSpec
import Repairs

/// `kbcov fix --format sarif`: a SARIF 2.1.0 log with one result per problem, at the spec line of
/// its first finding, and the proven repair as the result's `fixes` (`artifactChanges` whose
/// `replacements` delete whole lines and insert the repaired ones), so code scanning offers it.
public struct FixSARIFReporter: FixReporter {

    public init() {}

    public func render(_ report: FixReport, context: ReportContext) -> String {
        let kinds = FindingKind.allCases.filter { kind in report.answers.contains { $0.problem.kind == kind } }
        let driver: JSONValue = .object([
            ("name", .string("kbcov")),
            ("version", .string(context.toolVersion)),
            ("rules", .array(kinds.map { SARIFRule(kind: $0).json })),
        ])
        return JSONValue.object([
            ("$schema", .string(SARIFReporter.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(report.answers.map { result($0, report) }))])])),
        ]).serialized()
    }

    private func result(_ answer: ProblemAnswer, _ report: FixReport) -> JSONValue {
        let problem = answer.problem
        var text = "\(problem.title) in \(counted(problem.findings.count, "state")): \(problem.message)"
        if let repair = answer.repair {
            text += " Repair: \(repair.change.summary); proof: \(repair.proof.summary)."
        } else {
            text += " No repair in the search space removes every finding without adding one."
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(SARIFRule(kind: problem.kind).id)),
            ("level", .string(problem.kind.described.level.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([location(answer, report)])),
            ("partialFingerprints", .object([(SARIFReporter.fingerprintName, .string(
                SARIFText.fingerprint([report.specPath, "fix", problem.kind.rawValue], sets: [problem.constraints, problem.items])))])),
        ]
        if let repair = answer.repair, !(repair.specEdits + repair.sourceEdits).isEmpty {
            members.append(("fixes", .array([fix(repair)])))
        }
        members.append(("properties", .object([
            ("states", .strings(problem.states)),
            ("repaired", .bool(answer.repair != nil)),
        ])))
        return .object(members)
    }

    private func location(_ answer: ProblemAnswer, _ report: FixReport) -> JSONValue {
        let line = answer.repair?.specEdits.first?.startLine
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(SARIFText.uri(forPath: report.specPath)))]))]
        if let line { physical.append(("region", .object([("startLine", .number(line))]))) }
        return .object([("physicalLocation", .object(physical))])
    }

    private func fix(_ repair: Repair) -> JSONValue {
        let edits = repair.specEdits + repair.sourceEdits
        let files = edits.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return .object([
            ("description", .object([("text", .string(repair.change.summary))])),
            ("artifactChanges", .array(files.map { file in
                .object([
                    ("artifactLocation", .object([("uri", .string(SARIFText.uri(forPath: file)))])),
                    ("replacements", .array(edits.filter { $0.file == file }.map(replacement))),
                ])
            })),
        ])
    }

    /// Whole lines: from the start of `startLine` to the start of the line after `endLine`.
    private func replacement(_ edit: LineEdit) -> JSONValue {
        .object([
            ("deletedRegion", .object([
                ("startLine", .number(edit.startLine)), ("startColumn", .number(1)),
                ("endLine", .number(edit.endLine + 1)), ("endColumn", .number(1)),
            ])),
            ("insertedContent", .object([("text", .string(edit.after.map { $0 + "\n" }.joined()))])),
        ])
    }
}
