import ExactGeometry
import Foundation
import LayoutAnalysis
import LayoutSpec
@testable import Reporters
import Testing

/// The typed report: read with JSONDecoder, merged by state, refused with the reason when it is
/// not what kbcov writes.
@Suite struct ReportDocumentTests {
    static func fixedText() throws -> String { try String(contentsOf: GoldenFiles.fixedRunFile, encoding: .utf8) }

    static func read(_ text: String) -> Result<ReportDocument, ReportMerger.Failure> {
        ReportMerger.read(Data(text.utf8), name: "run.json")
    }

    @Test func numbersAreReadExactlyNeverThroughBinaryFloatingPoint() throws {
        let text = try Self.fixedText().replacingOccurrences(of: "\"windowFrame\": [688, 0, 678, 1024]", with: "\"windowFrame\": [688, 0, 678.0005, 1024]")
        let document = try Self.read(text).get()
        #expect(document.specs[0].states[0].environment.windowFrame.width.decimalString(maximumFractionDigits: 6) == "678.0005")
    }

    @Test func stringsWithSurrogatePairEscapesAreRead() throws {
        let text = try Self.fixedText().replacingOccurrences(of: "\"name\": \"Apple sample — edit view and image\"", with: "\"name\": \"Edit \\ud83d\\ude00\"")
        #expect(try Self.read(text).get().specs[0].name == "Edit 😀")
    }

    @Test func aLoneMinusIsNotANumber() throws {
        let text = try Self.fixedText().replacingOccurrences(of: "\"states\": 34,", with: "\"states\": -,")
        guard case .failure(let failure) = Self.read(text) else { Issue.record("read a report with '-' as a number"); return }
        #expect(failure.message.hasPrefix("run.json: not a kbcov-report/1 JSON report"))
    }

    @Test func otherSchemasAndMissingMembersAreNamed() throws {
        let other = try Self.fixedText().replacingOccurrences(of: "kbcov-report/1", with: "kbcov-report/2")
        guard case .failure(let schema) = Self.read(other) else { Issue.record("read another schema"); return }
        #expect(schema.message.contains("Expected 'kbcov-report/1', found 'kbcov-report/2' at .schema"))
        guard case .failure(let empty) = Self.read("{\"schema\": \"kbcov-report/1\"}") else { Issue.record("read an empty report"); return }
        #expect(empty.message.contains("missing 'tool' at the top level"))
    }

    @Test func contentSizesAreWrittenOnlyWhenThereAreSomeAndReadBack() throws {
        var document = try GoldenFiles.fixedRun()
        #expect(!document.json().contains("contentSizes"))
        let stateIndex = try #require(document.specs[0].states.firstIndex { !$0.findings.isEmpty })
        let start = try #require(Rational(exactly: "212.33"))
        let spec = document.specs[0]
        var states = spec.states
        states[stateIndex].findings[0].contentSizes = [
            ContentSize(view: "title", dimension: .width, points: 213, range: ContentRanges.textWidth, start: ContentStart(value: start, isIncluded: false)),
        ]
        states[stateIndex].findings[0].contentDependence = .contentDependent
        document.specs[0] = SpecReport(path: spec.path, name: spec.name, dead: spec.dead, drift: spec.drift, warnings: spec.warnings, states: states)
        let text = document.json()
        #expect(text.contains(#""content": "content-dependent""#) && text.contains(#""points": 212.33"#))
        let read = try Self.read(text).get()
        #expect(read == document)
        #expect(read.json() == text)
        #expect(TextReporter().render(read).contains("only for some content: title.width above 212.33 pt (of 0–2048 pt)"))
    }

    @Test func mergingShardsOrdersStatesByEnvironmentAndRecomputesTheSummary() throws {
        let whole = try GoldenFiles.fixedRun()
        var first = whole, second = whole
        for index in whole.specs.indices {
            let states = whole.specs[index].states
            let environments = Array(Set(states.map(\.environment.id))).sorted()
            func part(_ keep: String) -> SpecReport {
                let spec = whole.specs[index]
                return SpecReport(path: spec.path, name: spec.name, dead: spec.dead, warnings: spec.warnings,
                                  states: states.filter { $0.environment.id == keep })
            }
            first.specs[index] = part(environments[1])
            second.specs[index] = part(environments[0])
        }
        let merged = try ReportMerger.merge([("2.json", first), ("1.json", second)]).get()
        #expect(merged == whole)
        #expect(merged.json() == whole.json())
        guard case .failure(let twice) = ReportMerger.merge([("1.json", first), ("again.json", first)]) else { Issue.record("merged a shard twice"); return }
        #expect(twice.message.hasPrefix("again.json: state ") && twice.message.hasSuffix("is also in 1.json; merge each shard once"))
        var other = second
        other.context.toolVersion = "9"
        guard case .failure(let version) = ReportMerger.merge([("1.json", first), ("2.json", other)]) else { Issue.record("merged two versions"); return }
        #expect(version.message == "2.json: written by another kbcov (version 9, date 2026-01-01) than 1.json (version 1.0.0-test, date 2026-01-01)")
    }
}
