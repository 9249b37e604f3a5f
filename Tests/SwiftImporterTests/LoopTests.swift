import LayoutSpec
import Testing

/// Constraints made in loops over literal lists, with `map`/`forEach`, and lists added together.
@Suite struct LoopTests {
    @Test func loopsMapsForEachAndListSums() throws {
        let spec = try importSwift(viewController("""
                let icons = [UIImageView(), UIImageView()]
                [toolbar, button].forEach(view.addSubview)
                for item in [toolbar, button] {
                    item.translatesAutoresizingMaskIntoConstraints = false
                    item.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
                let heights = [toolbar, button].map { $0.heightAnchor.constraint(equalToConstant: 44) }
                var edges = [NSLayoutConstraint]()
                edges.append(button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor))
                NSLayoutConstraint.activate(heights + edges)
                icons.forEach { icon in
                    view.addSubview(icon)
                    icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
                }
        """))
        #expect(spec.rules == [
            "toolbar.leading == view.leading", "button.leading == view.leading",
            "toolbar.height == 44", "button.height == 44", "button.bottom == keyboard.top",
            "icons.width == 24", "icons2.width == 24",
        ])
        #expect(spec.warnings.isEmpty)
    }

    @Test func enumeratedListsAndDictionaryLiterals() throws {
        let spec = try importSwift(viewController("""
                let views = ["toolbar": toolbar, "button": button]
                for (_, subview) in views {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                for (index, item) in [toolbar, button].enumerated() {
                    item.topAnchor.constraint(equalTo: view.topAnchor, constant: 10 + CGFloat(index) * 50).isActive = true
                }
        """))
        #expect(spec.rules == ["toolbar.top == view.top + 10", "button.top == view.top + 60"])
        #expect(spec.warnings.isEmpty)
    }
}
