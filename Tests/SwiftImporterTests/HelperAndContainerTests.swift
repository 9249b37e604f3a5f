import LayoutSpec
import SwiftImporter
import Testing

/// Layout written through helpers, old spellings and UIKit's containers, each read as UIKit runs it.
@Suite struct HelperAndContainerTests {
    @Test func helpersTakeDefaultArgumentsVariadicsAndTheReceiversSuperview() throws {
        let spec = try importSwift("""
            import UIKit

            extension UIView {
                func pinHorizontally(inset: CGFloat = 16) {
                    guard let superview else { return }
                    leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset).isActive = true
                    trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset).isActive = true
                }
                func addSubviews(_ views: UIView...) { views.forEach(addSubview) }
            }

            func stack(_ lower: UIView, under upper: UIView, spacing: CGFloat = 8, flush: Bool = false) {
                if flush {
                    lower.topAnchor.constraint(equalTo: upper.bottomAnchor).isActive = true
                } else {
                    lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: spacing).isActive = true
                }
            }

            final class CardViewController: UIViewController {
                let card = UIView()
                let title = UILabel()
                let body = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.addSubviews(title, body)
                    card.pinHorizontally()
                    title.pinHorizontally(inset: 12)
                    stack(body, under: title)
                    stack(title, under: card, flush: true)
                }
            }
            """)
        #expect(spec.rules == [
            "card.leading == view.leading + 16", "card.trailing == view.trailing - 16",
            "title.leading == card.leading + 12", "title.trailing == card.trailing - 12",
            "body.top == title.bottom + 8", "title.top == card.bottom",
        ])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test func theSuperviewOfAViewNotYetAddedIsAWarningNotAViewNamedSuperview() throws {
        let spec = try importSwift("""
            import UIKit

            extension UIView {
                func centerInSuperview() {
                    centerXAnchor.constraint(equalTo: superview!.centerXAnchor).isActive = true
                }
            }

            final class ToolbarViewController: UIViewController {
                let toolbar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbar.centerInSuperview()
                    view.addSubview(toolbar)
                    toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
            }
            """)
        #expect(spec.rules == ["toolbar.height == 44"])
        #expect(spec.warningLines.contains { $0.contains("'superview' of a view that is not added to one when this code runs") })
        #expect(!spec.views.map(\.name).contains("superview"))
    }

    @Test func aViewMeetsItsSuperviewWhenItIsAdded() throws {
        let spec = try importSwift("""
            import UIKit

            final class BannerView: UIView {
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    guard let superview else { return }
                    topAnchor.constraint(equalTo: superview.safeAreaLayoutGuide.topAnchor).isActive = true
                    heightAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }

            final class HomeViewController: UIViewController {
                let banner = BannerView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                }
            }
            """)
        #expect(spec.rules == ["banner.top == safeArea.top", "banner.height == 80"])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test func swiftTwoSpellingsAndStaticFactoriesAreRead() throws {
        let spec = try importSwift("""
            import UIKit
            final class LegacyViewController: UIViewController {
                private lazy var button = Self.makeButton(title: "Go")

                private static func makeButton(title: String) -> UIButton {
                    let button = UIButton(type: .system)
                    button.setTitle(title, for: .normal)
                    return button
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(button)
                    button.centerXAnchor.constraintEqualToAnchor(view.centerXAnchor).active = true
                    button.bottomAnchor.constraintLessThanOrEqualToAnchor(view.bottomAnchor, constant: -20).active = true
                    button.heightAnchor.constraintEqualToConstant(44).active = true
                }
            }
            """)
        #expect(spec.rules == ["button.centerX == view.centerX", "button.bottom <= view.bottom - 20", "button.height == 44"])
        #expect(spec.views.first { $0.name == "button" }?.viewClass == "UIButton")
    }

    @Test func aTableViewControllersTableViewIsItsRootView() throws {
        let spec = try importSwift("""
            import UIKit
            final class ListViewController: UITableViewController {
                let emptyLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.addSubview(emptyLabel)
                    emptyLabel.centerXAnchor.constraint(equalTo: tableView.centerXAnchor).isActive = true
                    emptyLabel.topAnchor.constraint(equalTo: self.tableView.safeAreaLayoutGuide.topAnchor, constant: 40).isActive = true
                }
            }
            """)
        #expect(spec.rules == ["emptyLabel.centerX == view.centerX", "emptyLabel.top == safeArea.top + 40"])
    }

    @Test func aSubviewsReadableGuideIsItsMarginsAtMostReadableWidth() throws {
        let spec = try importSwift(viewController("""
                    view.addSubview(toolbar)
                    toolbar.addSubview(button)
                    button.leadingAnchor.constraint(equalTo: toolbar.readableContentGuide.leadingAnchor).isActive = true
            """))
        #expect(spec.rules == [
            "toolbarReadable.top == toolbar.top + 8", "toolbarReadable.bottom == toolbar.bottom - 8",
            "toolbarReadable.centerX == toolbar.centerX", "toolbarReadable.width <= 672",
            "toolbarReadable.width <= toolbar.width - 16", "toolbarReadable.width == toolbar.width - 16 @750",
            "button.leading == toolbarReadable.leading",
        ])
        #expect(spec.guides.keys.sorted() == ["toolbarReadable"])
    }

    @Test func aSingleViewMayBeAlignedAlongItsOwnAxisAsUIKitAccepts() throws {
        let spec = try importSwift(viewController("""
                    view.addSubview(button)
                    let views = ["button": button]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[button(==120)]", options: .alignAllCenterX, metrics: nil, views: views))
            """))
        #expect(spec.rules == ["button.width == 120"])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }
}
