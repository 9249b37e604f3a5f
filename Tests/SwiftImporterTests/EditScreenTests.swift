import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// `specs/swift/EditViewController.swift`: Apple's keyboard-layout-guide screen written as app
/// code, with no `// kbcov:` comment — classes, stack views and constraints all read from the
/// code; the photo's size, the edit view's visibility and the deployment target from its sidecar.
@Suite struct EditScreenTests {
    @Test func importsClassesStacksAndConstraintsFromTheCodeAlone() throws {
        let spec = try shippedSwift("EditViewController.swift")
        let source = try String(contentsOfFile: "\(Repository.specs)/swift/EditViewController.swift", encoding: .utf8)
        #expect(!source.contains("kbcov:"))
        #expect(spec.warnings.filter { $0.code == .unsupportedConstruct }.isEmpty, "\(spec.warningLines)")
        #expect(Set(ViewClassTests.classes(spec)) == [
            "titleLabel: UILabel", "imageView: UIImageView", "editView: UIStackView", "textField: UITextField",
            "buttons: UIStackView", "cancelButton: UIButton", "doneButton: UIButton",
        ])
        #expect(spec.stacks.count == 2)
        let editView = try #require(spec.stacks.first { $0.name == "editView" })
        #expect(editView.axis == .horizontal && editView.arranged == ["textField", "buttons"] && editView.spacing == 8)
        #expect(editView.alignment == .center && editView.distribution == .fill && editView.isLayoutMarginsRelativeArrangement)
        #expect(editView.layoutMargins == EdgeInsetsDeclaration(top: 8, leading: 8, bottom: 8, trailing: 8))
        let buttons = try #require(spec.stacks.first { $0.name == "buttons" })
        #expect(buttons.axis == .horizontal && buttons.arranged == ["cancelButton", "doneButton"])
        #expect(buttons.spacing == 8 && buttons.distribution == .fillEqually && buttons.alignment == .fill)

        // Sizes: only the photo's is stated (sidecar); every other size is the class's to give.
        let sized = spec.views.filter { $0.intrinsicWidth != nil || $0.intrinsicHeight != nil }
        #expect(sized.map { "\($0.name) \($0.intrinsicWidth?.description ?? "-")x\($0.intrinsicHeight?.description ?? "-")" } == ["imageView 200x200"])
        let image = try #require(spec.views.first { $0.name == "imageView" })
        #expect(image.compressionResistance == .init(horizontal: .low, vertical: .low))
        let field = try #require(spec.views.first { $0.name == "textField" })
        #expect(field.hugging.horizontal.value == 249 && field.compressionResistance.horizontal.value == 749)
        #expect(spec.views.first { $0.name == "editView" }?.keepVisible == true)

        #expect(spec.constraints.map { "\($0.id): \($0.rule)" } == [
            "titleToTop: titleLabel.top == safeArea.top + 8", "titleCenterX: titleLabel.centerX == view.centerX",
            "imageViewToTop: imageView.top == titleLabel.bottom + 8", "imageAspect: imageView.width == imageView.height",
        ])
        #expect(spec.tracked.flatMap(\.constraints).map { "\($0.id): \($0.rule)" } == [
            "editViewOnKeyboard: keyboard.top == editView.bottom",
            "editViewOnBottom: safeArea.bottom == editView.bottom",
            "centeredImage: imageView.centerX == view.centerX",
            "editViewToUndockedKeyboardTrailing: keyboard.trailing == editView.trailing",
            "imageViewToLeading: imageView.leading == safeArea.leading + 8",
            "editViewToKeyboardLeading: editView.leading == keyboard.leading",
            "imageViewToTrailing: safeArea.trailing == imageView.trailing + 8",
            "keyboardToImageView: keyboard.top >= imageView.bottom + 8",
            "editViewToDockedKeyboardTrailing: keyboard.trailing == editView.trailing",
            "editCenterXToKeyboard: keyboard.centerX == editView.centerX",
        ])
    }

    /// Over `default`, with class sizes and stack constraints lowered as `check` does: every
    /// keyboard finding that holds for any text is one of the two flaws the screen keeps from the
    /// sample (seeds/000), every other holds only for some text (a title wider than the window, a
    /// typed text that pushes the edit view off screen), none comes from a
    /// size kbcov lacked (nothing ambiguous, unknown or conflicting), and no witness puts a view
    /// more than a screen away (an offscreen view is outside the view by definition; a view whose
    /// size nothing fixed would be a million points out).
    @Test func overDefaultOnlyTheSamplesFlawsAreFound() throws {
        try Self.expectOnlyTheFlaws(UIKitLowering.lowered(try shippedSwift("EditViewController.swift")))
    }

    /// Without the sidecar, the photo is any size (the catalog is not there) and the flaws are
    /// still all the keyboard shows: unknown content is a range, not a hole. The code keeps the
    /// photo's own proportions (`photo.size.width / photo.size.height`), so whatever its size the
    /// image view is determined: its height from the photo, its width from the ratio, and nothing
    /// is ambiguous.
    @Test func withoutItsSidecarTheKeyboardStillShowsOnlyTheFlaws() throws {
        let source = try String(contentsOfFile: "\(Repository.specs)/swift/EditViewController.swift", encoding: .utf8)
        let spec = UIKitLowering.lowered(try importSwift(source))
        let image = try #require(spec.views.first { $0.name == "imageView" })
        #expect(image.intrinsicWidth == nil && image.contentWidth == ContentRanges.proportionalSide && image.contentHeight == ContentRanges.imageSide)
        #expect(!spec.constraints.contains { $0.id == "imageAspect" }, "the unknown ratio is the width's content range")
        try Self.expectOnlyTheFlaws(spec)
    }

    static func expectOnlyTheFlaws(_ spec: LayoutSpec, layoutAmbiguity: Set<String> = []) throws {
        let result = try Analyzer.analyze(spec, in: try resolve(["default"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap { state in state.findings.map { (state, $0) } }
        let ambiguous = findings.filter { $0.1.kind == .ambiguous }
        #expect(ambiguous.allSatisfy { $0.1.cause == .layout && layoutAmbiguity.isSuperset(of: $0.1.items) }, "\(Set(ambiguous.map(\.1.message)))")
        #expect(findings.allSatisfy { [.offscreen, .squeezed, .ambiguous].contains($0.1.kind) }, "\(Set(findings.map(\.1.kind.rawValue)))")
        #expect(findings.contains { $0.1.cause == .keyboard })
        let flaws: Set = ["editViewToDockedKeyboardTrailing", "editCenterXToKeyboard"]
        for (state, finding) in findings {
            if finding.cause == .keyboard && finding.contentDependence != .contentDependent {
                #expect(!flaws.isDisjoint(with: finding.constraints), "\(state.state.id): \(finding.message) \(finding.constraints)")
            } else if finding.cause == .keyboard {
                // A typed text wide enough pushes the edit view the keyboard pins off screen.
                #expect(finding.kind == .offscreen || !flaws.isDisjoint(with: finding.constraints), "\(state.state.id): \(finding.message)")
            } else {
                // An ambiguity's dependence on content is not decided; its witness shows the sizes.
                #expect(finding.kind == .ambiguous || finding.contentDependence == .contentDependent, "\(state.state.id): \(finding.message)")
            }
            let screen = state.state.environment.screenSize
            let limit = 2 * max(screen.width, screen.height)
            let frames = Array((finding.witness?.frames ?? [:]).values)
            #expect(!frames.isEmpty)
            for frame in frames {
                #expect([frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.magnitude <= limit },
                        "\(state.state.id): \(finding.message)")
            }
        }

        // 1. The flaw the article found: near the bottom is not docked. Right of a Split View's
        // divider, a floating keyboard near the bottom and leading edges pins both sides of the
        // edit view to a guide narrower than its text field and buttons: the field gives way.
        let splitRight = "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"
        let squeezed = try #require(Self.findings(.squeezed, in: splitRight, of: result).first { $0.items == ["textField"] })
        #expect(squeezed.constraints.contains("editViewToDockedKeyboardTrailing") && squeezed.constraints.contains("editViewToKeyboardLeading"))
        let field = try #require(squeezed.witness?.frames["textField"])
        let text = try #require(squeezed.contentSizes.first { $0.view == "textField" && $0.dimension == .width })
        #expect(field.width < text.points, "narrower than the text field's text")

        // 2. Centred on the keyboard's guide, the edit view follows it as it narrows to a sliver
        // at the window's edge (1/3 Split View keeps a crossing keyboard "away" from both sides).
        let sliver = "ipad-pro-12-9/landscape/split-third-right/ltr/floating/away-all"
        // The witness places the keyboard before the content, so in this state the finding can be
        // shown with titles wide enough to leave the window by themselves (filed as the layout's)
        // rather than at the sliver: either way the edit view leaves the window on its left.
        let offscreen = try #require(Self.findings(.offscreen, in: sliver, of: result).first { $0.items == ["editView"] })
        let editView = try #require(offscreen.witness?.frames["editView"])
        #expect(editView.minX < 0 && editView.height == 50, "8 + 34 + 8 pt high, left of the window")
    }

    static func findings(_ kind: FindingKind, in stateID: String, of result: SpecResult) -> [Finding] {
        result.states.first { $0.state.id == stateID }?.findings.filter { $0.kind == kind } ?? []
    }
}
