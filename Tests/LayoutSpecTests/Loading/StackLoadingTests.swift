import ExactGeometry
import Testing
@testable import LayoutSpec

struct StackLoadingTests {
    @Test func classesHiddenViewsAndStackSettingsAreRead() throws {
        let spec = try Fixtures.loadValid("stacks.yaml")
        let views = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.name, $0) })
        #expect(views["title"]?.viewClass == "UILabel")
        #expect(views["banner"]?.isHidden == true)
        #expect(views["nameField"]?.isHidden == false)
        #expect(views["photo"]?.intrinsicWidth == 400)
        #expect(spec.views.allSatisfy { $0.contentWidth == nil && $0.contentHeight == nil })
        #expect(spec.stacks.map(\.name) == ["buttons", "form"])
        let form = try #require(spec.stacks.last)
        #expect(form.axis == .vertical)
        #expect(form.arranged == ["banner", "nameField", "buttons"])
        #expect(form.spacing == 10 && form.customSpacing == ["nameField": 20])
        #expect(form.alignment == .center && form.distribution == .fill)
        #expect(form.isLayoutMarginsRelativeArrangement)
        #expect(form.layoutMargins == EdgeInsetsDeclaration(top: 8, leading: 16, bottom: 8, trailing: 16))
        let buttons = try #require(spec.stacks.first)
        #expect(buttons.axis == .horizontal && buttons.distribution == .fillEqually && buttons.spacing == 8)
        #expect(!buttons.isLayoutMarginsRelativeArrangement && buttons.layoutMargins == nil)
    }

    @Test func anUnknownClassListsTheAcceptedOnes() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  title: { class: UILable }\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        let message = try #require(error.diagnostics.first?.description)
        #expect(message.hasPrefix("n.yaml:4:19: error: unknown view class 'UILable' (did you mean 'UILabel'?); expected 'UIView', 'UILabel',"))
        #expect(message.contains("'UIStackView'"))
    }

    @Test func anUnknownDistributionListsTheAcceptedOnes() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  row:\n    class: UIStackView\n    stack: { distribution: equalSizes }\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        #expect(error.description == "n.yaml:6:28: error: unknown stack distribution 'equalSizes'; expected 'fill', 'fillEqually', 'fillProportionally', 'equalSpacing' or 'equalCentering' [invalidValue]")
    }

    @Test func baselineAlignmentIsForHorizontalStacksOnly() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  col:\n    class: UIStackView\n    stack: { axis: vertical, alignment: firstBaseline }\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        #expect(error.diagnostics.map(ExpectedDiagnostic.init) == [ExpectedDiagnostic(line: 6, column: 41, code: .invalidValue)])
    }

    @Test func aScrollViewSaysWhetherItScrolls() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  notes: { class: UITextView, scrollEnabled: false }\n  log: { class: UITextView }\n"
        let spec = try SpecLoader.load(yaml: yaml, path: "n.yaml").get()
        #expect(spec.views.map(\.isScrollEnabled) == [false, true])
        #expect(SpecWriter.yaml(spec).contains("  notes:\n    class: UITextView\n    scrollEnabled: false\n"))
        #expect(SpecWriter.yaml(spec).contains("  log:\n    class: UITextView\n") && !SpecWriter.yaml(spec).contains("scrollEnabled: true"))
    }

    @Test func aScrollViewSaysHowItAdjustsItsContentInset() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  form: { class: UIScrollView, contentInsetAdjustment: never, alwaysBounceVertical: true }\n  list: { class: UITableView }\n"
            + "  still: { class: UITableView, alwaysBounceVertical: false }\n"
        let spec = try SpecLoader.load(yaml: yaml, path: "n.yaml").get()
        #expect(spec.views.map(\.contentInsetAdjustment) == [.never, .automatic, .automatic])
        #expect(spec.views.map(\.alwaysBounceVertical) == [true, true, false], "a table view bounces unless told not to")
        #expect(SpecWriter.yaml(spec).contains("  still:\n    class: UITableView\n    alwaysBounceVertical: false\n"))
        #expect(try SpecLoader.load(yaml: SpecWriter.yaml(spec), path: "n.yaml").get().views.map(\.alwaysBounceVertical) == [true, true, false])
        #expect(SpecWriter.yaml(spec).contains("  form:\n    class: UIScrollView\n    contentInsetAdjustment: never\n    alwaysBounceVertical: true\n"))
        #expect(!SpecWriter.yaml(spec).contains("contentInsetAdjustment: automatic"))
        let misspelt = "kbcov: 1\nname: N\nviews:\n  form: { class: UIScrollView, contentInsetAdjustment: nevr }\n"
        let error = try #require(SpecLoader.load(yaml: misspelt, path: "n.yaml").failureValue)
        #expect(error.description.hasPrefix("n.yaml:4:56: error: unknown content inset adjustment 'nevr' (did you mean 'never'?); expected 'automatic', 'scrollableAxes', 'never' or 'always'"), "\(error.description)")
    }

    @Test func scrollEnabledOnAViewThatDoesNotScrollNamesTheScrollViews() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  title: { class: UILabel, scrollEnabled: false }\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        #expect(error.description == "n.yaml:4:28: error: 'scrollEnabled' is a setting of scroll views; expected 'class:' one of 'UIScrollView', 'UITextView', 'UITableView' or 'UICollectionView' in view 'title' [invalidValue]")
    }

    @Test func marginsLeftOutAreUIKitsEight() throws {
        let yaml = "kbcov: 1\nname: N\nviews:\n  col:\n    class: UIStackView\n    stack: { layoutMarginsRelative: true, margins: { leading: 20 } }\n"
        let spec = try SpecLoader.load(yaml: yaml, path: "n.yaml").get()
        #expect(spec.stacks.first?.layoutMargins == EdgeInsetsDeclaration(top: 8, leading: 20, bottom: 8, trailing: 8))
    }

    @Test func theWriterWritesClassesHiddenViewsAndStacks() throws {
        let yaml = SpecWriter.yaml(try Fixtures.loadValid("stacks.yaml"))
        #expect(yaml.contains("  banner:\n    class: UILabel\n    hidden: true\n"))
        #expect(yaml.contains("""
              form:
                class: UIStackView
                stack:
                  axis: vertical
                  arranged: [banner, nameField, buttons]
                  spacing: 10
                  customSpacing: { nameField: 20 }
                  alignment: center
                  layoutMarginsRelative: true
                  margins: { top: 8, leading: 16, bottom: 8, trailing: 16 }

            """))
    }
}
