import Foundation
import KeyboardStates
import LayoutSpec

/// Combines the `kbcov-report/1` JSON reports of `--shard K/N` runs into the report of the
/// unsharded run: each spec's states put back in environment order (sorted by environment id, as
/// the shards split them) and its summary recomputed. The inputs not analysed, which every shard
/// lists, are kept once each, in the order they first appear.
public enum ReportMerger {
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
    }

    /// `reports` are (name, document) pairs; names appear in messages.
    public static func merge(_ reports: [(name: String, document: ReportDocument)]) -> Result<ReportDocument, Failure> {
        guard let first = reports.first else { return .failure(Failure(message: "no reports to merge")) }
        var order: [String] = []
        var specs: [String: MergedSpec] = [:]
        var skipped: [SkippedInput] = []
        // A file can hold several screens that gave nothing to analyse: an input is its path and name.
        var listed: Set<[String]> = []
        for report in reports {
            guard report.document.context == first.document.context else {
                return .failure(Failure(message: "\(report.name): written by another kbcov (\(describe(report.document.context))) than \(first.name) (\(describe(first.document.context)))"))
            }
            for spec in report.document.specs {
                if specs[spec.path] == nil { order.append(spec.path); specs[spec.path] = MergedSpec(spec: spec) }
                for state in spec.states {
                    if let other = specs[spec.path]?.shardOfState[state.id] {
                        return .failure(Failure(message: "\(report.name): state \(state.id) is also in \(other); merge each shard once"))
                    }
                    specs[spec.path]?.add(state, from: report.name)
                }
            }
            for input in report.document.skipped where listed.insert([input.path, input.name]).inserted { skipped.append(input) }
        }
        return .success(ReportDocument(
            context: first.document.context, specs: order.compactMap { specs[$0]?.merged }, skipped: skipped))
    }

    /// A report read from a file, or why it is not one: the file and the reason.
    public static func read(_ data: Data, name: String) -> Result<ReportDocument, Failure> {
        do {
            return .success(try JSONDecoder().decode(ReportDocument.self, from: data))
        } catch {
            return .failure(Failure(message: "\(name): not a kbcov-report/1 JSON report (kbcov check --format json): \(DecodingErrorText.describe(error))"))
        }
    }

    private static func describe(_ context: ReportContext) -> String {
        "version \(context.toolVersion)" + (context.date.map { ", date \($0)" } ?? "")
    }
}

private struct MergedSpec {
    var spec: SpecReport
    var states: [StateReport] = []
    var shardOfState: [String: String] = [:]

    init(spec: SpecReport) { self.spec = spec }

    mutating func add(_ state: StateReport, from shard: String) {
        shardOfState[state.id] = shard
        states.append(state)
    }

    /// The spec with its states in environment order (stable within an environment).
    var merged: SpecReport {
        let ordered = states.enumerated().sorted { ($0.element.environment.id, $0.offset) < ($1.element.environment.id, $1.offset) }.map(\.element)
        return SpecReport(path: spec.path, name: spec.name, dead: spec.dead, drift: spec.drift, warnings: spec.warnings, states: ordered)
    }
}
