import Testing
@testable import LayoutSpec

struct SpecWriterTests {
    @Test(arguments: Fixtures.names(in: "valid"))
    func writingAndLoadingAgainGivesTheSameSpec(name: String) throws {
        let spec = try Fixtures.loadValid(name)
        let yaml = SpecWriter.yaml(spec)
        let reloaded = try SpecLoader.load(yaml: yaml, path: "written.yaml").get()
        #expect(reloaded.withoutLocations == spec.withoutLocations, "\(yaml)")
        #expect(reloaded.warnings.map(\.code) == spec.warnings.map(\.code))
    }

    @Test func bareRulesKeepTheirGeneratedIDsAndOthersTheirOwn() throws {
        let spec = try Fixtures.loadValid("toolbar.yaml")
        let yaml = SpecWriter.yaml(spec)
        #expect(yaml.contains("  - \"toolbar.height == 44\"\n"))
        #expect(yaml.contains("- { id: \"toolbarWidth\", rule: \"toolbar.width <= view.width - 16 @750\" }"))
        #expect(yaml.contains("environments: default\n"))
        #expect(yaml.contains("deploymentTarget: \"15.0\"\n"))
    }

    @Test func fractionsStayExact() throws {
        let spec = try Fixtures.loadValid("arithmetic.yaml")
        let yaml = SpecWriter.yaml(spec)
        #expect(yaml.contains("column.width == 1 / 3 * view.width - 32 / 3 @500"))
        #expect(yaml.contains("frame: [0, 0, 500, 1/3]"))
        #expect(yaml.contains("intrinsicSize: { height: 0.1 }"))
    }

    @Test func aSpecBuiltInCodeIsWrittenInTheContractFormat() throws {
        let here = SourceLocation(file: "", line: 0, column: 0)
        let bar = AnchorReference(item: "bar", anchor: .bottom)
        let spec = LayoutSpec(
            path: "", name: "Built in code",
            keyboardGuide: KeyboardGuideSettings(followsUndockedKeyboard: true),
            views: [ViewDeclaration(name: "bar", intrinsicHeight: 44, location: here)],
            constraints: [Constraint(id: "pin", lhs: LinearExpression(bar), relation: .equal,
                                     rhs: LinearExpression(AnchorReference(item: "keyboard", anchor: .top)), location: here)],
            tracked: [TrackedGroup(condition: .awayFrom([.leading, .trailing]), constraints: [
                Constraint(id: "any", isGeneratedID: true, lhs: LinearExpression(bar), relation: .lessThanOrEqual,
                           rhs: LinearExpression(terms: [.init(coefficient: -1, anchor: AnchorReference(item: "view", anchor: .top))], constant: -3),
                           priority: .low, location: here),
            ], location: here)])
        let yaml = SpecWriter.yaml(spec)
        #expect(yaml == """
            kbcov: 1
            name: "Built in code"
            keyboardGuide:
              followsUndockedKeyboard: true
            views:
              bar:
                intrinsicSize: { height: 44 }
            constraints:
              - { id: "pin", rule: "bar.bottom == keyboard.top" }
            tracked:
              - awayFrom: [leading, trailing]
                constraints:
                  - { id: "any", rule: "bar.bottom <= -view.top - 3 @250" }

            """)
        let reloaded = try SpecLoader.load(yaml: yaml, path: "").get()
        #expect(reloaded.allConstraints.map(\.rule) == spec.allConstraints.map(\.rule))
    }
}
