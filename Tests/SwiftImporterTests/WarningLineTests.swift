import LayoutSpec
import Testing

/// Warnings that help: one line each, and none for calls that cannot make constraints.
@Suite struct WarningLineTests {
    @Test func aWarningAboutCodeOnSeveralLinesIsOneLine() throws {
        let spec = try importSwift(viewController("""
                toolbar.heightAnchor.constraint(
                    equalToConstant: view.bounds.height
                        / 4
                ).isActive = true
                toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        """))
        #expect(spec.warnings.count == 1)
        #expect(spec.warnings.allSatisfy { !$0.description.contains("\n") })
        #expect(spec.warningLines == ["10:30: skipped: 'view.bounds.height / 4', computed at run time from the view's geometry"])
    }

    @Test func callsThatCannotMakeConstraintsAreNoWarning() throws {
        let spec = try importSwift(viewController("""
                let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                view.addGestureRecognizer(tap)
                button.addAction(UIAction { _ in }, for: .touchUpInside)
                button.setImage(UIImage(systemName: "xmark"), for: .normal)
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                present(alert, animated: true)
                view.addSubview(toolbar)
                toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        """, members: "    @objc private func close() { dismiss(animated: true) }"))
        #expect(spec.rules == ["toolbar.bottom == keyboard.top"])
        #expect(spec.warnings.isEmpty)
    }
}
