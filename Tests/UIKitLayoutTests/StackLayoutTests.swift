import ExactGeometry
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Each stack setting on a layout computed by hand. Every stack is pinned at (20, 44): 20 pt
/// right of the safe area's leading edge and 20 pt below its top (at y = 24).
@Suite struct StackLayoutTests {
    /// `views` and `stack` indented as spec text, the stack named `stack`, pinned at its top-leading
    /// corner plus `extra` constraints.
    static func screen(views: String, stack: String, extra: [String] = []) -> String {
        """
        kbcov: 1
        name: stack
        views:
        \(views)
          stack:
            class: UIStackView
            stack:
        \(stack)
        constraints:
          - stack.leading == safeArea.leading + 20
          - stack.top == safeArea.top + 20
        \(extra.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    @Test func aVerticalFillStackOfAFieldAndARowIsAsHighAsBothAndTheSpacing() throws {
        // 34 (rounded text field) + 10 + 24 = 68.
        let frames = try resolvedFrames(Self.screen(views: """
              field: { class: UITextField }
              row: { intrinsicSize: { width: 200, height: 24 } }
            """, stack: """
                  axis: vertical
                  arranged: [field, row]
                  spacing: 10
            """, extra: ["stack.width == 300"]))
        #expect(frames["stack"] == rect(20, 44, 300, 68))
        #expect(frames["field"] == rect(20, 44, 300, 34))
        #expect(frames["row"] == rect(20, 88, 300, 24))
    }

    @Test func aStackOfContentSizedViewsIsContentSized() throws {
        // Nothing sizes the stack: 51 (switch) + 8 + 120 (the caption's text) wide, 31 (the
        // switch) high.
        let frames = try resolvedFrames(Self.screen(views: """
              toggle: { class: UISwitch }
              caption: { class: UILabel }
            """, stack: """
                  arranged: [toggle, caption]
                  spacing: 8
                  alignment: center
            """), content: ["caption.width": 120])
        #expect(frames["stack"] == rect(20, 44, 179, 31))
        #expect(frames["toggle"] == rect(20, 44, 51, 31))
        // Centred: (31 − 20.33) / 2 = 5.335 below the stack's top.
        #expect(frames["caption"] == rect(79, 44 + Rational(5335) / 1000, 120, Rational(2033) / 100))
    }

    @Test func equalSpacingSharesTheRoomBetweenThreeFixedWidthButtons() throws {
        // 300 − 3 × 60 = 120 of room, two equal gaps of 60.
        let frames = try resolvedFrames(Self.screen(views: """
              a: { class: UIButton, intrinsicSize: { width: 60 } }
              b: { class: UIButton, intrinsicSize: { width: 60 } }
              c: { class: UIButton, intrinsicSize: { width: 60 } }
            """, stack: """
                  arranged: [a, b, c]
                  spacing: 8
                  distribution: equalSpacing
            """, extra: ["stack.width == 300"]))
        #expect(frames["a"] == rect(20, 44, 60, 34))
        #expect(frames["b"] == rect(140, 44, 60, 34))
        #expect(frames["c"] == rect(260, 44, 60, 34))
        #expect(frames["stack"] == rect(20, 44, 300, 34))
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
        // (300 − 8) / 2 = 146 each, whatever their titles.
        let frames = try resolvedFrames(Self.screen(views: """
              cancel: { class: UIButton, intrinsicSize: { width: 70 } }
              save: { class: UIButton, intrinsicSize: { width: 50 } }
            """, stack: """
                  arranged: [cancel, save]
                  spacing: 8
                  distribution: fillEqually
            """, extra: ["stack.width == 300"]))
        #expect(frames["cancel"] == rect(20, 44, 146, 34))
        #expect(frames["save"] == rect(174, 44, 146, 34))
    }

    @Test func fillProportionallyKeepsTheRatioOfTheIntrinsicWidths() throws {
        // Intrinsic widths 100 and 200 in 600: 200 and 400.
        let frames = try resolvedFrames(Self.screen(views: """
              a: { intrinsicSize: { width: 100, height: 30 } }
              b: { intrinsicSize: { width: 200, height: 30 } }
            """, stack: """
                  arranged: [a, b]
                  distribution: fillProportionally
            """, extra: ["stack.width == 600"]))
        #expect(frames["a"] == rect(20, 44, 200, 30))
        #expect(frames["b"] == rect(220, 44, 400, 30))
    }

    @Test func equalCenteringSpacesTheCentres() throws {
        // Widths 40, 100, 40 in 300: centres at 20 and 280, so the middle one's at 150.
        let frames = try resolvedFrames(Self.screen(views: """
              a: { intrinsicSize: { width: 40, height: 30 } }
              b: { intrinsicSize: { width: 100, height: 30 } }
              c: { intrinsicSize: { width: 40, height: 30 } }
            """, stack: """
                  arranged: [a, b, c]
                  distribution: equalCentering
            """, extra: ["stack.width == 300"]))
        #expect(frames["a"] == rect(20, 44, 40, 30))
        #expect(frames["b"] == rect(120, 44, 100, 30))
        #expect(frames["c"] == rect(280, 44, 40, 30))
    }

    @Test func customSpacingAfterAViewReplacesTheSpacing() throws {
        // 20.33 + 20 + 34 + 8 + 34.
        let frames = try resolvedFrames(Self.screen(views: """
              title: { class: UILabel }
              name: { class: UITextField }
              email: { class: UITextField }
            """, stack: """
                  axis: vertical
                  arranged: [title, name, email]
                  spacing: 8
                  customSpacing: { title: 20 }
            """, extra: ["stack.width == 300"]))
        #expect(frames["name"]?.minY == 44 + Rational(2033) / 100 + 20)
        #expect(frames["email"]?.minY == 44 + Rational(2033) / 100 + 20 + 34 + 8)
        #expect(frames["stack"]?.height == Rational(2033) / 100 + 20 + 34 + 8 + 34)
    }

    @Test(arguments: [("leading", 0), ("top", 0), ("firstBaseline", 0), ("center", 7), ("trailing", 14), ("bottom", 14), ("lastBaseline", 14)] as [(String, Rational)])
    func alignmentPlacesTheShorterViewAcross(alignment: String, offset: Rational) throws {
        // A 44-high and a 30-high view: the stack is 44 high; the shorter one 0, 7 or 14 below its top.
        let frames = try resolvedFrames(Self.screen(views: """
              tall: { intrinsicSize: { width: 100, height: 44 } }
              short: { intrinsicSize: { width: 100, height: 30 } }
            """, stack: """
                  arranged: [tall, short]
                  alignment: \(alignment)
            """))
        #expect(frames["stack"] == rect(20, 44, 200, 44))
        #expect(frames["short"] == rect(120, 44 + offset, 100, 30))
    }

    @Test func fillAlignmentStretchesAcrossAndTheHigherHuggingKeepsItsWidth() throws {
        // The button hugs at 251, as Interface Builder sets it: the field takes the room,
        // 300 − 8 − 64 (the title's width) = 228, and both fill the 50-pt height.
        let frames = try resolvedFrames(Self.screen(views: """
              field: { class: UITextField }
              go: { class: UIButton, hugging: { horizontal: 251 } }
            """, stack: """
                  arranged: [field, go]
                  spacing: 8
            """, extra: ["stack.height == 50", "stack.width == 300"]), content: ["go.width": 64])
        #expect(frames["field"] == rect(20, 44, 228, 50))
        #expect(frames["go"] == rect(256, 44, 64, 50))
    }

    @Test func fillWithEqualHuggingIsReportedAmbiguous() throws {
        // UIKit breaks this tie by the views' order, and Interface Builder warns about it
        // ("content priority ambiguity"); kbcov reports it, whatever the field and title say.
        let result = try analyze(Self.screen(views: """
              field: { class: UITextField }
              go: { class: UIButton }
            """, stack: """
                  arranged: [field, go]
                  spacing: 8
            """, extra: ["stack.height == 50", "stack.width == 300"]))
        let ambiguous = result.allFindings.filter { $0.kind == .ambiguous }
        #expect(!ambiguous.isEmpty)
        #expect(ambiguous.allSatisfy { $0.items.allSatisfy { ["field", "go"].contains($0) } })
        #expect(ambiguous.allSatisfy { $0.witness?.contentSizes.keys.sorted() == ["field.width", "go.width"] })
    }

    @Test func aHiddenArrangedViewLeavesTheArrangement() throws {
        // 20.33 + 10 + 34: the hidden banner and its spacing are gone.
        let frames = try resolvedFrames(Self.screen(views: """
              title: { class: UILabel }
              banner: { class: UILabel, hidden: true }
              field: { class: UITextField }
            """, stack: """
                  axis: vertical
                  arranged: [title, banner, field]
                  spacing: 10
            """, extra: ["stack.width == 300"]))
        #expect(frames["field"]?.minY == 44 + Rational(2033) / 100 + 10)
        #expect(frames["stack"]?.height == Rational(2033) / 100 + 10 + 34)
        #expect(frames["banner"]?.height == 0)
    }

    @Test func marginsRelativeArrangementInsetsTheViews() throws {
        // 34 + 8 + 8 high; the field 16 in from each side.
        let frames = try resolvedFrames(Self.screen(views: """
              field: { class: UITextField }
            """, stack: """
                  axis: vertical
                  arranged: [field]
                  layoutMarginsRelative: true
                  margins: { top: 8, leading: 16, bottom: 8, trailing: 16 }
            """, extra: ["stack.width == 300"]))
        #expect(frames["stack"] == rect(20, 44, 300, 50))
        #expect(frames["field"] == rect(36, 52, 268, 34))
    }

    @Test func nestedStacksAreSizedByTheirContent() throws {
        // form: field (34) + 10 + buttons (34) = 78 high; buttons: 64 + 8 + 64 = 136 wide, with
        // 64-pt titles and 100 pt of text in the field.
        let frames = try resolvedFrames(Self.screen(views: """
              field: { class: UITextField }
              cancel: { class: UIButton }
              save: { class: UIButton }
              buttons:
                class: UIStackView
                stack: { arranged: [cancel, save], spacing: 8, distribution: fillEqually }
            """, stack: """
                  axis: vertical
                  arranged: [field, buttons]
                  spacing: 10
                  alignment: trailing
            """, extra: ["stack.width == 400"]), content: ["field.width": 100, "cancel.width": 64, "save.width": 64])
        #expect(frames["stack"] == rect(20, 44, 400, 78))
        #expect(frames["buttons"] == rect(284, 88, 136, 34))
        #expect(frames["field"] == rect(320, 44, 100, 34))
    }

    @Test func findingsNameTheStacksConstraints() throws {
        // Two 34-pt fields and 10 of spacing cannot fit in 60 when their heights are required.
        let result = try analyze(Self.screen(views: """
              name: { class: UITextField }
              email: { class: UITextField }
            """, stack: """
                  axis: vertical
                  arranged: [name, email]
                  spacing: 10
            """, extra: ["name.height == 34", "email.height == 34", "stack.height == 60", "stack.width == 300"]))
        let conflict = try #require(result.allFindings.first { $0.kind == .conflict })
        #expect(conflict.constraints.contains("stack[stack].spacing[1]"))
        #expect(conflict.constraints.contains("stack[stack].top"))
        #expect(conflict.constraints.contains("stack[stack].bottom"))
    }
}

extension SpecResult {
    var allFindings: [Finding] { states.flatMap(\.findings) }
}
