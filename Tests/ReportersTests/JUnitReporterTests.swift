import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutAnalysis
import Reporters
import Testing

@Suite struct JUnitReporterTests {
    static let context = ReportContext(toolVersion: "1.0.0-test")

    @Test func countsMatchTheCases() throws {
        let run = try GoldenFiles.run(ReporterGoldenTests.specs, in: ReporterGoldenTests.environments)
        let document = try JUnitDocument(JUnitReporter().render(run, context: Self.context))
        let states = run.specs.flatMap(\.states)
        #expect(document.cases.count == states.count)
        #expect(document.cases.map(\.name) == states.map(\.state.id))
        #expect(document.cases.filter(\.skipped).count == states.filter { !$0.state.isReachable }.count)
        // A state's case fails on its keyboard findings; the hidden-keyboard state's on the layout's too.
        #expect(document.cases.filter { $0.failureType != nil }.count
                == states.filter { $0.findings.contains { $0.cause != .layout || $0.kind == .unknown } || ($0.state.keyboard == .hidden && !$0.findings.isEmpty) }.count)
        document.expectCountsMatch()
    }

    @Test func hostileStringsRoundTrip() throws {
        let run = try HostileSpec.run()
        let result = try #require(run.specs.first)
        let document = try JUnitDocument(JUnitReporter().render(run, context: Self.context))
        #expect(document.cases.count == result.states.count + result.dead.count)
        #expect(document.cases.allSatisfy { $0.classname == HostileSpec.path })
        #expect(document.suites.map { $0["name"] } == [HostileSpec.path])
        #expect(document.properties == ["spec": HostileSpec.name])
        let details = document.cases.compactMap(\.failureText).joined(separator: "\n")
        for id in HostileSpec.ids { #expect(details.contains(id), "\(id)") }
        let conflict = try #require(document.cases.first { $0.failureType == "conflict" })
        #expect(conflict.failureMessage?.contains("\(HostileSpec.commandID), \(HostileSpec.percentID), \(HostileSpec.quotesID)") == true)
        #expect(document.cases.contains { $0.failureType == "dead" })
        document.expectCountsMatch()
    }
}

/// A JUnit report read back with Foundation's `XMLParser`.
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Case {
        var classname: String?
        var name: String?
        var skipped = false
        var failureType: String?
        var failureMessage: String?
        var failureText: String?
    }

    struct ParseError: Error { var description: String }

    private(set) var root: [String: String] = [:]
    private(set) var suites: [[String: String]] = []
    private(set) var cases: [Case] = []
    private(set) var properties: [String: String] = [:]
    private var text: String?

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else { throw ParseError(description: String(describing: parser.parserError)) }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuites": root = attributes
        case "testsuite": suites.append(attributes)
        case "property": attributes["name"].map { properties[$0] = attributes["value"] }
        case "testcase": cases.append(Case(classname: attributes["classname"], name: attributes["name"]))
        case "skipped": cases[cases.count - 1].skipped = true
        case "failure":
            cases[cases.count - 1].failureType = attributes["type"]
            cases[cases.count - 1].failureMessage = attributes["message"]
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard element == "failure" else { return }
        cases[cases.count - 1].failureText = text
        text = nil
    }

    /// `tests`, `failures` and `skipped` of the root and of each suite are those of its cases.
    func expectCountsMatch() {
        #expect(root["tests"] == String(cases.count))
        #expect(root["failures"] == String(cases.filter { $0.failureType != nil }.count))
        #expect(root["skipped"] == String(cases.filter(\.skipped).count))
        #expect(suites.compactMap { $0["tests"].flatMap(Int.init) }.reduce(0, +) == cases.count)
        #expect(suites.compactMap { $0["failures"].flatMap(Int.init) }.reduce(0, +) == cases.filter { $0.failureType != nil }.count)
        #expect(suites.compactMap { $0["skipped"].flatMap(Int.init) }.reduce(0, +) == cases.filter(\.skipped).count)
    }
}
