import ExactGeometry
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Each class's content size, pinned at (20, 44) with nothing else sizing it.
@Suite struct ClassDefaultTests {
    static func screen(_ viewClass: String, settings: String = "", extra: [String] = []) -> String {
        """
        kbcov: 1
        name: one view
        views:
          control: { class: \(viewClass)\(settings) }
        constraints:
          - control.leading == safeArea.leading + 20
          - control.top == safeArea.top + 20
        \(extra.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    @Test(arguments: [("UISwitch", 51, 31), ("UIStepper", 94, 32), ("UIActivityIndicatorView", 20, 20)] as [(String, Rational, Rational)])
    func aControlOfFixedSizeTakesItsClassSize(viewClass: String, width: Rational, height: Rational) throws {
        let frames = try resolvedFrames(Self.screen(viewClass))
        #expect(frames["control"] == rect(20, 44, width, height))
        #expect(try lowered(Self.screen(viewClass)).views[0].contentWidth == nil)
    }

    @Test(arguments: [
        ("UILabel", Rational(2033) / 100), ("UIButton", 34), ("UITextField", 34),
        ("UISegmentedControl", 32), ("UIPageControl", 26), ("UIDatePicker", 34),
    ] as [(String, Rational)])
    func aControlSizedByItsTextHasItsHeightAndAnyWidth(viewClass: String, height: Rational) throws {
        let view = try lowered(Self.screen(viewClass)).views[0]
        #expect(view.intrinsicWidth == nil && view.contentWidth == ContentRanges.textWidth && view.intrinsicHeight == height)
        // The text's width is the view's, whatever it is: one layout for each, never a guess.
        for width in [Rational(0), 120, 700] {
            #expect(try resolvedFrames(Self.screen(viewClass), content: ["control.width": width])["control"] == rect(20, 44, width, height))
        }
    }

    @Test(arguments: [("UISlider", Rational(31)), ("UIProgressView", Rational(4))])
    func aBarHasAHeightButNoWidth(viewClass: String, height: Rational) throws {
        let frames = try resolvedFrames(Self.screen(viewClass, extra: ["control.width == 300"]))
        #expect(frames["control"] == rect(20, 44, 300, height))
        let spec = try lowered(Self.screen(viewClass))
        #expect(spec.views[0].intrinsicWidth == nil && spec.views[0].contentWidth == nil && spec.views[0].intrinsicHeight == height)
    }

    @Test(arguments: ["UIView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UIImageView", "UITextView"])
    func aClassWithoutContentSizeLeavesTheSizeOpen(viewClass: String) throws {
        let spec = try lowered(Self.screen(viewClass))
        #expect(spec.views[0].intrinsicWidth == nil && spec.views[0].intrinsicHeight == nil)
        let result = try analyze(Self.screen(viewClass))
        #expect(result.allFindings.contains { $0.kind == .ambiguous && $0.items == ["control"] })
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() throws {
        // One line of body text (20.33) inside the 8-pt insets above and below: 36.33 high, and as
        // wide as its text and the 5-pt padding on each side.
        let frames = try resolvedFrames(Self.screen("UITextView", settings: ", scrollEnabled: false"), content: ["control.width": 130])
        #expect(frames["control"] == rect(20, 44, 130, Rational(3633) / 100))
        let spec = try lowered(Self.screen("UITextView", settings: ", scrollEnabled: false"))
        #expect(spec.views[0].contentWidth?.minimum == 10 && spec.views[0].intrinsicHeight == Rational(3633) / 100)
        // Stated sizes win, axis by axis, as for any class.
        let stated = try resolvedFrames(Self.screen("UITextView", settings: ", scrollEnabled: false, intrinsicSize: { width: 300 }"), content: ["control.width": 130])
        #expect(stated["control"] == rect(20, 44, 300, Rational(3633) / 100))
    }

    @Test(arguments: ["UIScrollView", "UITableView", "UICollectionView"])
    func otherScrollViewsHaveNoSizeWhetherOrNotTheyScroll(viewClass: String) throws {
        let spec = try lowered(Self.screen(viewClass, settings: ", scrollEnabled: false"))
        #expect(spec.views[0].intrinsicWidth == nil && spec.views[0].intrinsicHeight == nil)
    }

    @Test func aStatedSizeWinsOverTheClassDefault() throws {
        let frames = try resolvedFrames(Self.screen("UILabel", settings: ", intrinsicSize: { height: 41 }"), content: ["control.width": 120])
        #expect(frames["control"] == rect(20, 44, 120, 41))
        let spec = try lowered(Self.screen("UILabel", settings: ", intrinsicSize: { height: 41 }"))
        #expect(spec.views[0].contentRange(on: .horizontal) != nil && spec.views[0].contentRange(on: .vertical) == nil)
        let width = try lowered(Self.screen("UILabel", settings: ", intrinsicSize: { width: 80 }"))
        #expect(width.views[0].contentRange(on: .horizontal) == nil)
    }

    @Test func anImageViewWithItsImageSizeStatedTakesIt() throws {
        let frames = try resolvedFrames(Self.screen("UIImageView", settings: ", intrinsicSize: { width: 200, height: 150 }"))
        #expect(frames["control"] == rect(20, 44, 200, 150))
    }

    @Test func aSqueezeWhateverTheTextIsDefinite() throws {
        // A label squeezed to 10 pt high: one line is 20.33 high whatever its text says.
        let result = try analyze(Self.screen("UILabel", extra: ["control.height <= 10"]))
        let squeezed = try #require(result.allFindings.first { $0.kind == .squeezed })
        #expect(squeezed.contentDependence == .definite)
        #expect(squeezed.contentSizes == [ContentSize(view: "control", dimension: .width, points: 0, range: ContentRanges.textWidth)])
        #expect(squeezed.contentSizesSummary == "for any content size; at the witness control.width 0 pt (of 0–2048 pt)")
    }

    @Test func aSqueezeByLongTextSaysFromWhichWidth() throws {
        // 300 pt at most: the date picker, which cannot truncate its text as a label does, is
        // squeezed exactly when its text is wider.
        let result = try analyze(Self.screen("UIDatePicker", extra: ["control.width <= 300"]))
        let squeezed = try #require(result.allFindings.first { $0.kind == .squeezed })
        #expect(squeezed.contentDependence == .contentDependent)
        #expect(squeezed.contentSizes == [ContentSize(
            view: "control", dimension: .width, points: 301, range: ContentRanges.textWidth, start: ContentStart(value: 300, isIncluded: false))])
        #expect(squeezed.witness?.frames["control"]?.width == 300)
        #expect(squeezed.contentSizesSummary == "only for some content: control.width above 300 pt (of 0–2048 pt)")
    }

    @Test func aLabelNarrowerThanItsTextTruncatesItAndIsNotSqueezed() throws {
        let result = try analyze(Self.screen("UILabel", extra: ["control.width <= 300"]))
        #expect(!result.allFindings.contains { $0.kind == .squeezed })
    }

    @Test func aFindingOnStatedSizesHasNoContent() throws {
        let result = try analyze(Self.screen("UILabel", settings: ", intrinsicSize: { width: 100, height: 30 }", extra: ["control.height <= 10"]))
        let squeezed = try #require(result.allFindings.first { $0.kind == .squeezed })
        #expect(squeezed.contentSizes.isEmpty && squeezed.contentDependence == nil)
    }

    @Test func theTableCoversEveryKnownClassAndNamesItsSources() {
        #expect(Set(ContentSizeTable.builtin.classes.keys) == Set(ViewClass.knownNames))
        #expect(ContentSizeTable.builtin.classes.values.allSatisfy { !$0.source.isEmpty })
    }
}

/// The table as data a catalog file overrides.
@Suite struct ContentSizeOverrideTests {
    @Test func aCatalogOverridesSizesAndPriorities() throws {
        let yaml = """
            devices: {}
            viewClasses:
              UISwitch: { width: 60 }
              UITextField: { height: 44, hugging: { vertical: 750 } }
              UISlider: { height: none }
            """
        let table = try ContentSizeTable.builtin.overridden(byCatalogYAML: yaml, path: "catalog.yaml").get()
        #expect(table["UISwitch"]?.width == 60 && table["UISwitch"]?.height == 31)
        #expect(table["UITextField"]?.height == 44)
        #expect(table["UITextField"]?.hugging == .init(horizontal: .low, vertical: .high))
        #expect(table["UISlider"]?.height == nil)
        let frames = try resolvedFrames(ClassDefaultTests.screen("UISwitch"), table: table)
        #expect(frames["control"] == rect(20, 44, 60, 31))
    }

    @Test func aCatalogOverridesATextViewThatDoesNotScroll() throws {
        let yaml = "viewClasses:\n  UITextView: { notScrolling: { width: 300, height: 80 } }\n"
        let table = try ContentSizeTable.builtin.overridden(byCatalogYAML: yaml, path: "catalog.yaml").get()
        #expect(table["UITextView"]?.width == nil && table["UITextView"]?.height == nil)
        let frames = try resolvedFrames(ClassDefaultTests.screen("UITextView", settings: ", scrollEnabled: false"), table: table)
        #expect(frames["control"] == rect(20, 44, 300, 80))
    }

    @Test func aCatalogOverridesABorderlessFieldAndAButtonWithoutConfiguration() throws {
        let yaml = "viewClasses:\n  UITextField: { borderless: { height: 24 } }\n  UIButton: { withoutConfiguration: { height: 30 } }\n"
        let table = try ContentSizeTable.builtin.overridden(byCatalogYAML: yaml, path: "catalog.yaml").get()
        #expect(table["UITextField"]?.height == 34 && table["UIButton"]?.height == 34)
        #expect(try resolvedFrames(ClassDefaultTests.screen("UITextField", settings: ", borderStyle: none"), table: table)["control"]?.height == 24)
        #expect(try resolvedFrames(ClassDefaultTests.screen("UIButton", settings: ", configuration: none, intrinsicSize: { width: 80 }"), table: table)["control"]
                == rect(20, 44, 80, 30))
    }

    @Test func onlyAScrollViewHasANotScrollingSize() throws {
        let yaml = "viewClasses:\n  UILabel: { notScrolling: { height: 40 } }\n  UITextView: { notScrolling: { heigth: 40 } }\n"
        guard case .failure(let error) = ContentSizeTable.builtin.overridden(byCatalogYAML: yaml, path: "c.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(error.diagnostics.map(\.location.description) == ["c.yaml:2:14", "c.yaml:3:33"])
        #expect(error.diagnostics[1].message.contains("viewClasses.UITextView.notScrolling"))
    }

    @Test func aCatalogWithoutTheSectionKeepsTheTable() throws {
        #expect(try ContentSizeTable.builtin.overridden(byCatalogYAML: "devices: {}\n", path: "c.yaml").get() == .builtin)
    }

    @Test func anUnknownClassOrKeyIsALocatedError() throws {
        let yaml = "viewClasses:\n  UISwich: { width: 60 }\n  UILabel: { widht: 10 }\n"
        guard case .failure(let error) = ContentSizeTable.builtin.overridden(byCatalogYAML: yaml, path: "c.yaml") else {
            Issue.record("loaded")
            return
        }
        #expect(error.diagnostics.map(\.location.description) == ["c.yaml:2:3", "c.yaml:3:14"])
        #expect(error.diagnostics[0].message.contains("did you mean 'UISwitch'?"))
    }
}
