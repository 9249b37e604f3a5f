import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import Testing

/// An ambiguity's witness shows two frames a person can tell apart: where the item's frame can
/// differ by a point or more, the witness is there, not at the edge of where it differs at all.
@Suite struct AmbiguityWitnessTests {
    /// A sign-in form as apps write it: two fields and a 56-pt button in a stack, its bottom on
    /// the keyboard and its top free to rise. On a landscape iPhone SE only a keyboard taller than
    /// 195 pt squeezes the fields, and which field gives is then not determined.
    static let signIn = """
        kbcov: 1
        name: Sign-in form on the keyboard
        views:
          emailField: { class: UITextField }
          passwordField: { class: UITextField }
          signInButton: { class: UIButton, text: Sign In }
          form:
            class: UIStackView
            stack:
              axis: vertical
              arranged: [emailField, passwordField, signInButton]
              spacing: 12
        constraints:
          - form.top >= safeArea.top + 16
          - form.leading == safeArea.leading + 16
          - form.trailing == safeArea.trailing - 16
          - signInButton.height == 56
          - form.bottom == keyboard.top - 16
        """

    @Test func theTwoFramesDifferByAPointOrMore() throws {
        let result = try analyze(Self.signIn, in: ["iphone-se/landscape/full/ltr"])
        let findings = result.states.flatMap(\.findings).filter { $0.kind == .ambiguous && $0.items == ["emailField"] }
        #expect(!findings.isEmpty, "a tall docked keyboard squeezes one field or the other")
        for finding in findings {
            let witness = try #require(finding.witness)
            let (first, second) = (try #require(witness.frames["emailField"]), try #require(witness.alternativeFrames["emailField"]))
            let largest = zip(first.components, second.components).map { ($0 - $1).magnitude }.max() ?? .zero
            #expect(!(largest < 1), "\(finding.message)")
        }
    }
}
