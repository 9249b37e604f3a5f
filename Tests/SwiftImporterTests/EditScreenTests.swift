import LayoutSpec
import Testing

/// `specs/swift/EditViewController.swift`: Apple's keyboard-layout-guide screen written as app
/// code, with no `// kbcov:` comment — classes, stack views and constraints all read from the
/// code, the photo's size and the deployment target from its sidecar.
@Suite struct EditScreenTests {
    @Test func importsClassesStacksAndConstraintsFromTheCodeAlone() throws {
        let spec = try shippedSwift("EditViewController.swift")
        let source = try String(contentsOfFile: "\(specsFolder)/swift/EditViewController.swift", encoding: .utf8)
        #expect(!source.contains("kbcov:"))
        #expect(spec.warnings.filter { $0.code == .unsupportedConstruct }.isEmpty, "\(spec.warningLines)")
        #expect(ViewClassTests.classes(spec) == [
            "titleLabel: UILabel", "imageView: UIImageView", "editView: UIStackView", "captionField: UITextField",
            "toolButtons: UIStackView", "rotateButton: UIButton", "cropButton: UIButton", "adjustButton: UIButton",
        ])
        #expect(spec.stacks.count == 2)
        let editView = try #require(spec.stacks.first { $0.name == "editView" })
        #expect(editView.axis == .vertical && editView.arranged == ["captionField", "toolButtons"] && editView.spacing == 10)
        #expect(editView.alignment == .fill && editView.distribution == .fill && editView.isLayoutMarginsRelativeArrangement)
        #expect(editView.layoutMargins == EdgeInsetsDeclaration(top: 16, leading: 16, bottom: 8, trailing: 16))
        let toolButtons = try #require(spec.stacks.first { $0.name == "toolButtons" })
        #expect(toolButtons.axis == .horizontal && toolButtons.arranged == ["rotateButton", "cropButton", "adjustButton"])
        #expect(toolButtons.spacing == 30 && toolButtons.distribution == .equalSpacing && toolButtons.alignment == .center)

        // Sizes: only the photo's is stated (sidecar); every other size is the class's to give.
        let sized = spec.views.filter { $0.intrinsicWidth != nil || $0.intrinsicHeight != nil }
        #expect(sized.map { "\($0.name) \($0.intrinsicWidth?.description ?? "-")x\($0.intrinsicHeight?.description ?? "-")" } == ["imageView 400x300"])
        let image = try #require(spec.views.first { $0.name == "imageView" })
        #expect(image.compressionResistance == .init(horizontal: .low, vertical: .low))
        #expect(spec.views.first { $0.name == "editView" }?.keepVisible == true)

        #expect(spec.constraints.map(\.id) == ["titleBelowTop", "titleAlignedWithImage", "imageViewToTitle", "imageWithinReadableWidth"])
        #expect(spec.tracked.flatMap(\.constraints).map { "\($0.id): \($0.rule)" } == [
            "editViewOnKeyboard: keyboard.top == editView.bottom",
            "editViewOnBottom: safeArea.bottom == editView.bottom",
            "centeredImage: imageView.centerX == view.centerX",
            "editViewToUndockedKeyboardTrailing: keyboard.trailing == editView.trailing + 8",
            "imageViewToLeading: imageView.leading == safeArea.leading + 8",
            "editViewToKeyboardLeading: editView.leading == keyboard.leading + 8",
            "imageViewToTrailing: safeArea.trailing == imageView.trailing + 8",
            "keyboardToImageView: keyboard.top >= imageView.bottom + 8",
            "editViewToDockedKeyboardTrailing: keyboard.trailing == editView.trailing",
            "editCenterXToKeyboard: keyboard.centerX == editView.centerX",
        ])
    }
}
