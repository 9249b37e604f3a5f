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

    /// A badge per tag the presenter sets, each pinned alike: one pass stands for all.
    @Test func independentPassesOverValuesTheAppGivesAreReadAsOne() throws {
        let spec = try importSwift(viewController("""
                for tag in tags {
                    let badge = UILabel()
                    badge.text = tag
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                        badge.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                    ])
                }
        """, members: "    var tags: [String] = []"))
        #expect(spec.rules == ["badge.trailing == safeArea.trailing - 16", "badge.bottom == keyboard.top - 8"])
        #expect(spec.warningLines == [
            "9:9: approximated: the loop over 'tags', whose values the app gives at run time, is read as one pass: each makes and lays out its own views alike, so one stands for all of them",
        ])
    }

    /// Passes that chain (each below the previous) or fill a stack are not alike: skipped as before.
    @Test func passesThatChainOrFillAStackAreSkipped() throws {
        let chained = try importSwift(viewController("""
                var previous: UIView = toolbar
                for option in model.options {
                    let row = UILabel()
                    view.addSubview(row)
                    row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8).isActive = true
                    previous = row
                }
        """))
        #expect(chained.rules.isEmpty)
        #expect(chained.warnings.map(\.message).contains("skipped: a loop over values kbcov cannot list; the layout in it is not imported"))
        #expect(!chained.warnings.contains { $0.message.hasPrefix("approximated: the loop") })
        let stacked = try importSwift(viewController("""
                for option in model.options {
                    let row = UILabel()
                    view.addSubview(row)
                    stack.addArrangedSubview(row)
                    row.heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
        """, members: "    let stack = UIStackView()"))
        #expect(stacked.rules.isEmpty)
        #expect(!stacked.warnings.contains { $0.message.hasPrefix("approximated: the loop") })
        // Switching off the constraints of an earlier pass of the code, none yet: nothing to say.
        let resetting = try importSwift(viewController("""
                for constraint in activeConstraints { constraint.isActive = false }
                toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """, members: "    var activeConstraints: [NSLayoutConstraint] = []"))
        #expect(resetting.rules == ["toolbar.height == 44"])
        #expect(resetting.warnings.isEmpty)
    }
}
