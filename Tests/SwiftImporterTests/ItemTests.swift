import LayoutSpec
import Testing

/// The items constraints use: the root view and its guides, subviews however they are declared,
/// custom layout guides, and views reached through other objects' properties.
@Suite struct ItemTests {
    /// A field subclass that is its own delegate (`delegate = self` in its initializer) is named
    /// after the screen's properties that hold it, not after its own `delegate`.
    @Test func aViewThatIsItsOwnDelegateIsNamedByTheScreen() throws {
        let spec = try importSwift("""
            import UIKit

            class RoundedField: UITextField, UITextFieldDelegate {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    self.delegate = self
                    borderStyle = .roundedRect
                }
                required init?(coder: NSCoder) { nil }
            }

            final class AddressViewController: UIViewController {
                private let streetField = RoundedField()
                private let cityField = RoundedField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(streetField)
                    view.addSubview(cityField)
                    NSLayoutConstraint.activate([
                        streetField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        cityField.topAnchor.constraint(equalTo: streetField.bottomAnchor, constant: 8),
                    ])
                }
            }
            """)
        #expect(spec.views.map(\.name) == ["streetField", "cityField"])
    }

    @Test func propertiesLazyVarsLocalsOutletsAndGuides() throws {
        let spec = try importSwift("""
            import UIKit

            final class Screen: UIViewController {
                @IBOutlet private weak var header: UILabel!
                private lazy var footer: UIView = {
                    let footer = UIView()
                    footer.backgroundColor = .systemBackground
                    return footer
                }()
                private let contentGuide = UILayoutGuide()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UILabel()
                    view.addSubview(footer)
                    view.addSubview(badge)
                    view.addLayoutGuide(contentGuide)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        contentGuide.topAnchor.constraint(equalTo: header.bottomAnchor),
                        footer.topAnchor.constraint(equalTo: contentGuide.bottomAnchor),
                        badge.centerYAnchor.constraint(equalTo: self.footer.centerYAnchor),
                        footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    ])
                }
            }
            """)
        #expect(spec.views.map(\.name) == ["footer", "badge", "header"])
        #expect(spec.guides.keys.sorted() == ["contentGuide"])
        #expect(spec.rules == [
            "header.top == safeArea.top", "contentGuide.top == header.bottom", "footer.top == contentGuide.bottom",
            "badge.centerY == footer.centerY", "footer.bottom == keyboard.top",
        ])
        #expect(spec.warnings.isEmpty)
    }

    @Test func localsWithTheSameNameInTwoHelpersAreTwoViews() throws {
        let spec = try importSwift("""
            import UIKit

            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addRow(at: 0)
                    addRow(at: 50)
                }

                private func addRow(at top: CGFloat) {
                    let row = UIView()
                    view.addSubview(row)
                    row.topAnchor.constraint(equalTo: view.topAnchor, constant: top).isActive = true
                }
            }
            """)
        #expect(spec.rules == ["row.top == view.top", "row2.top == view.top + 50"])
    }

    @Test func viewsOfOtherObjectsPropertiesAreItemsNamedByTheirPath() throws {
        let spec = try importSwift("""
            import UIKit
            import SwiftUI

            final class ProfileViewController: UIViewController {
                private let summary = SummaryViewController()
                private lazy var hostingController = UIHostingController(rootView: AvatarView())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(summary)
                    view.addSubview(summary.view)
                    summary.view.translatesAutoresizingMaskIntoConstraints = false
                    summary.didMove(toParent: self)
                    let avatar = hostingController.view!
                    view.addSubview(avatar)
                    NSLayoutConstraint.activate([
                        summary.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        hostingController.view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                        avatar.topAnchor.constraint(equalTo: summary.view.bottomAnchor, constant: 12),
                    ])
                }
            }
            """)
        #expect(spec.rules == [
            "summaryView.top == safeArea.top", "hostingControllerView.bottom == keyboard.top", "avatar.top == summaryView.bottom + 12",
        ])
        #expect(spec.warnings.isEmpty)
    }
}
