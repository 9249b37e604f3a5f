import Testing
@testable import LayoutSpec

/// Each limit of `InputLimits` holds exactly at its value: the last allowed input loads, the next
/// one is a located `inputTooLarge` error. (The CLI's `HostileInputTests` run the hostile cases.)
struct InputLimitsTests {
    private func bounds(_ yaml: String) -> Diagnostic? { YAMLBounds.problem(in: yaml, file: "f.yaml") }

    @Test func nestingIsCountedFromTheRoot() {
        let depth = InputLimits.deepestYAMLNesting
        #expect(bounds(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        let deeper = bounds(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
        #expect(deeper?.code == .inputTooLarge)
        #expect(deeper?.location == SourceLocation(file: "f.yaml", line: 1, column: depth + 1))
    }

    @Test func aliasesCountAsTheNodesTheyStandFor() {
        // A list of 1,000 scalars is 1,001 nodes; it and 997 aliases to it, in a list, are 998,999.
        let list = "[" + Array(repeating: "x", count: 1_000).joined(separator: ", ") + "]"
        let within = "- &a " + list + "\n" + String(repeating: "- *a\n", count: 997)
        #expect(bounds(within) == nil)
        let beyond = within + "- *a\n- *a\n"
        #expect(bounds(beyond)?.location == SourceLocation(file: "f.yaml", line: 1_000, column: 3))
    }

    @Test func undefinedAliasesAndSyntaxErrorsAreLeftToTheComposer() throws {
        #expect(bounds("a: *missing") == nil)
        #expect(bounds("a: [b") == nil)
        let composed = YAMLSyntaxDiagnostic.compose("a: [b", file: "f.yaml")
        #expect(throws: DiagnosticsError.self) { try composed.get() }
    }

    @Test func ruleNestingStopsAtItsLimit() {
        let depth = InputLimits.deepestRuleNesting
        let within = "a.width == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect((try? RuleParser.parse(within).get()) != nil)
        let beyond = "a.width == " + String(repeating: "-", count: depth + 1) + "1"
        guard case .failure(let problem) = RuleParser.parse(beyond) else {
            Issue.record("a rule nested \(depth + 1) deep parsed")
            return
        }
        #expect(problem.code == .inputTooLarge)
        #expect(problem.offset == 11 + depth)
    }
}
