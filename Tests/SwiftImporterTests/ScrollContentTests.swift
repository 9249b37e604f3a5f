import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Views in a scroll view's content are on screen wherever scrolling brings them: a form taller
/// than the screen is no finding; a view outside the content, which no scrolling reaches, is.
@Suite struct ScrollContentTests {
    /// A sign-up form in a scroll view that ends at the keyboard: a 400 pt illustration, the
    /// fields and a button under it, taller than an iPhone in landscape. The terms badge is
    /// pinned past the form's trailing edge, where the content ends.
    static let signUp = """
        import UIKit

        final class SignUpViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let formView = UIView()
            private let illustration = UIView()
            private let emailField = UITextField()
            private let createButton = UIButton(type: .system)
            private let termsBadge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(formView)
                for subview in [illustration, emailField, createButton, termsBadge] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    formView.addSubview(subview)
                }
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                formView.translatesAutoresizingMaskIntoConstraints = false
                let content = scrollView.contentLayoutGuide
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    formView.topAnchor.constraint(equalTo: content.topAnchor),
                    formView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    formView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    formView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    formView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    illustration.topAnchor.constraint(equalTo: formView.topAnchor, constant: 24),
                    illustration.centerXAnchor.constraint(equalTo: formView.centerXAnchor),
                    illustration.widthAnchor.constraint(equalToConstant: 240),
                    illustration.heightAnchor.constraint(equalToConstant: 400),
                    emailField.topAnchor.constraint(equalTo: illustration.bottomAnchor, constant: 24),
                    emailField.leadingAnchor.constraint(equalTo: formView.leadingAnchor, constant: 20),
                    emailField.trailingAnchor.constraint(equalTo: formView.trailingAnchor, constant: -20),
                    emailField.heightAnchor.constraint(equalToConstant: 44),
                    createButton.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 16),
                    createButton.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                    createButton.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
                    createButton.heightAnchor.constraint(equalToConstant: 50),
                    createButton.bottomAnchor.constraint(equalTo: formView.bottomAnchor, constant: -24),
                    termsBadge.topAnchor.constraint(equalTo: createButton.topAnchor),
                    termsBadge.leadingAnchor.constraint(equalTo: formView.trailingAnchor, constant: 8),
                    termsBadge.widthAnchor.constraint(equalToConstant: 32),
                    termsBadge.heightAnchor.constraint(equalToConstant: 32),
                ])
            }
        }
        """

    @Test func aTallFormScrollsAndOnlyWhatIsOutsideItsContentIsOffscreen() throws {
        let spec = try importSwift(Self.signUp)
        #expect(spec.views.filter { $0.scrollView == "scrollView" }.map(\.name) == ["formView", "illustration", "emailField", "createButton", "termsBadge"])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-se/landscape"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(findings.allSatisfy { $0.kind == .offscreen && $0.items == ["termsBadge"] }, "\(Set(findings.map(\.message)))")
        let hidden = try #require(result.states.first { $0.state.id == "iphone-se/landscape/full/ltr/hidden/near-bottom" })
        let badge = try #require(hidden.findings.first)
        // 667 pt wide: the badge starts 8 pt past the form's trailing edge.
        #expect(badge.message.hasPrefix("termsBadge extends outside the content of scrollView, where no scrolling shows it: its frame is [675, "),
                "\(badge.message)")
    }

    /// A profile form as a stack pinned to the scroll view's edges, its fields arranged in it, and
    /// no handler that insets the content: taller than an iPhone SE in landscape, so nothing is
    /// offscreen; but scrolled to its end the last field still sits under the docked keyboard.
    static let profileForm = """
        import UIKit

        final class EditProfileViewController: UIViewController {
            private let scrollView = UIScrollView()
            private let stackView = UIStackView()
            private let avatarView = UIView()
            private let nameField = UITextField()
            private let bioField = UITextField()
            private let websiteField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                stackView.axis = .vertical
                stackView.spacing = 16
                view.addSubview(scrollView)
                scrollView.addSubview(stackView)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                stackView.translatesAutoresizingMaskIntoConstraints = false
                for arranged in [avatarView, nameField, bioField, websiteField] {
                    stackView.addArrangedSubview(arranged)
                }
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
                    stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                    stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                    stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                    avatarView.heightAnchor.constraint(equalToConstant: 240),
                    nameField.heightAnchor.constraint(equalToConstant: 44),
                    bioField.heightAnchor.constraint(equalToConstant: 44),
                    websiteField.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    @Test func aStackedFormScrollsButItsLastFieldStaysUnderTheKeyboard() throws {
        let spec = try importSwift(Self.profileForm)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-se/landscape"]))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .offscreen }, "\(Set(findings.map(\.message)))")
        let docked = try #require(result.states.first { $0.state.id == "iphone-se/landscape/full/ltr/docked/near-bottom" })
        let covered = docked.findings.filter { $0.kind == .covered }
        #expect(covered.map(\.items).contains(["websiteField"]), "\(covered.map(\.message))")
        #expect(covered.allSatisfy { $0.message.contains(", where the user types, even with scrollView scrolled to its end, 45 pt: ") })
    }

    /// A settings list that scrolls only vertically: pinned across to the frame guide and down to
    /// the content guide, so nothing gives the content guide a width (Xcode's "scrollable content
    /// width is ambiguous", kbcov's `ambiguous`) and nothing scrolls sideways. The scroll view
    /// still shows its own bounds, where the rows are: none is off screen.
    @Test func contentNarrowerThanItsScrollViewIsShownInTheBounds() throws {
        let spec = try importSwift("""
            import UIKit

            final class SettingsViewController: UIViewController {
                private let scrollView = UIScrollView()
                private let rowsView = UIView()
                private let nameRow = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    scrollView.addSubview(rowsView)
                    rowsView.addSubview(nameRow)
                    for subview in [scrollView, rowsView, nameRow] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                    }
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        rowsView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                        rowsView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                        rowsView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
                        rowsView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
                        nameRow.topAnchor.constraint(equalTo: rowsView.topAnchor, constant: 600),
                        nameRow.leadingAnchor.constraint(equalTo: rowsView.leadingAnchor),
                        nameRow.trailingAnchor.constraint(equalTo: rowsView.trailingAnchor),
                        nameRow.bottomAnchor.constraint(equalTo: rowsView.bottomAnchor),
                        nameRow.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-se/landscape"]))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .offscreen }, "\(Set(findings.map(\.message)))")
        #expect(Set(findings.map { "\($0.kind) \($0.items)" }) == ["ambiguous [\"scrollViewContent\"]"])
    }
}
