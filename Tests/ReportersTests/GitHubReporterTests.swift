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
        let groupCount = Set(result.states.flatMap { $0.findings.map { [$0.kind.rawValue] + $0.items + ["|"] + $0.constraints } }).count
        #expect(annotations.count == groupCount + result.dead.count)
        #expect(lines.last == "kbcov 1.0.0-test: \(run.findingCount) findings")
        for annotation in annotations {
            #expect(annotation.properties["file"] == HostileSpec.path)
            #expect(annotation.command == (annotation.properties["title"]?.hasPrefix("conflict") == true ? "error" : "warning"))
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
