import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// The required equalities eliminate a stack's contents in terms of the stack, whatever order the
/// views are declared in; the analysis gives the same findings either way.
@Suite struct PresolveTests {
    static func spec(views: [String]) throws -> LayoutSpec {
        let declarations = [
            "field": "field: { intrinsicSize: { width: 200, height: 44 }, compressionResistance: { horizontal: 749, vertical: 750 } }",
            "save": "save: { intrinsicSize: { width: 100, height: 44 } }",
            "row": "row: { class: UIStackView, stack: { axis: horizontal, arranged: [field, save], spacing: 8 } }",
        ]
        return UIKitLowering.lowered(try load("""
            kbcov: 1
            name: Row on the keyboard
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
            \(views.compactMap { declarations[$0] }.map { "  " + $0 }.joined(separator: "\n"))
            constraints:
              - row.leading == keyboard.leading
              - row.trailing == keyboard.trailing
              - row.bottom == keyboard.top
            """))
    }

    @Test func contentsAreEliminatedInTermsOfTheirStack() throws {
        let environment = try #require(try resolve(["iphone-16/portrait/full/ltr"]).first)
        let eliminated = try [["row", "field", "save"], ["field", "save", "row"]].map { order in
            let spec = try Self.spec(views: order)
            // The stack's own constraints: the keyboard's pins would eliminate everything anyway.
            let stack = spec.constraints.filter { $0.id.hasPrefix("stack[row]") }
            let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: stack)
            let presolve = Presolve(problem)
            return Set(problem.items.indices.flatMap { item in
                FrameComponent.allCases.filter { presolve.isEliminated(.frame(item: item, $0)) }.map { "\(problem.items[item]).\($0)" }
            })
        }
        #expect(eliminated[0] == eliminated[1])
        #expect(eliminated[0].isSuperset(of: ["field.x", "save.x"]))
        #expect(!eliminated[0].contains("row.x") && !eliminated[0].contains("row.width"))
    }

    @Test func declarationOrderChangesNoFinding() throws {
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right"])
        let results = try [["row", "field", "save"], ["field", "save", "row"]].map { order in
            try Analyzer.analyze(try Self.spec(views: order), in: environments)
        }
        let found = results.map { result in
            result.states.map { state in state.findings.map { "\(state.state.id) \($0.kind) \($0.items) \($0.message)" } }
        }
        #expect(found[0] == found[1])
        #expect(!found[0].joined().isEmpty)
    }
}
