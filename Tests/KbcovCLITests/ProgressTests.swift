import Testing

@Suite struct ProgressTests {
    static let arguments = ["check", "specs/toolbar-follows-keyboard.yaml", "--environments", "iphone-16/portrait"]

    @Test func standardErrorStaysEmptyWhenItIsNotATerminal() throws {
        let result = try CLI.run(Self.arguments)
        #expect(!result.errors.contains("["))
        #expect(!result.errors.contains("states in"))
    }

    @Test func verboseTimesEachSpec() throws {
        let result = try CLI.run(Self.arguments + ["--verbose"])
        #expect(result.errors.contains("specs/toolbar-follows-keyboard.yaml: 4 states in "))
        #expect(try CLI.run(Self.arguments + ["--verbose", "--quiet"]).exitCode == 2)
    }
}
