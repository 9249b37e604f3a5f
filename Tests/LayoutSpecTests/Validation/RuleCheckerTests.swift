import Testing
@testable import LayoutSpec

/// Rules checked in a spec: items, axes and anchor kinds.
struct RuleCheckerTests {
    private func codes(_ rule: String) -> [Diagnostic.Code] {
        let yaml = "kbcov: 1\nname: Rules\nviews: { a: , b: }\nguides: [g]\nconstraints:\n  - \(rule)\n"
        switch SpecLoader.load(yaml: yaml, path: "rules.yaml") {
        case .success: return []
        case .failure(let error): return error.diagnostics.map(\.code)
        }
    }

    @Test(arguments: [
        "a.width == b.trailing - g.leading",
        "a.width == view.width * 0.5 - system",
        "a.bottom <= view.bottom - keyboardFrame.height",
        "a.bottom == view.bottom - keyboardOverlap.height",
        "a.centerX == g.centerX @ 999",
        "a.left >= margins.left",
        "a.top == readable.top + safeArea.top - view.top",
        "a.width == 0 * b.width + 10",
        "a.width == 4/3 * a.height",
        "a.width == 0.5 * b.height",
        "a.height >= a.width - 20 @ high",
    ])
    func validRules(rule: String) {
        #expect(codes(rule).isEmpty, "\(rule)")
    }

    @Test(arguments: [
        ("a.width == view.top", Diagnostic.Code.mixedAxes),
        ("a.leading == b.leading + b.height", .mixedAxes),
        ("a.leading == b.top", .mixedAxes),
        ("a.height == b.trailing - a.leading", .mixedAxes),
        ("a.width == b.leading", .unsupportedConstruct),
        ("a.top == b.height + 8", .unsupportedConstruct),
        ("a.top + 2 * a.top == b.height", .unsupportedConstruct),
        ("4 == 4", .unsupportedConstruct),
        ("a.bottom == keyboardOverlap.top", .unsupportedConstruct),
        ("a.bottom == view.bottom - keyboardRise.top", .unsupportedConstruct),
        ("a.width == keyboardRise.width", .unsupportedConstruct),
        ("c.top == a.top", .unknownItem),
        ("a.top == sysstem.top", .unknownItem),
    ])
    func invalidRules(rule: String, code: Diagnostic.Code) {
        #expect(codes(rule) == [code], "\(rule)")
    }

    @Test func unknownItemsSuggestTheNearestName() throws {
        let yaml = "kbcov: 1\nname: N\nviews: { toolbar: }\nconstraints: [toolbr.top == safeArae.top]\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        #expect(error.diagnostics.map(\.message).allSatisfy { $0.contains("did you mean") })
        #expect(error.diagnostics.map(\.location.column) == [15, 29])
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
