import LayoutSpec
import Testing

/// Constraint priorities in every form UIKit code writes them, and the content priorities of views.
@Suite struct PriorityTests {
    @Test func priorityForms() throws {
        let spec = try importSwift(viewController("""
                let forms: [NSLayoutConstraint] = [
                    toolbar.heightAnchor.constraint(equalToConstant: 1),
                    toolbar.heightAnchor.constraint(equalToConstant: 2),
                    toolbar.heightAnchor.constraint(equalToConstant: 3),
                    toolbar.heightAnchor.constraint(equalToConstant: 4),
                    toolbar.heightAnchor.constraint(equalToConstant: 5),
                    toolbar.heightAnchor.constraint(equalToConstant: 6),
                    toolbar.heightAnchor.constraint(equalToConstant: 7),
                    toolbar.heightAnchor.constraint(equalToConstant: 8),
                    toolbar.heightAnchor.constraint(equalToConstant: 9),
                ]
                forms[0].priority = .required
                forms[1].priority = .defaultHigh
                forms[2].priority = .defaultLow
                forms[3].priority = .fittingSizeLevel
                forms[4].priority = 999
                forms[5].priority = UILayoutPriority(rawValue: 999)
                forms[6].priority = UILayoutPriority(750)
                forms[7].priority = .defaultHigh + 1
                forms[8].priority = UILayoutPriority.required - 1
                NSLayoutConstraint.activate(forms)
        """))
        #expect(spec.allConstraints.map(\.priority.value) == [1000, 750, 250, 50, 999, 999, 750, 751, 999])
    }

    @Test func contentHuggingAndCompressionResistance() throws {
        let spec = try importSwift(viewController("""
                toolbar.setContentHuggingPriority(.required, for: .horizontal)
                toolbar.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
                button.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)
                NSLayoutConstraint.activate([
                    toolbar.topAnchor.constraint(equalTo: view.topAnchor),
                    button.topAnchor.constraint(equalTo: toolbar.bottomAnchor),
                ])
        """))
        let toolbar = try #require(spec.views.first { $0.name == "toolbar" })
        let button = try #require(spec.views.first { $0.name == "button" })
        #expect((toolbar.hugging.horizontal.value, toolbar.hugging.vertical.value) == (1000, 250))
        #expect((toolbar.compressionResistance.horizontal.value, toolbar.compressionResistance.vertical.value) == (750, 250))
        #expect((button.hugging.horizontal.value, button.hugging.vertical.value) == (250, 251))
    }

    @Test func priorityOutOfRangeIsSkippedWithItsLocation() throws {
        let spec = try importSwift(viewController("""
                let height = toolbar.heightAnchor.constraint(equalToConstant: 44)
                height.priority = .required + 1
                height.isActive = true
        """))
        #expect(spec.allConstraints.map(\.priority.value) == [1000])
        #expect(spec.warningLines == ["10:27: skipped: the priority 1001; kbcov reads whole priorities from 1 to 1000"])
    }
}
