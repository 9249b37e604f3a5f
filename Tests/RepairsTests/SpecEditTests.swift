import LayoutSpec
@testable import Repairs
import Testing

/// Repairs written as edits of the file they came from: the edited file, loaded again, is the
/// changed spec.
@Suite struct SpecEditTests {
    @Test func aConstraintMovedOutOfItsGroupLeavesItsLineAndGetsARegistrationOfItsOwn() throws {
        let (spec, yaml) = try Fixtures.spec("apple-sample-edit-view.yaml")
        let change = RepairChange.move(constraint: "editViewToDockedKeyboardTrailing", from: .near([.bottom]), to: .awayFrom([.leading, .trailing]))
        let source = SourceLines(path: spec.path, text: yaml)
        let edits = try #require(YAMLSpecEditor(spec: spec, source: source).edits(for: change))
        #expect(edits == [
            LineEdit(file: spec.path, startLine: 49, endLine: 49,
                     before: ["      - { id: editViewToDockedKeyboardTrailing, rule: keyboard.trailing == editView.trailing }"], after: []),
            LineEdit(file: spec.path, startLine: 52, endLine: 52,
                     before: ["      - { id: editCenterXToKeyboard, rule: keyboard.centerX == editView.centerX }"],
                     after: [
                        "      - { id: editCenterXToKeyboard, rule: keyboard.centerX == editView.centerX }",
                        "  - awayFrom: [leading, trailing]",
                        "    constraints:",
                        "      - { id: editViewToDockedKeyboardTrailing, rule: keyboard.trailing == editView.trailing }",
                     ]),
        ])
        let edited = try load(source.applying(edits), path: spec.path)
        let changed = try #require(change.applied(to: spec))
        #expect(Registrations(edited) == Registrations(changed))
        #expect(edited.tracked.last?.condition == .awayFrom([.leading, .trailing]))
        #expect(edited.tracked.first { $0.condition == .near([.bottom]) }?.constraints.map(\.id) == ["keyboardToImageView"])
    }

    @Test func aQuotedRuleKeepsItsQuotesWhenItsPriorityIsLowered() throws {
        let yaml = """
            kbcov: 1
            name: Quoted
            views:
              label: { intrinsicSize: { width: 100, height: 20 } }
            constraints:
              - id: labelTop
                rule: "label.top == safeArea.top + 8"   # pinned under the bar
              - { id: labelLeading, rule: 'label.leading == safeArea.leading' }

            """
        let spec = try load(yaml, path: "quoted.yaml")
        let source = SourceLines(path: spec.path, text: yaml)
        let editor = YAMLSpecEditor(spec: spec, source: source)
        let top = try #require(editor.edits(for: .priority(constraint: "labelTop", from: .required, to: .high)))
        #expect(top.map(\.after) == [[#"    rule: "label.top == safeArea.top + 8 @750"   # pinned under the bar"#]])
        let leading = try #require(editor.edits(for: .priority(constraint: "labelLeading", from: .required, to: .high)))
        #expect(leading.map(\.after) == [["  - { id: labelLeading, rule: 'label.leading == safeArea.leading @750' }"]])
        let edited = try load(source.applying(top + leading), path: spec.path)
        #expect(edited.constraints.map(\.priority) == [.high, .high])
    }

    @Test func swiftArrayElementsAreTakenOutWhereverTheyStand() {
        #expect(SwiftSourceEditor.removing("b", fromArrayIn: "let list = [a, b, c]") == "let list = [a, c]")
        #expect(SwiftSourceEditor.removing("a", fromArrayIn: "let list = [a, b]") == "let list = [b]")
        #expect(SwiftSourceEditor.removing("b", fromArrayIn: "let list = [a, b]") == "let list = [a]")
        #expect(SwiftSourceEditor.removing("a", fromArrayIn: "let list = [a]") == nil)
        #expect(SwiftSourceEditor.removing("ab", fromArrayIn: "let list = [abc, d]") == nil)
    }
}
