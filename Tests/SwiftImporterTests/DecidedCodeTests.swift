import LayoutSpec
import SwiftImporter
import Testing

/// Code whose outcome kbcov knows when it runs it: a one-time set-up behind `superview == nil`, a
/// ternary on a helper's flag, a helper's default argument naming its type's constant, the first
/// and last of a helper's variadic views, `if let previous` of a value still `nil`, a size the
/// code writes out, a generic base view controller, and a helpers file analysed in its users.
@Suite struct DecidedCodeTests {
    static func rules(_ files: [String: String], screen: String) throws -> [String] {
        let spec = try #require(try importFiles(files).specs.first { $0.name == screen })
        return spec.constraints.map(\.rule)
    }

    @Test func aOneTimeSetUpRunsTheFirstTimeOnly() throws {
        let badge = """
            import UIKit

            final class BadgeViewController: UIViewController {
                private let countLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    updateBadge()
                    updateBadge()
                }

                private func updateBadge() {
                    guard countLabel.superview == nil else { return }
                    if countLabel.superview == nil {
                        countLabel.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(countLabel)
                        countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
                        countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    } else {
                        countLabel.widthAnchor.constraint(equalToConstant: 1).isActive = true
                    }
                }
            }
            """
        let imported = try importFiles(["BadgeViewController.swift": badge])
        let spec = try #require(imported.specs.first)
        #expect(spec.constraints.map(\.rule) == ["countLabel.top == safeArea.top + 8", "countLabel.centerX == view.centerX"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func aHelpersFlagAndDefaultSpacingAreRead() throws {
        let layout = """
            import UIKit

            struct Layout {
                static let defaultSpacing: CGFloat = 20

                static func embed(_ items: UIView..., in container: UIView, spacing: CGFloat = defaultSpacing, hasPadding: Bool = false) -> [NSLayoutConstraint] {
                    guard !items.isEmpty else { return [] }
                    let padding = hasPadding ? spacing * 0.5 : 0
                    var constraints = [
                        items.first!.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: padding),
                        container.trailingAnchor.constraint(equalTo: items.last!.trailingAnchor, constant: spacing),
                    ]
                    var previous: UIView? = nil
                    for item in items {
                        if let previous = previous {
                            constraints.append(item.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: spacing))
                        }
                        previous = item
                    }
                    return constraints
                }
            }
            """
        let screen = """
            import UIKit

            final class PanelViewController: UIViewController {
                private let panel = UIView()
                private let tile = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tileSize = CGSize(width: 44, height: 44)
                    for subview in [panel, tile] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    NSLayoutConstraint.activate(Layout.embed(panel, in: view, hasPadding: true) + [
                        panel.topAnchor.constraint(equalTo: view.topAnchor),
                        panel.heightAnchor.constraint(equalToConstant: 100),
                        tile.widthAnchor.constraint(equalToConstant: tileSize.width),
                        tile.heightAnchor.constraint(equalToConstant: tileSize.height),
                        tile.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
                        tile.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
                    ])
                }
            }
            """
        #expect(try Self.rules(["Layout.swift": layout, "PanelViewController.swift": screen], screen: "PanelViewController") == [
            "panel.leading == view.leading + 10", "view.trailing == panel.trailing + 20",
            "panel.top == view.top", "panel.height == 100", "tile.width == 44", "tile.height == 44",
            "tile.centerX == panel.centerX", "tile.centerY == panel.centerY",
        ])
    }

    /// A helper that pins to the bounds, the safe area or the margins by an enum its caller
    /// gives (a default argument's `.bounds`): the case that names it runs, and `guide?.topAnchor
    /// ?? topAnchor` of the `nil` guide is the view's own anchor.
    @Test func aSwitchOverTheCaseACallerGivesRunsThatCase() throws {
        let spec = try importSwift("""
            import UIKit

            extension UIView {
                enum PinTarget {
                    case bounds, safeArea, margins
                }

                func fill(with subview: UIView, target: PinTarget = .bounds) {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(subview)
                    let guide: UILayoutGuide?
                    switch target {
                    case .bounds:
                        guide = nil
                    case .safeArea:
                        guide = safeAreaLayoutGuide
                    default:
                        guide = layoutMarginsGuide
                    }
                    NSLayoutConstraint.activate([
                        subview.topAnchor.constraint(equalTo: guide?.topAnchor ?? topAnchor),
                        subview.bottomAnchor.constraint(equalTo: guide?.bottomAnchor ?? bottomAnchor),
                    ])
                }
            }

            final class CardViewController: UIViewController {
                private let card = UIView()
                private let note = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.fill(with: card, target: .safeArea)
                    card.fill(with: note)
                    view.fill(with: UIView(), target: .margins)
                }
            }
            """)
        #expect(spec.constraints.map(\.rule).prefix(4) == [
            "card.top == safeArea.top", "card.bottom == safeArea.bottom", "note.top == card.top", "note.bottom == card.bottom",
        ])
        #expect(spec.constraints.count == 6)
        #expect(!spec.warnings.contains { $0.message.contains("switch") }, "\(spec.warnings.map(\.message))")
    }

    @Test func aScreenOfAGenericBaseViewControllerIsAScreen() throws {
        let base = """
            import UIKit

            class ListViewController<Cell: UIView>: UIViewController {
                let header = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """
        let screen = """
            import UIKit

            final class ContactsViewController: ListViewController<UILabel> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                }
            }
            """
        #expect(try Self.rules(["ListViewController.swift": base, "ContactsViewController.swift": screen], screen: "ContactsViewController") == [
            "header.top == safeArea.top", "header.leading == margins.leading",
        ])
    }

    /// Named alone, a file of helpers is analysed in the screens and views that call it.
    @Test func aHelpersFileIsAnalysedInItsUsers() throws {
        let helpers = """
            import UIKit

            extension UIView {
                func pinToSuperviewEdges(inset: CGFloat = 0) {
                    guard let superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
                        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
                        bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -inset),
                        trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
                    ])
                }
            }
            """
        let meter = """
            import UIKit

            final class LevelMeterView: UIView {
                private let stack = UIStackView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    stack.pinToSuperviewEdges(inset: 4)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """
        let sources = [
            SwiftSourceImporter.Source(path: "App/Extensions/UIView+Pin.swift", text: helpers),
            SwiftSourceImporter.Source(path: "App/Views/LevelMeterView.swift", text: meter, isContext: true),
        ]
        let imported = try SwiftSourceImporter.load(sources: sources).get()
        let spec = try #require(imported.specs.first)
        #expect(spec.name == "LevelMeterView")
        #expect(spec.constraints.filter { !$0.id.hasPrefix("host.") }.map(\.rule) == [
            "stack.top == levelMeterView.top + 4", "stack.leading == levelMeterView.leading + 4",
            "stack.bottom == levelMeterView.bottom - 4", "stack.trailing == levelMeterView.trailing - 4",
        ])
    }
}
