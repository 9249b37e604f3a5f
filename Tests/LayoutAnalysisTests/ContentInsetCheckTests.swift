import LayoutAnalysis
import LayoutSpec
import Testing

/// `ContentInsetCheck` on hand-written specs (format 1.5's `keyboardInsets`): a scroll view 500 pt
/// high at the bottom of an iPhone's view, with a 120 pt text view, whose handler sets the bottom
/// inset from the keyboard (314 pt high at the witness).
@Suite struct ContentInsetCheckTests {
    static let iPhone = "iphone-16/portrait/full/ltr"

    static func spec(inset: String, textInputs: String) -> String {
        """
        kbcov: 1
        name: Form
        views:
          scrollView: { class: UIScrollView }
          noteView: { class: UITextView }
        constraints:
          - scrollView.height == 500
          - scrollView.leading == view.leading
          - scrollView.trailing == view.trailing
          - scrollView.bottom == view.bottom
          - noteView.top == scrollView.top + 8
          - noteView.leading == scrollView.leading + 16
          - noteView.trailing == scrollView.trailing - 16
          - noteView.height == 120
        keyboardInsets:
          - scrollView: scrollView
            textInputs: \(textInputs)
            updates:
              - { on: [willShow], set: \(inset) }
              - { on: [willHide], set: 0 }
        """
    }

    @Test func anInsetOfTheKeyboardsHeightIsClean() throws {
        let result = try analyze(Self.spec(inset: "keyboardFrame.height", textInputs: "[noteView]"), in: ["iphone-16/portrait"])
        #expect(result.allFindings.isEmpty, "\(result.allFindings.map(\.message))")
    }

    /// An inset larger than the keyboard leaves a band above it shorter than the text view.
    @Test func aBandShorterThanTheTallestTextInputIsCovered() throws {
        let result = try analyze(Self.spec(inset: "keyboardFrame.height + 100", textInputs: "[noteView]"), in: ["iphone-16/portrait"])
        let finding = try #require(result.findings(.covered, in: "\(Self.iPhone)/docked/near-bottom").first)
        #expect(finding.items == ["scrollView"])
        #expect(finding.message == "scrollView's content above the keyboard is 86 pt tall, less than the 120 pt its tallest text input needs: "
            + "its bottom inset is 414 pt, the keyboard covers its bottom 314 pt")
        #expect(finding.witness?.frames["scrollView"]?.height == 500)
    }

    /// Without a text input the band must still hold a 44 pt control.
    @Test func withoutTextInputsTheBandMustHold44Points() throws {
        let result = try analyze(Self.spec(inset: "keyboardFrame.height + 500", textInputs: "[]"), in: ["iphone-16/portrait"])
        let finding = try #require(result.findings(.covered, in: "\(Self.iPhone)/docked/near-bottom").first)
        #expect(finding.message == "scrollView shows none of its content above the keyboard, not even the 44 pt a control needs to be tapped: "
            + "its bottom inset is 814 pt, the keyboard covers its bottom 314 pt")
        #expect(try analyze(Self.spec(inset: "keyboardFrame.height + 100", textInputs: "[]"), in: ["iphone-16/portrait"]).allFindings.isEmpty)
    }

    /// A notes screen whose text view fills the view and insets its own text by the keyboard's
    /// height: its text scrolls clear, so the text view is no `covered` text input.
    @Test func aTextViewThatInsetsItsOwnTextIsNotCovered() throws {
        let yaml = """
            kbcov: 1
            name: Notes
            views:
              notesView: { class: UITextView }
            constraints:
              - notesView.top == safeArea.top
              - notesView.leading == view.leading
              - notesView.trailing == view.trailing
              - notesView.bottom == view.bottom
            keyboardInsets:
              - scrollView: notesView
                updates:
                  - { on: [willShow], set: keyboardFrame.height }
                  - { on: [willHide], set: 0 }
            """
        let result = try analyze(yaml, in: ["iphone-16/portrait"])
        #expect(result.allFindings.isEmpty, "\(result.allFindings.map(\.message))")
        let unhandled = try analyze(yaml.components(separatedBy: "keyboardInsets:")[0], in: ["iphone-16/portrait"])
        #expect(unhandled.findings(.covered, in: "\(Self.iPhone)/docked/near-bottom").map(\.items) == [["notesView"]])
    }
}
