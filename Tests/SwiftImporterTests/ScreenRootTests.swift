import KbcovTestSupport
import LayoutSpec
import SwiftImporter
import Testing

/// kbcov analyses screens, a view controller's root view: a view's own anchors are the view's, a
/// view no screen places is analysed on its own (or is "not a screen" without constraints of its
/// own), a screen without layout is "nothing to analyse", and the spec is named after the view
/// controller.
@Suite struct ScreenRootTests {
    static let ratingSlider = """
        import UIKit

        final class RatingSlider: UISlider {
            private let valueLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                valueLabel.translatesAutoresizingMaskIntoConstraints = false
                addSubview(valueLabel)
                NSLayoutConstraint.activate([
                    widthAnchor.constraint(equalToConstant: 120),
                    self.heightAnchor.constraint(equalToConstant: 32),
                    valueLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                    valueLabel.leadingAnchor.constraint(equalTo: trailingAnchor, constant: 8),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    @Test func aViewAloneIsAnalysedOnItsOwnAtItsCompressedSize() throws {
        let imported = try importFiles(["RatingSlider.swift": Self.ratingSlider])
        #expect(imported.skipped.isEmpty)
        let spec = try #require(imported.specs.first)
        #expect(spec.name == "RatingSlider")
        #expect(spec.constraints.filter { $0.id.hasPrefix("host.") }.map(\.rule) == [
            "ratingSlider.leading == safeArea.leading", "ratingSlider.top == safeArea.top",
            "ratingSlider.width <= safeArea.width", "ratingSlider.height <= safeArea.height",
            "ratingSlider.width == 0 @50", "ratingSlider.height == 0 @50",
        ])
        #expect(spec.warnings.map(\.description) == [
            "RatingSlider.swift:3:13: warning: approximated: no screen kbcov read places RatingSlider; it is analysed on its own, at the smallest size its constraints allow within the safe area (UIKit's compressed fitting size) [unsupportedConstruct]",
        ])
    }

    @Test func aViewWithoutConstraintsOfItsOwnIsNotAScreen() throws {
        let imported = try importFiles(["BadgeView.swift": BadgeView.source])
        #expect(imported.specs.isEmpty)
        let skipped = try #require(imported.skipped.first)
        #expect(skipped.reason == .notAScreen)
        #expect(skipped.description == "BadgeView.swift:3:13: note: not a screen: BadgeView is a view (UIView) that no view controller in the analysed files places, and it makes no constraints kbcov could read; kbcov analyses screens, and views that lay out their subviews on their own")
    }

    @Test func aViewPlacedByAScreenIsAnalysedWithItsOwnAnchors() throws {
        let screen = """
            import UIKit

            final class ReviewViewController: UIViewController {
                private let slider = RatingSlider()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    slider.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(slider)
                    NSLayoutConstraint.activate([
                        slider.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        slider.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
                    ])
                }
            }
            """
        let imported = try importFiles(["RatingSlider.swift": Self.ratingSlider, "ReviewViewController.swift": screen])
        #expect(imported.skipped.isEmpty)
        let spec = try #require(imported.specs.first)
        #expect(spec.name == "ReviewViewController")
        #expect(spec.path == "ReviewViewController.swift")
        #expect(spec.rules == [
            "slider.width == 120", "slider.height == 32", "valueLabel.centerY == slider.centerY",
            "valueLabel.leading == slider.trailing + 8",
            "slider.centerX == view.centerX", "slider.bottom == keyboard.top - 16",
        ])
        #expect(!spec.rules.contains { $0.hasPrefix("view.width") })
    }

    @Test func aScreenWithoutLayoutHasNothingToAnalyse() throws {
        let imported = try importFiles(["AboutViewController.swift": """
            import UIKit

            final class AboutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    title = "About"
                }
            }
            """])
        #expect(imported.specs.isEmpty)
        #expect(imported.skipped.map(\.reason) == [.nothingToAnalyse])
        #expect(imported.skipped.first?.message.hasPrefix("AboutViewController makes no active or tracked constraints") == true)
    }

    @Test func theSpecIsNamedAfterTheViewControllerNotTheFirstType() throws {
        let spec = try importSwift("""
            import UIKit

            struct CheckoutStyle {
                static let inset: CGFloat = 16
            }

            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(payButton)
                    payButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -CheckoutStyle.inset).isActive = true
                }
            }
            """)
        #expect(spec.name == "CheckoutViewController")
        #expect(spec.rules == ["payButton.bottom == keyboard.top - 16"])
    }

    @Test func aViewMadeTheRootViewInLoadViewIsTheRoot() throws {
        let spec = try importSwift("""
            import UIKit

            final class SignUpView: UIView {
                let nameField = UITextField()
                let submitButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [nameField, submitButton].forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        addSubview($0)
                    }
                    NSLayoutConstraint.activate([
                        nameField.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
                        nameField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                        submitButton.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -8),
                        submitButton.centerXAnchor.constraint(equalTo: centerXAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            final class SignUpViewController: UIViewController {
                private let signUpView = SignUpView()

                override func loadView() {
                    view = signUpView
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    signUpView.submitButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
            }
            """)
        #expect(spec.name == "SignUpViewController")
        #expect(spec.rules == [
            "nameField.top == safeArea.top + 20", "nameField.leading == margins.leading", "submitButton.bottom == keyboard.top - 8",
            "submitButton.centerX == view.centerX", "submitButton.height == 44",
        ])
        #expect(spec.warnings.isEmpty)
    }
}
