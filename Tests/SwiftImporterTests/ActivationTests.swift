import LayoutSpec
import Testing

/// Which constraints are part of the layout: activated with `activate`, `isActive`, through
/// names and lists, and not those deactivated or never activated.
@Suite struct ActivationTests {
    @Test func activateIsActiveAndNamesUsedLater() throws {
        let spec = try importSwift(viewController("""
                let height = toolbar.heightAnchor.constraint(equalToConstant: 44)
                let width = toolbar.widthAnchor.constraint(equalToConstant: 320)
                toolbar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                width.isActive = true
                NSLayoutConstraint.activate([height])
        """))
        #expect(spec.ruleLines == ["height: toolbar.height == 44", "width: toolbar.width == 320", "constraints[2]: toolbar.top == view.top"])
    }

    @Test func listsBoundToNamesGrownAndConcatenated() throws {
        let spec = try importSwift(viewController("""
                var constraints: [NSLayoutConstraint] = []
                constraints.append(toolbar.heightAnchor.constraint(equalToConstant: 44))
                constraints += [toolbar.topAnchor.constraint(equalTo: view.topAnchor)]
                constraints.append(contentsOf: [button.heightAnchor.constraint(equalToConstant: 40)])
                let more = [button.topAnchor.constraint(equalTo: toolbar.bottomAnchor)]
                NSLayoutConstraint.activate(constraints + more)
        """))
        #expect(spec.rules == ["toolbar.height == 44", "toolbar.top == view.top", "button.height == 40", "button.top == toolbar.bottom"])
    }

    @Test func deactivatedAndNeverActivatedConstraintsAreLeftOut() throws {
        let spec = try importSwift(viewController("""
                let height = toolbar.heightAnchor.constraint(equalToConstant: 44)
                let width = toolbar.widthAnchor.constraint(equalToConstant: 320)
                let top = toolbar.topAnchor.constraint(equalTo: view.topAnchor)
                NSLayoutConstraint.activate([height, width])
                width.isActive = false
                NSLayoutConstraint.deactivate([height])
        """))
        #expect(spec.rules.isEmpty)
        #expect(spec.warningLines.contains { $0.hasPrefix("11:19: skipped: a constraint that is never activated") })
    }

    @Test func identifiersNameConstraints() throws {
        let spec = try importSwift(viewController("""
                let height = toolbar.heightAnchor.constraint(equalToConstant: 44)
                height.identifier = "toolbarHeight"
                let other = toolbar.widthAnchor.constraint(equalToConstant: 1)
                other.identifier = "toolbarHeight"
                NSLayoutConstraint.activate([height, other])
        """))
        #expect(spec.ruleLines == ["toolbarHeight: toolbar.height == 44", "other: toolbar.width == 1"])
        #expect(spec.warnings.map(\.code) == [.duplicateIdentifier])
    }
}
