import Foundation
import Testing

/// Hostile and runaway input (README "Limits"): each case ends in a located input error (exit 2)
/// or a bounded run, within its time limit and a memory bound; never a hang or a crash. Inputs are
/// generated here, not committed.
@Suite struct HostileInputTests {
    /// Generous for a debug build on a loaded machine: the point is "not a hang". Sanitizer runs
    /// (scripts/sanitize.sh) slow kbcov down and scale every limit by `KBCOV_TEST_TIME_SCALE`.
    static let timeLimit = 60.0
    static let timeScale = ProcessInfo.processInfo.environment["KBCOV_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1
    static let memoryBound = 1 << 30

    /// Runs `kbcov` on `arguments`, and checks the bounds every case shares.
    func bounded(_ arguments: [String], timeLimit: Double = HostileInputTests.timeLimit) throws -> CLIResult {
        let run = try CLI.run(arguments, timeLimit: timeLimit * Self.timeScale)
        #expect(!run.timedOut, "kbcov \(arguments.joined(separator: " ")) ran past \(timeLimit) s")
        #expect(run.peakMemory < Self.memoryBound, "peak memory \(run.peakMemory) bytes")
        return run.result
    }

    static let header = "kbcov: 1\nname: hostile\nviews:\n  label: { intrinsicSize: { width: 100, height: 20 } }\n"

    /// `validate` exits 2 with `error` at `file:line:column`.
    func expectInputError(_ yaml: String, _ error: String, sourceFile: String = "spec.yaml") throws {
        let path = try CLI.temporarySpec(yaml, name: sourceFile)
        let result = try bounded(["validate", path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(path):\(error)"), "\(result.errors.prefix(600))")
    }

    @Test func aliasBombIsRefusedBeforeItExpands() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try expectInputError(yaml + "kbcov: 1\n",
                             "6:45: error: the document grows past 1000000 nodes here, aliases expanded: expected fewer nodes or aliases [inputTooLarge]")
    }

    @Test func aliasesWithinTheLimitStillWork() throws {
        let path = try CLI.temporarySpec("""
            kbcov: 1
            name: anchors
            views:
              label: &size { intrinsicSize: { width: 100, height: 20 } }
              other: *size
            constraints: [label.top == safeArea.top, other.top == label.bottom]
            """)
        #expect(try bounded(["validate", path]).exitCode == 0)
    }

    @Test func deepNestingIsRefused() throws {
        // libyaml's own limit (1,000 flow levels) stops this one while scanning.
        try expectInputError(Self.header + "constraints: " + String(repeating: "[", count: 100_000),
                             "5:15: error: invalid YAML: Maximum nesting level reached")
        try expectInputError(Self.header + "constraints: " + String(repeating: "[", count: 500),
                             "5:77: error: collections nest more than 64 levels deep here: expected a shallower document [inputTooLarge]")
        let mappings = (0..<200).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n")
        try expectInputError(mappings, "65:129: error: collections nest more than 64 levels deep here: expected a shallower document [inputTooLarge]")
    }

    @Test func tenMegabyteSpecIsRefusedBeforeItIsParsed() throws {
        let padding = String(repeating: "# generated padding, as a runaway generator would write it\n", count: 180_000)
        try expectInputError(Self.header + padding,
                             "1:1: error: the file has \(Self.header.utf8.count + padding.utf8.count) bytes: expected a YAML file of at most 2097152 bytes [inputTooLarge]")
    }

    @Test func nonFiniteAndHugeNumbersAreRefused() throws {
        try expectInputError("kbcov: 1\nname: n\nviews:\n  label: { intrinsicSize: { width: 1e308, height: 20 } }\n",
                             "4:36: error: expected a length of at most 100000 points; found '1e308' [invalidNumber]")
        try expectInputError("kbcov: 1\nname: n\nviews:\n  label: { intrinsicSize: { width: .nan, height: 20 } }\n",
                             "4:36: error: expected a finite number; found '.nan' [invalidNumber]")
        try expectInputError("kbcov: 1\nname: n\nviews:\n  label: { intrinsicSize: { width: \(String(repeating: "9", count: 5_000)), height: 20 } }\n",
                             "4:36: error: expected a number of at most 64 characters; found 5000 [invalidNumber]")
        try expectInputError(Self.header + "constraints:\n  - label.width == 1000000 * label.height\n",
                             "6:30: error: expected a multiplier of at most 1000 for 'label.height'; found 1000000 [invalidNumber]")
        try expectInputError(Self.header + "constraints:\n  - label.width == \(Array(repeating: "1000", count: 200).joined(separator: " * "))\n",
                             "6:20: error: expected a constant of at most 100000 points")
    }

    @Test func runawayRulesAreRefused() throws {
        try expectInputError(Self.header + "constraints:\n  - label.width == " + String(repeating: "(", count: 100) + "1\n",
                             "6:52: error: expected at most 32 parentheses and signs nested in a rule; found more [inputTooLarge]")
        try expectInputError(Self.header + "constraints:\n  - label.width == " + String(repeating: "-", count: 100) + "1\n",
                             "6:52: error: expected at most 32 parentheses and signs nested in a rule; found more [inputTooLarge]")
        try expectInputError(Self.header + "constraints:\n  - label.width == 1" + String(repeating: " + 1", count: 1_000) + "\n",
                             "6:5: error: expected a rule of at most 2000 characters; found 4016 [inputTooLarge]")
    }

    @Test func tenThousandTrackedGroupsAreRefusedAtTheFirstOneTooMany() throws {
        let groups = (0..<10_000).map { "  - near: [bottom]\n    constraints: [label.bottom == keyboard.top - \($0 % 100)]" }
        try expectInputError(Self.header + "tracked:\n" + groups.joined(separator: "\n") + "\n",
                             "\(6 + 2 * 1_000):5: error: the screen has 10000 tracked groups: expected at most 1000; this is the first one too many [inputTooLarge]")
    }

    @Test func fiveThousandViewsAreRefusedAtTheFirstOneTooMany() throws {
        let views = (0..<5_000).map { "  v\($0): { intrinsicSize: { width: 10, height: 10 } }" }
        let constraints = (0..<5_000).map { "  - v\($0).top == safeArea.top" }
        try expectInputError("kbcov: 1\nname: many\nviews:\n" + views.joined(separator: "\n") + "\nconstraints:\n" + constraints.joined(separator: "\n") + "\n",
                             "\(4 + 2_000):3: error: the screen has 5000 views and layout guides: expected at most 2000; this is the first one too many [inputTooLarge]")
    }

    @Test func specAtEveryLimitIsBoundedByTheTimeBudget() throws {
        let views = (0..<2_000).map { "  v\($0): { intrinsicSize: { width: 10, height: 10 } }" }
        let constraints = (0..<2_000).map { "  - v\($0).leading == safeArea.leading + \($0 % 50)\n  - v\($0).top == safeArea.top + \($0 % 300)" }
        let groups = (0..<1_000).map { "  - near: [bottom]\n    constraints: [v\($0).bottom <= keyboard.top - \($0 % 40)]" }
        let path = try CLI.temporarySpec("kbcov: 1\nname: at the limits\nviews:\n" + views.joined(separator: "\n")
            + "\nconstraints:\n" + constraints.joined(separator: "\n") + "\ntracked:\n" + groups.joined(separator: "\n") + "\n")
        #expect(try bounded(["validate", path]).exitCode == 0)
        let result = try bounded(["check", path, "--environments", "iphone-16/portrait", "--time-budget", "10"])
        #expect([0, 1, 4].contains(result.exitCode), "\(result.errors.prefix(600))")
        if result.exitCode == 4 { #expect(result.output.contains("time budget: the state was not decided within the 10 s time budget")) }
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let escape = "\u{1B}[31m"
        let path = try CLI.temporarySpec("kbcov: 1\nname: \"red\\e[31m\"\nviews:\n  \"a\\e[2J\": {}\nconstraints:\n  - { id: \"bell\\a\", rule: a.top == safeArea.top }\n")
        let result = try bounded(["validate", path])
        #expect(result.exitCode == 2)
        #expect(!result.errors.contains(escape) && !result.errors.contains("\u{07}"), "raw control characters in: \(result.errors)")
        #expect(result.errors.contains("\(path):2:7: error: expected the screen's name without control characters other than line breaks and tabs; found 'red\\u{1B}[31m' [invalidValue]"))
        #expect(result.errors.contains("\(path):4:3: error: expected a view name made of letters, digits and '_', not starting with a digit; found 'a\\u{1B}[2J' [invalidValue]"))
        #expect(result.errors.contains("\(path):6:11: error: expected an identifier without spaces; found 'bell\\u{7}' [invalidValue]"))
    }

    @Test func oneMegabyteSwiftFileImportsWithinItsBound() throws {
        let screen = """
            import UIKit

            final class BigViewController: UIViewController {
                private let label = UILabel() // kbcov: label intrinsicSize 100x20

                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                        label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                    ])
                }

            """
        // Model code a generated file carries along: many methods the importer indexes but need not run.
        var body = ""
        var index = 0
        while body.utf8.count < 1_048_576 {
            body += "    func price\(index)(quantity: Int, discount: Double) -> Double {\n        let total = Double(quantity) * \(index).5\n        return total - total * discount\n    }\n\n"
            index += 1
        }
        let path = try CLI.temporarySpec(screen + body + "}\n", name: "BigViewController.swift")
        // A debug build parses about 60 KB of Swift a second on one core; release ten times that.
        let result = try bounded(["validate", path], timeLimit: 180)
        #expect(result.exitCode == 0, "\(result.errors.prefix(600))")
        #expect(result.output.contains("1 spec valid"))
    }

    @Test func swiftFileAboveTheLimitIsRefused() throws {
        let path = try CLI.temporarySpec("import UIKit\n" + String(repeating: "// generated\n", count: 400_000), name: "Huge.swift")
        let result = try bounded(["validate", path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(path):1:1: error: the file has 5200013 bytes: expected a Swift file of at most 4194304 bytes [inputTooLarge]"))
    }

    @Test func catalogWithHugeNumbersIsRefused() throws {
        let catalog = try CLI.temporarySpec("""
            devices:
              giant:
                idiom: pad
                screen: { width: 1e308, height: 1000 }
            """, name: "catalog.yaml")
        let result = try bounded(["states", "--catalog", catalog])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("\(catalog):4:"), "\(result.errors.prefix(600))")
    }
}
