import Foundation
import LayoutAnalysis
import Reporters
import Testing

@Suite struct SARIFReporterTests {
    static let context = ReportContext(toolVersion: "1.0.0-test", date: "2026-01-01")
    static let levels: Set<String> = ["none", "note", "warning", "error"]

    @Test func goldenRunHasTheSARIFStructure() throws {
        let run = try GoldenFiles.run(ReporterGoldenTests.specs, in: ReporterGoldenTests.environments)
        let results = try Self.results(of: SARIFReporter().render(run, context: Self.context))
        // The layout's findings once per environment, in the hidden-keyboard state.
        let layoutElsewhere = run.specs.flatMap(\.states).filter { $0.state.keyboard != .hidden }
            .reduce(0) { $0 + $1.findings.filter { $0.cause == .layout }.count }
        #expect(results.count == run.findingCount - layoutElsewhere)
    }

    @Test func hostileStringsRoundTrip() throws {
        let run = try HostileSpec.run()
        let results = try Self.results(of: SARIFReporter().render(run, context: Self.context))
        // The layout's findings once per environment, in the hidden-keyboard state, at level note.
        let layoutElsewhere = run.specs.flatMap(\.states).filter { $0.state.keyboard != .hidden }
            .reduce(0) { $0 + $1.findings.filter { $0.cause == .layout }.count }
        #expect(results.count == run.findingCount - layoutElsewhere)
        let notes = results.filter { $0["level"] as? String == "note" }
        #expect(!notes.isEmpty && notes.allSatisfy { ($0["properties"] as? [String: Any])?["cause"] as? String == "layout" })
        let constraints = Set(results.flatMap { ($0["properties"] as? [String: Any])?["constraints"] as? [String] ?? [] })
        #expect(Set(HostileSpec.ids).isSubset(of: constraints))
        let items = Set(results.flatMap { ($0["properties"] as? [String: Any])?["items"] as? [String] ?? [] })
        #expect(items == ["_evil_Item_1", "bar_2"])
        for result in results {
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.contains(" ") && !uri.contains(":") && !uri.contains("\n"))
            #expect(uri.removingPercentEncoding == HostileSpec.path)
        }
        let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.contains { $0.contains("\(HostileSpec.commandID), \(HostileSpec.percentID), \(HostileSpec.quotesID)") })
    }

    /// Parses the log, checks what every consumer relies on, and returns its results.
    static func results(of log: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "kbcov")
        #expect(driver["version"] as? String == "1.0.0-test")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == FindingKind.allCases.map { "kbcov.\($0.rawValue)" })
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == (["kbcov.conflict", "kbcov.unknown"].contains(rule["id"] as? String) ? "error" : "warning"))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        var findingsByFingerprint: [String: Set<[String]>] = [:]
        for result in results {
            #expect(ruleIDs.contains(result["ruleId"] as? String ?? ""))
            #expect(levels.contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] is String)
            let region = location?["region"] as? [String: Any]
            #expect((region?["startLine"] as? Int ?? 0) >= 1 && (region?["startColumn"] as? Int ?? 0) >= 1)
            let fingerprint = try #require((result["partialFingerprints"] as? [String: Any])?["kbcovFinding/v1"] as? String)
            let properties = try #require(result["properties"] as? [String: Any])
            let identity = [result["ruleId"] as? String ?? "", properties["state"] as? String ?? properties["condition"] as? String ?? ""]
                + ((properties["constraints"] as? [String]) ?? []).sorted() + ["|"] + ((properties["items"] as? [String]) ?? []).sorted()
            findingsByFingerprint[fingerprint, default: []].insert(identity)
        }
        // Equal fingerprints only for the same finding (seen with different witnesses).
        #expect(findingsByFingerprint.values.allSatisfy { $0.count == 1 })
        return results
    }
}
