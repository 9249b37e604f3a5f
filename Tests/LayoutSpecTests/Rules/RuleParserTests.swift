import ExactGeometry
import Testing
@testable import LayoutSpec

struct RuleParserTests {
    private func parsed(_ rule: String) throws -> ParsedRule {
        try RuleParser.parse(rule).get()
    }

    private func problem(_ rule: String) -> RuleProblem? {
        switch RuleParser.parse(rule) {
        case .success(let parsed): parsed.problems.first
        case .failure(let problem): problem
        }
    }

    private func coefficients(_ side: RuleSide) -> [String: Rational] {
        Dictionary(uniqueKeysWithValues: side.terms.map { ($0.written.key, $0.coefficient) })
    }

    @Test func relationsAndPriorities() throws {
        #expect(try parsed("a.top == b.top").relation == .equal)
        #expect(try parsed("a.top <= b.top").relation == .lessThanOrEqual)
        #expect(try parsed("a.top >= b.top").relation == .greaterThanOrEqual)
        #expect(try parsed("a.top == b.top").priority == .required)
        #expect(try parsed("a.top == b.top @750").priority == .high)
        #expect(try parsed("a.top == b.top@ low").priority == .low)
        #expect(try parsed("a.top == b.top @ fittingSize").priority == .fittingSize)
        #expect(try parsed("a.top == b.top @ required").priority == .required)
        #expect(try parsed("a.top == b.top @1").priority == Priority(1))
    }

    @Test func systemSpacingIsEightPoints() throws {
        #expect(try parsed("a.top == b.bottom + system").rhs.constant == 8)
        #expect(try parsed("a.top == b.bottom + system * 2").rhs.constant == 16)
        #expect(try parsed("a.top == b.bottom - 2 * system").rhs.constant == -16)
    }

    @Test func exactCoefficients() throws {
        #expect(coefficients(try parsed("a.width == 0.5 * view.width").rhs) == ["view.width": Rational(exactly: "1/2")])
        #expect(coefficients(try parsed("a.width == view.width * 0.1").rhs) == ["view.width": Rational(exactly: "0.1")])
        #expect(coefficients(try parsed("a.width == view.width / 3").rhs) == ["view.width": Rational(exactly: "1/3")])
        #expect(coefficients(try parsed("a.width == 1/3 * view.width").rhs) == ["view.width": Rational(exactly: "1/3")])
        let grouped = try parsed("a.width == (view.width - 20) / 2")
        #expect(coefficients(grouped.rhs) == ["view.width": Rational(exactly: "1/2")])
        #expect(grouped.rhs.constant == -10)
    }

    @Test func termsMergeAndKeepTheirOrder() throws {
        let rule = try parsed("a.top + b.top - a.top * 3 == 0")
        #expect(rule.lhs.terms.map(\.written.key) == ["a.top", "b.top"])
        #expect(rule.lhs.terms.map(\.coefficient) == [-2, 1])
        #expect(rule.writtenAnchors.map(\.key) == ["a.top", "b.top", "a.top"])
        let negated = try parsed("-(a.top - 4) == -b.top")
        #expect(negated.lhs.terms.map(\.coefficient) == [-1])
        #expect(negated.lhs.constant == 4)
        #expect(negated.rhs.terms.map(\.coefficient) == [-1])
    }

    @Test func anchorPositionsAreOffsetsIntoTheRule() throws {
        let rule = try parsed("toolbar.bottom == keyboard.top")
        #expect(rule.writtenAnchors.map(\.itemOffset) == [0, 18])
        #expect(rule.writtenAnchors.map(\.anchorOffset) == [8, 27])
    }

    @Test func unknownAnchorsAreReportedAtTheAnchorAndTheParseGoesOn() throws {
        let rule = try parsed("toolbar.widht == view.hieght")
        #expect(rule.problems.map(\.code) == [.unknownAnchor, .unknownAnchor])
        #expect(rule.problems.map(\.offset) == [8, 22])
        #expect(rule.problems[0].message.contains("did you mean 'width'?"))
    }

    @Test(arguments: [
        ("", Diagnostic.Code.ruleSyntax, 0),
        ("a.top", .ruleSyntax, 5),
        ("a.top = b.top", .ruleSyntax, 6),
        ("a.top == b.top == c.top", .ruleSyntax, 15),
        ("a.top == b", .ruleSyntax, 9),
        ("a.top == b.", .ruleSyntax, 11),
        ("a.top == (b.top", .ruleSyntax, 15),
        ("a.top == b.top # note", .ruleSyntax, 15),
        ("a.top == b.top @", .ruleSyntax, 16),
        ("a.top == b.top @ 0", .priorityOutOfRange, 17),
        ("a.top == b.top @ -5", .priorityOutOfRange, 17),
        ("a.top == b.top @ 1000.5", .invalidValue, 17),
        ("a.top == b.top @ medium", .invalidValue, 17),
        ("a.width * b.width == 4", .unsupportedConstruct, 8),
        ("a.width == 4 / b.width", .unsupportedConstruct, 15),
        ("a.width == b.width / 0", .invalidNumber, 21),
        ("a.width == inf", .invalidNumber, 11),
        ("a.width == .nan", .invalidNumber, 11),
        ("a.width == 100001", .invalidNumber, 11),
        ("a.width == 1001 * b.width", .invalidNumber, 18),
        ("a.width == 1000 * 1000", .invalidNumber, 11),
    ])
    func problemsAndWhereTheyAre(rule: String, code: Diagnostic.Code, offset: Int) {
        let found = problem(rule)
        #expect(found?.code == code, "\(rule): \(String(describing: found))")
        #expect(found?.offset == offset, "\(rule): \(String(describing: found))")
    }

    @Test func aMultiplierOfZeroAndOfAThousandAreFine() throws {
        #expect(try parsed("a.width == 0 * b.width + 10").problems.isEmpty)
        #expect(try parsed("a.width == 1000 * b.width").problems.isEmpty)
        #expect(try parsed("a.width == 100000").problems.isEmpty)
    }
}
