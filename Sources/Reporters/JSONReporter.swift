import ExactGeometry
import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// The `kbcov-report/1` JSON report (DESIGN section 6, a contract).
public struct JSONReporter: Reporter {
    public let name = "json"

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        var tool: [(String, JSONValue)] = [("name", .string("kbcov")), ("version", .string(context.toolVersion))]
        if let date = context.date { tool.append(("date", .string(date))) }
        return JSONValue.object([
            ("schema", .string("kbcov-report/1")),
            ("tool", .object(tool)),
            ("specs", .array(run.specs.map(spec))),
        ]).serialized()
    }

    func spec(_ result: SpecResult) -> JSONValue {
        .object([
            ("path", .string(result.spec.path)),
            ("name", .string(result.spec.name)),
            ("summary", summary(result)),
            ("dead", .array(result.dead.map(dead))),
            ("warnings", .array(result.warnings.map(warning))),
            ("states", .array(result.states.map(state))),
        ])
    }

    private func summary(_ result: SpecResult) -> JSONValue {
        .object([
            ("states", .number(result.states.count)),
            ("reachable", .number(result.states.filter(\.state.isReachable).count)),
            ("clean", .number(result.states.filter(\.isClean).count)),
            ("findings", .object(FindingKind.allCases.map { ($0.rawValue, .number(result.count(of: $0))) })),
        ])
    }

    private func dead(_ group: DeadGroup) -> JSONValue {
        .object([
            ("condition", .string(group.condition.description)),
            ("constraints", .strings(group.constraints)),
            ("location", location(group.location)),
            ("message", .string(group.reason)),
        ])
    }

    private func warning(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("code", .string(diagnostic.code.rawValue)),
            ("location", location(diagnostic.location)),
            ("message", .string(diagnostic.message)),
        ])
    }

    func state(_ result: StateResult) -> JSONValue {
        let state = result.state
        let environment = state.environment
        let insets = environment.safeArea
        let region: JSONValue = state.region.bounds.map { bounds in
            .object(zip(["x", "y", "width", "height"], bounds.components).map { name, range in
                (name, .array([.number(range.min), .number(range.max)]))
            })
        } ?? .null
        return .object([
            ("id", .string(state.id)),
            ("environment", .object([
                ("device", .string(environment.device)),
                ("orientation", .string(environment.orientation.rawValue)),
                ("window", .string(environment.window.id)),
                ("direction", .string(environment.direction.rawValue)),
                ("viewSize", .array([.number(environment.viewSize.width), .number(environment.viewSize.height)])),
                ("windowFrame", .rect(environment.windowFrame)),
                ("safeArea", .object([
                    ("top", .number(insets.top)), ("left", .number(insets.left)),
                    ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
                ])),
            ])),
            ("keyboard", .object([
                ("type", .string(state.keyboard.rawValue)),
                ("near", .strings(state.near.sorted().map(\.rawValue))),
                ("away", .strings(state.away.sorted().map(\.rawValue))),
            ])),
            ("reachable", .bool(state.isReachable)),
            ("region", region),
            ("notes", .strings(state.notes)),
            ("active", .strings(result.active)),
            ("method", .string(result.method.rawValue)),
            ("findings", .array(result.findings.map(finding))),
        ])
    }

    func finding(_ finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(finding.kind.rawValue)),
            ("items", .strings(finding.items)),
            ("constraints", .strings(finding.constraints)),
            ("message", .string(finding.message)),
        ]
        if let place = finding.location { members.append(("location", location(place))) }
        if let witness = finding.witness { members.append(("witness", .witness(witness))) }
        if !finding.assumedSizes.isEmpty {
            members.append(("assumedSizes", .array(finding.assumedSizes.map { size in
                var fields: [(String, JSONValue)] = [
                    ("view", .string(size.view)), ("dimension", .string(size.dimension.rawValue)), ("points", .number(size.points)),
                ]
                if let viewClass = size.viewClass { fields.append(("class", .string(viewClass))) }
                return .object(fields)
            })))
        }
        return .object(members)
    }

    private func location(_ location: SourceLocation) -> JSONValue {
        .object([("file", .string(location.file)), ("line", .number(location.line)), ("column", .number(location.column))])
    }
}
