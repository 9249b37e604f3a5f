import KbcovTestSupport
import LayoutSpec
@testable import Repairs
import SwiftImporter
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

/// Swift view code: the edited file, imported again, is the changed spec.
@Suite struct SwiftSourceEditTests {
    static func editController() throws -> (spec: LayoutSpec, source: SourceLines, path: String) {
        let path = Fixtures.folder.appendingPathComponent("EditViewController.swift").path
        let text = try Fixtures.text("EditViewController.swift")
        let spec = try SwiftSourceImporter.load(source: text, atPath: path).get()
        return (spec, SourceLines(path: path, text: text), path)
    }

    @Test func aGroupIsRegisteredUnderAnotherConditionInItsCall() throws {
        let (spec, source, path) = try Self.editController()
        let group = try #require(spec.trackedGroup(of: "editViewToDockedKeyboardTrailing"))
        let change = RepairChange.regroup(group: group, constraints: ["keyboardToImageView", "editViewToDockedKeyboardTrailing"],
                                          from: .near([.bottom]), to: .awayFrom([.leading, .trailing]))
        let edits = try #require(SwiftSourceEditor(spec: spec, source: source).edits(for: change))
        #expect(edits.map(\.after) == [["        view.keyboardLayoutGuide.setConstraints(nearBottomConstraints, activeWhenAwayFrom: [.leading, .trailing])"]])
        let edited = try SwiftSourceImporter.load(source: source.applying(edits), atPath: path).get()
        #expect(Registrations(edited) == Registrations(try #require(change.applied(to: spec))))
    }

    @Test func aConstraintLeavesItsArrayAndIsRegisteredOnItsOwn() throws {
        let (spec, source, path) = try Self.editController()
        let change = RepairChange.move(constraint: "editViewToDockedKeyboardTrailing", from: .near([.bottom]), to: .near([.bottom, .trailing]))
        let edits = try #require(SwiftSourceEditor(spec: spec, source: source).edits(for: change))
        #expect(edits.map(\.after) == [
            ["        let nearBottomConstraints = [keyboardToImageView]"],
            ["        view.keyboardLayoutGuide.setConstraints(nearBottomConstraints, activeWhenNearEdge: .bottom)",
             "        view.keyboardLayoutGuide.setConstraints([editViewToDockedKeyboardTrailing], activeWhenNearEdge: [.bottom, .trailing])"],
        ])
        let edited = try SwiftSourceImporter.load(source: source.applying(edits), atPath: path).get()
        #expect(Registrations(edited) == Registrations(try #require(change.applied(to: spec))))
    }
}
