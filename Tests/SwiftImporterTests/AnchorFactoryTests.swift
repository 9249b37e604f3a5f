import LayoutSpec
import Testing

/// The expressions that make constraints, each imported as the rule it means.
@Suite struct AnchorFactoryTests {
    @Test func equalitiesAndInequalitiesWithConstants() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                    toolbar.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
                    toolbar.trailingAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.trailingAnchor, constant: -4.5),
                    toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                ])
        """))
        #expect(spec.rules == [
            "toolbar.top == safeArea.top + 12",
            "toolbar.leading >= margins.leading",
            "toolbar.trailing <= readable.trailing - 4.5",
            "toolbar.bottom == keyboard.top",
        ])
    }

    @Test func dimensionsWithMultipliersAndConstants() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -16),
                    toolbar.heightAnchor.constraint(equalToConstant: 44),
                    button.widthAnchor.constraint(greaterThanOrEqualToConstant: 88),
                    button.heightAnchor.constraint(lessThanOrEqualTo: toolbar.heightAnchor, multiplier: 2),
                ])
        """))
        #expect(spec.rules == [
            "toolbar.width == 0.5 * view.width - 16",
            "toolbar.height == 44",
            "button.width >= 88",
            "button.height <= 2 * toolbar.height",
        ])
    }

    /// System spacing is 8 pt times the multiplier, added to the anchor the factory names.
    @Test func systemSpacingFactories() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
                    toolbar.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2.0),
                    button.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: toolbar.bottomAnchor, multiplier: 1),
                    view.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: button.trailingAnchor, multiplier: 0.5),
                ])
        """))
        #expect(spec.rules == [
            "toolbar.top == safeArea.top + 8",
            "toolbar.leading == view.leading + 16",
            "button.top >= toolbar.bottom + 8",
            "view.trailing <= button.trailing + 4",
        ])
    }

    @Test func itemAttributeInitializer() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint(item: toolbar, attribute: .bottom, relatedBy: .equal,
                                   toItem: view.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: -20).isActive = true
                NSLayoutConstraint(item: toolbar, attribute: .height, relatedBy: .greaterThanOrEqual,
                                   toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
                NSLayoutConstraint(item: button, attribute: .centerX, relatedBy: .lessThanOrEqual,
                                   toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0).isActive = true
                NSLayoutConstraint(item: button, attribute: .leading, relatedBy: .equal,
                                   toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
        """))
        #expect(spec.rules == [
            "toolbar.bottom == safeArea.bottom - 20",
            "toolbar.height >= 44",
            "button.centerX <= 0.5 * view.centerX",
            "button.leading == margins.leading",
        ])
    }

    @Test func namedConstantsOfTheFile() throws {
        let spec = try importSwift("""
            import UIKit

            private enum Metrics {
                static let inset: CGFloat = 16
            }
            private let toolbarHeight = 44.0

            final class Screen: UIViewController {
                let toolbar = UIView()
                let spacing: CGFloat = 8

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        toolbar.heightAnchor.constraint(equalToConstant: toolbarHeight),
                        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Metrics.inset + spacing * 2),
                        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Metrics.inset / 2),
                    ])
                }
            }
            """)
        #expect(spec.rules == ["toolbar.height == 44", "toolbar.leading == view.leading + 32", "toolbar.trailing == view.trailing - 8"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func eachConstraintIsLocatedAtItsExpression() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.heightAnchor.constraint(equalToConstant: 44),
                      button.heightAnchor.constraint(equalToConstant: 44),
                ])
        """))
        #expect(spec.constraints.map { "\($0.location)" } == ["Test.swift:10:13", "Test.swift:11:15"])
    }
}
