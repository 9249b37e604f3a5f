import LayoutSpec
import Testing

/// Layout code split over methods of the file: followed with their arguments and results.
@Suite struct HelperMethodTests {
    @Test func helpersReturnedListsComputedPropertiesAndExtensions() throws {
        let spec = try importSwift("""
            import UIKit

            final class Screen: UIViewController {
                private let toolbar = UIView()

                private var sizeConstraints: [NSLayoutConstraint] {
                    [toolbar.heightAnchor.constraint(equalToConstant: 44)]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(toolbar)
                    NSLayoutConstraint.activate(edgeConstraints(inset: 8) + sizeConstraints)
                    toolbar.pin(below: view.safeAreaLayoutGuide)
                }

                private func edgeConstraints(inset: CGFloat) -> [NSLayoutConstraint] {
                    let leading = toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset)
                    return [leading, trailing(of: toolbar, inset: inset)]
                }

                private func trailing(of item: UIView, inset: CGFloat) -> NSLayoutConstraint {
                    item.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset)
                }
            }

            extension UIView {
                func pin(below guide: UILayoutGuide) {
                    topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
                }
            }
            """)
        #expect(spec.ruleLines == [
            "leading: toolbar.leading == view.leading + 8",
            "constraints[1]: toolbar.trailing == view.trailing - 8",
            "constraints[2]: toolbar.height == 44",
            "constraints[3]: toolbar.top == safeArea.top",
        ])
        #expect(spec.warnings.isEmpty)
    }

    @Test func recursionIsReportedNotFollowedForever() throws {
        let spec = try importSwift("""
            import UIKit

            final class Screen: UIViewController {
                let toolbar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate(layout(toolbar))
                }

                func layout(_ item: UIView) -> [NSLayoutConstraint] {
                    [item.topAnchor.constraint(equalTo: view.topAnchor)] + layout(item)
                }
            }
            """)
        #expect(spec.warningLines.contains("11:64: skipped: a recursive call to 'layout', which kbcov does not follow"))
    }
}
