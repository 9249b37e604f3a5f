import LayoutAnalysis
import Reporters
import Testing

@Suite struct GitHubReporterTests {
    @Test func oneEscapedLinePerAnnotation() throws {
        let run = try HostileSpec.run()
        let output = GitHubReporter().render(run, context: ReportContext(toolVersion: "1.0.0-test"))
        let lines = output.unicodeScalars.split(separator: "\n").map { String(String.UnicodeScalarView($0)) }
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains("\r") })
        let annotations = try lines.dropLast().map(Annotation.init)
        let result = try #require(run.specs.first)
        // One annotation per group: the keyboard's findings by state, the layout's (those the
        // hidden-keyboard state has too) once per environment, and one per finding about the spec.
        let hidden = Set(result.states.filter { $0.state.keyboard == .hidden }.map(\.state.id))
        let shown = result.states.flatMap { state in
            state.findings.filter { $0.cause != .layout || hidden.contains(state.state.id) }
                .map { [$0.cause?.rawValue ?? "", $0.kind.rawValue] + $0.items + ["|"] + $0.constraints }
        }
        #expect(annotations.count == Set(shown).count + result.dead.count)
        let document = ReportDocument(run: run, context: ReportContext(toolVersion: "1.0.0-test"))
        #expect(document.keyboardFindingCount + document.layoutFindingCount > 0)
        #expect(lines.last == "kbcov 1.0.0-test: \(document.keyboardFindingCount) keyboard findings, \(document.layoutFindingCount) layout finding (once per environment)")
        for annotation in annotations {
            #expect(annotation.properties["file"] == HostileSpec.path)
            let expected = annotation.message.contains("without the keyboard too") ? "notice"
                : annotation.properties["title"]?.hasPrefix("conflict") == true ? "error" : "warning"
            #expect(annotation.command == expected)
        }
        let conflict = try #require(annotations.first { $0.command == "error" })
        #expect(conflict.message.contains("\(HostileSpec.commandID), \(HostileSpec.percentID), \(HostileSpec.quotesID)"))
        let dead = try #require(annotations.first { $0.properties["title"]?.hasPrefix("dead") == true })
        #expect(dead.message.contains(HostileSpec.deadID))
    }

    /// A workflow command read back as the runner reads it.
    struct Annotation {
        struct Malformed: Error { var line: String }

        var command: String
        var properties: [String: String] = [:]
        var message: String

        init(_ line: String) throws {
            guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { throw Malformed(line: line) }
            let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            let parts = head.split(separator: " ", maxSplits: 1)
            command = String(parts[0])
            for property in parts.dropFirst().first?.split(separator: ",") ?? [] {
                let pair = property.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, !pair[1].contains(":") else { throw Malformed(line: line) }
                properties[pair[0]] = Self.unescaped(pair[1])
            }
            message = Self.unescaped(String(line[end.upperBound...]))
        }

        static func unescaped(_ text: String) -> String {
            [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")].reduce(text) { $0.replacing($1.0, with: $1.1) }
        }
    }
}
