import LayoutSpec
import Testing

/// The items constraints use: the root view and its guides, subviews however they are declared,
/// custom layout guides, and `self` in a view subclass.
@Suite struct ItemTests {
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

    @Test func selfIsTheRootViewOfAViewSubclass() throws {
        let spec = try importSwift("""
            import UIKit

            final class ToolbarHost: UIView {
                private let toolbar = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(toolbar)
                    NSLayoutConstraint.activate([
                        toolbar.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
                        toolbar.leadingAnchor.constraint(equalTo: self.leadingAnchor),
                        toolbar.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        #expect(spec.rules == ["toolbar.bottom == keyboard.top", "toolbar.leading == view.leading", "toolbar.trailing == safeArea.trailing"])
        #expect(spec.name == "ToolbarHost")
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
}
