import LayoutAnalysis

/// Combines the `kbcov-report/1` JSON reports of `--shard K/N` runs into the report of the
/// unsharded run: each spec's states concatenated back in environment order (the catalog's,
/// sorted by environment id) and its summary recomputed.
public enum ReportMerger {
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
    }

    /// `documents` are (name, report) pairs; names appear in messages.
    public static func merge(_ documents: [(name: String, report: JSONValue)]) -> Result<JSONValue, Failure> {
        do throws(Failure) {
            var shards: [ShardReport] = []
            for document in documents { shards.append(try ShardReport(name: document.name, report: document.report)) }
            guard let first = shards.first else { throw Failure(message: "no reports to merge") }
            var order: [String] = []
            var specs: [String: MergedSpec] = [:]
            for shard in shards {
                guard shard.tool == first.tool else {
                    throw Failure(message: "\(shard.name): written by another kbcov (\(shard.tool.serialized().dropLast())) than \(first.name)")
                }
                for spec in shard.specs {
                    let path = try spec.string("path", in: shard.name)
                    if specs[path] == nil { order.append(path); specs[path] = MergedSpec(spec: spec) }
                    for state in try spec.array("states", in: shard.name) {
                        try specs[path]?.add(state, from: shard.name)
                    }
                }
            }
            var merged: [JSONValue] = []
            for path in order { if let spec = specs[path] { merged.append(try spec.report()) } }
            return .success(.object(first.members.map { $0.0 == "specs" ? ("specs", .array(merged)) : $0 }))
        } catch {
            return .failure(error)
        }
    }

    /// How many inputs a report lists as not analysed (the shards' lists are the same; the first
    /// report's is kept): never clean.
    public static func skippedCount(_ report: JSONValue) -> Int {
        guard case .array(let skipped)? = report["skipped"] else { return 0 }
        return skipped.count
    }

    /// How many findings a report's summaries count.
    public static func findingCount(_ report: JSONValue) -> Int {
        guard case .array(let specs)? = report["specs"] else { return 0 }
        return specs.reduce(0) { total, spec in
            guard case .object(let kinds)? = spec["summary"]?["findings"] else { return total }
            return total + kinds.reduce(0) { sum, kind in
                guard case .number(let text) = kind.1 else { return sum }
                return sum + (Int(text) ?? 0)
            }
        }
    }
}

private struct ShardReport {
    var name: String
    var members: [(String, JSONValue)]
    var tool: JSONValue
    var specs: [JSONValue]

    init(name: String, report: JSONValue) throws(ReportMerger.Failure) {
        guard case .object(let members) = report, report["schema"] == .string("kbcov-report/1") else {
            throw ReportMerger.Failure(message: "\(name): not a kbcov-report/1 JSON report (kbcov check --format json)")
        }
        guard case .array(let specs)? = report["specs"], let tool = report["tool"] else {
            throw ReportMerger.Failure(message: "\(name): expected 'tool' and a 'specs' array")
        }
        self.name = name
        self.members = members
        self.tool = tool
        self.specs = specs
    }
}

private struct MergedSpec {
    var members: [(String, JSONValue)]
    var states: [(environment: String, state: JSONValue)] = []
    var stateIDs: [String: String] = [:]

    init(spec: JSONValue) {
        if case .object(let members) = spec { self.members = members } else { self.members = [] }
    }

    mutating func add(_ state: JSONValue, from shard: String) throws(ReportMerger.Failure) {
        let id = try state.string("id", in: shard)
        if let other = stateIDs[id] { throw ReportMerger.Failure(message: "\(shard): state \(id) is also in \(other); merge each shard once") }
        stateIDs[id] = shard
        states.append((id.split(separator: "/").prefix(4).joined(separator: "/"), state))
    }

    /// The spec's members with its states in environment order and its summary recomputed.
    func report() throws(ReportMerger.Failure) -> JSONValue {
        let ordered = states.enumerated().sorted { ($0.element.environment, $0.offset) < ($1.element.environment, $1.offset) }.map(\.element.state)
        let summary = try Summary(states: ordered, deadCount: members.first { $0.0 == "dead" }?.1.count ?? 0)
        return .object(members.map { name, value in
            switch name {
            case "summary": (name, summary.json)
            case "states": (name, .array(ordered))
            default: (name, value)
            }
        })
    }
}

private struct Summary {
    var states: Int
    var reachable = 0
    var clean = 0
    var findings: [String: Int] = [:]

    init(states: [JSONValue], deadCount: Int) throws(ReportMerger.Failure) {
        self.states = states.count
        findings[FindingKind.dead.rawValue] = deadCount
        for state in states {
            let isReachable = state["reachable"] == .bool(true)
            guard case .array(let stateFindings)? = state["findings"] else {
                throw ReportMerger.Failure(message: "a state without a 'findings' array")
            }
            if isReachable { reachable += 1 }
            if isReachable && stateFindings.isEmpty { clean += 1 }
            for finding in stateFindings {
                if case .string(let kind)? = finding["kind"] { findings[kind, default: 0] += 1 }
            }
        }
    }

    var json: JSONValue {
        .object([
            ("states", .number(states)),
            ("reachable", .number(reachable)),
            ("clean", .number(clean)),
            ("findings", .object(FindingKind.allCases.map { ($0.rawValue, .number(findings[$0.rawValue] ?? 0)) })),
        ])
    }
}

extension JSONValue {
    /// An object's member.
    subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// An array's length.
    var count: Int {
        if case .array(let elements) = self { elements.count } else { 0 }
    }

    func string(_ name: String, in document: String) throws(ReportMerger.Failure) -> String {
        guard case .string(let value)? = self[name] else { throw ReportMerger.Failure(message: "\(document): expected a string '\(name)'") }
        return value
    }

    func array(_ name: String, in document: String) throws(ReportMerger.Failure) -> [JSONValue] {
        guard case .array(let value)? = self[name] else { throw ReportMerger.Failure(message: "\(document): expected an array '\(name)'") }
        return value
    }
}
