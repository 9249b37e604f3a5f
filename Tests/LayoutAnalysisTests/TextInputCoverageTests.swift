import LayoutAnalysis
import LayoutSpec
import Testing

/// A text input must stay visible above the keyboards that stay where UIKit puts them — docked,
/// or reduced to the shortcuts bar — without `keepVisible`: a note form pinned near the bottom of
/// the view, as a screen without keyboard handling writes it.
@Suite struct TextInputCoverageTests {
    static let iPhone = "iphone-16/portrait/full/ltr"
    static let iPad = "ipad-pro-11/landscape/full/ltr"

    /// The note field's settings, and the constraint that places its bottom.
    static func spec(noteField: String = "{ class: UITextField }", bottom: String = "noteField.bottom == safeArea.bottom - 80") -> String {
        """
        kbcov: 1
        name: Note form
        views:
          noteField: \(noteField)
          scrollView: { class: UIScrollView }
        constraints:
          - noteField.leading == safeArea.leading + 16
          - noteField.trailing == safeArea.trailing - 16
          - noteField.height == 44
          - \(bottom)
          - scrollView.top == safeArea.top
          - scrollView.leading == safeArea.leading
          - scrollView.trailing == safeArea.trailing
          - scrollView.bottom == noteField.top - 8
        """
    }

    @Test func aFieldUnderTheDockedKeyboardIsCovered() throws {
        let result = try analyze(Self.spec(), in: ["iphone-16/portrait"])
        let finding = try #require(result.findings(.covered, in: "\(Self.iPhone)/docked/near-bottom").first)
        #expect(finding.items == ["noteField"])
        #expect(finding.cause == .keyboard)
        #expect(finding.message.hasPrefix("noteField is under the keyboard, where the user types: "))
        let frame = try #require(finding.witness?.frames["noteField"])
        let keyboard = try #require(finding.witness?.keyboardFrame)
        #expect(frame.height == 44)
        #expect(frame.maxY > keyboard.minY, "the field's bottom is below the keyboard's top")
        #expect(result.findings(.covered, in: "\(Self.iPhone)/hidden/near-bottom").isEmpty)
    }

    /// The user drags an undocked, split or floating keyboard off the field; the shortcuts bar,
    /// 80 pt under the field, covers nothing of it.
    @Test func onlyTheDockedKeyboardsCoverAField() throws {
        let result = try analyze(Self.spec(), in: [Self.iPad])
        let covered = Set(result.states(with: .covered, item: "noteField"))
        #expect(covered == ["\(Self.iPad)/docked/near-bottom"])
    }

    /// 20 pt over the bottom of the view, the shortcuts bar covers the field's lower part.
    @Test func theShortcutsBarCoversAFieldAtTheBottom() throws {
        let result = try analyze(Self.spec(bottom: "noteField.bottom == view.bottom - 20"), in: [Self.iPad])
        #expect(result.states(with: .covered, item: "noteField").contains("\(Self.iPad)/shortcuts-bar/near-bottom"))
    }

    @Test(arguments: [
        "{ class: UITextField, editable: false }",
        "{ class: UITextView, editable: false }",
        "{ class: UITextField, hidden: true }",
        "{ class: UILabel }",
    ])
    func aFieldNobodyTypesInIsNotChecked(noteField: String) throws {
        let result = try analyze(Self.spec(noteField: noteField), in: ["iphone-16/portrait"])
        #expect(result.states(with: .covered).isEmpty, "\(result.allFindings.map(\.message))")
    }

    /// Above the guide the field is clear of the docked keyboard; where the guide stays at the
    /// bottom under a floating keyboard, the field is covered as every view tied to it is.
    @Test func aFieldOnTheKeyboardGuideIsClearOfTheDockedKeyboard() throws {
        let result = try analyze(Self.spec(bottom: "noteField.bottom == keyboard.top - 8"), in: ["iphone-16/portrait", Self.iPad])
        let covered = result.states(with: .covered)
        #expect(!covered.contains { $0.hasSuffix("/docked/near-bottom") || $0.contains("/shortcuts-bar/") }, "\(covered)")
    }

    /// A form in a scroll view whose content ends `below` under its last field: scrolled to the
    /// end, the field rises by how far the content passes the scroll view's bottom.
    static func scrollingForm(below: Int) -> String {
        """
        kbcov: 1
        name: Scrolling form
        views:
          scrollView: { class: UIScrollView }
          noteField: { class: UITextField, inScrollView: scrollView }
        guides: [scrollViewContent]
        constraints:
          - scrollView.top == safeArea.top
          - scrollView.leading == safeArea.leading
          - scrollView.trailing == safeArea.trailing
          - scrollView.bottom == safeArea.bottom
          - scrollViewContent.top == scrollView.top
          - scrollViewContent.leading == scrollView.leading
          - scrollViewContent.width == scrollView.width
          - noteField.leading == scrollViewContent.leading + 16
          - noteField.trailing == scrollViewContent.trailing - 16
          - noteField.height == 44
          - noteField.top == scrollViewContent.top + 600
          - scrollViewContent.bottom == noteField.bottom + \(below)
        """
    }

    /// 600 pt down an iPhone 16's 759 pt safe area, the field is under the 336 pt keyboard; with
    /// 100 pt of content below it the end of the content still is, with 400 pt it scrolls clear.
    @Test func aFieldInAScrollViewIsCoveredWhereScrollingCannotLiftIt() throws {
        let stuck = try analyze(Self.scrollingForm(below: 100), in: ["iphone-16/portrait"])
        let finding = try #require(stuck.findings(.covered, in: "\(Self.iPhone)/docked/near-bottom").first)
        #expect(finding.items == ["noteField"])
        #expect(finding.message.hasPrefix("noteField is under the keyboard, where the user types and scrollView's content does not scroll: "))
        let clear = try analyze(Self.scrollingForm(below: 400), in: ["iphone-16/portrait"])
        #expect(clear.states(with: .covered).isEmpty, "\(clear.allFindings.map(\.message))")
    }
}
