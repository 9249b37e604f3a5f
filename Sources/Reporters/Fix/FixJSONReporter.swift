import LayoutAnalysis
import LayoutSpec
import Repairs

/// `kbcov fix --format json`: the `kbcov-fix/1` schema (Documentation/schemas/kbcov-fix-1.schema.json).
public struct FixJSONReporter: FixReporter {

    public init() {}

    public func render(_ report: FixReport, context: ReportContext) -> String {
        JSONValue.object([
            ("schema", .string(FixReport.schema)),
            ("tool", .object([("name", .string("kbcov")), ("version", .string(context.toolVersion))])),
            ("spec", .string(report.specPath)),
            ("states", .number(report.stateCount)),
            ("statesReanalysed", .number(report.statesReanalysed)),
            ("fixed", .bool(report.isFixed)),
            ("problems", .array(report.answers.map(problem))),
        ]).serialized()
    }

    private func problem(_ answer: ProblemAnswer) -> JSONValue {
        .object([
            ("kind", .string(answer.problem.kind.rawValue)),
            ("items", .strings(answer.problem.items)),
            ("constraints", .strings(answer.problem.constraints)),
            ("message", .string(answer.problem.message)),
            ("findings", .array(answer.problem.findings.map(fingerprint))),
            ("candidatesTried", .number(answer.candidatesTried)),
            ("repair", answer.repair.map(repair) ?? .null),
            ("bestPartial", answer.bestPartial.map(repair) ?? .null),
        ])
    }

    private func repair(_ repair: Repair) -> JSONValue {
        .object([
            ("change", change(repair.change)),
            ("specEdits", .array(repair.specEdits.map(edit))),
            ("sourceEdits", .array(repair.sourceEdits.map(edit))),
            ("proof", .object([
                ("method", .string(repair.proof.isExact ? "exact" : "incomplete")),
                ("accepted", .bool(repair.proof.isAccepted)),
                ("removed", .array(repair.proof.removed.map(fingerprint))),
                ("left", .array(repair.proof.left.map(fingerprint))),
                ("added", .array(repair.proof.added.map { added in
                    fingerprint(added, content: repair.proof.addedContent[added])
                })),
                ("alsoRemoved", .array(repair.proof.alsoRemoved.map(fingerprint))),
                ("reanalysedStates", .strings(repair.proof.reanalysed)),
                ("unchangedStates", .number(repair.proof.unchanged)),
            ])),
        ])
    }

    private func change(_ change: RepairChange) -> JSONValue {
        var members: [(String, JSONValue)] = []
        switch change {
        case .regroup(_, let constraints, let from, let to):
            members = [("type", .string("regroup")), ("constraints", .strings(constraints)), ("from", condition(from)), ("to", condition(to))]
        case .move(let id, let from, let to):
            members = [("type", .string("move")), ("constraints", .strings([id])), ("from", from.map(condition) ?? .null), ("to", condition(to))]
        case .priority(let id, let from, let to):
            members = [("type", .string("priority")), ("constraints", .strings([id])), ("from", .number(from.value)), ("to", .number(to.value))]
        case .constant(let id, let from, let to):
            members = [("type", .string("constant")), ("constraints", .strings([id])), ("from", .number(from)), ("to", .number(to))]
        }
        return .object(members + [("summary", .string(change.summary))])
    }

    private func condition(_ condition: TrackingCondition) -> JSONValue {
        let edges = JSONValue.strings(condition.edges.sorted().map(\.rawValue))
        switch condition {
        case .near: return .object([("near", edges)])
        case .awayFrom: return .object([("awayFrom", edges)])
        }
    }

    private func edit(_ edit: LineEdit) -> JSONValue {
        .object([
            ("file", .string(edit.file)), ("startLine", .number(edit.startLine)), ("endLine", .number(edit.endLine)),
            ("before", .strings(edit.before)), ("after", .strings(edit.after)),
        ])
    }

    /// `content`: the content sizes the finding rests on, where it has any (`contentSizes`).
    private func fingerprint(_ fingerprint: FindingFingerprint, content: String?) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("state", fingerprint.state.map(JSONValue.string) ?? .null), ("kind", .string(fingerprint.kind.rawValue)),
            ("items", .strings(fingerprint.items)), ("constraints", .strings(fingerprint.constraints)),
        ]
        return .object(members + (content.map { [("contentSizes", JSONValue.string($0))] } ?? []))
    }

    private func fingerprint(_ fingerprint: FindingFingerprint) -> JSONValue { self.fingerprint(fingerprint, content: nil) }
}
