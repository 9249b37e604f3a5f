import ExactGeometry
import LayoutSpec
import Testing

/// Stack views as code builds them: arranged views in order, and each setting UIKit's
/// `UIStackView` has, read into the spec's stack declarations.
@Suite struct StackViewTests {
    @Test func arrangedSubviewsInitializerAndEverySetting() throws {
        let spec = try importSwift("""
            import UIKit

            final class SignInViewController: UIViewController {
                private let titleLabel = UILabel()
                private let emailField = UITextField()
                private let signInButton = UIButton(type: .system)

                private lazy var formStack: UIStackView = {
                    let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, signInButton])
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.axis = .vertical
                    stack.spacing = 10
                    stack.alignment = .center
                    stack.distribution = UIStackView.Distribution.fillEqually
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    return stack
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(formStack)
                    NSLayoutConstraint.activate([
                        formStack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                        formStack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                        formStack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    ])
                }
            }
            """)
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(ViewClassTests.classes(spec) == [
            "formStack: UIStackView", "titleLabel: UILabel", "emailField: UITextField", "signInButton: UIButton",
        ])
        let stack = try #require(spec.stacks.first)
        #expect(spec.stacks.count == 1)
        #expect(stack.name == "formStack" && stack.axis == .vertical && stack.arranged == ["titleLabel", "emailField", "signInButton"])
        #expect(stack.spacing == 10 && stack.customSpacing.isEmpty)
        #expect(stack.alignment == .center && stack.distribution == .fillEqually)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.layoutMargins == EdgeInsetsDeclaration(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect((stack.location.line, stack.location.column) == (9, 21))
    }

    /// A stack subclass of the file, made with inline views: each view is made once (its
    /// initializer's arguments are evaluated once), so the stack arranges exactly two views.
    @Test func inlineArrangedViewsOfAStackSubclassAreMadeOnce() throws {
        let spec = try importSwift("""
            import UIKit

            final class ButtonRow: UIStackView {}

            final class ConfirmViewController: UIViewController {
                private lazy var row = ButtonRow(arrangedSubviews: [UIButton(type: .system), UIButton(type: .system)])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(row)
                    NSLayoutConstraint.activate([
                        row.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        row.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    ])
                }
            }
            """)
        let stack = try #require(spec.stacks.first)
        #expect(spec.stacks.count == 1 && stack.arranged.count == 2)
        #expect(Set(spec.views.map(\.name)) == Set([stack.name] + stack.arranged), "\(spec.views.map(\.name))")
    }

    @Test func addInsertRemoveAndForEach() throws {
        let spec = try importSwift("""
            import UIKit

            final class FormattingViewController: UIViewController {
                private let stack = UIStackView()
                private let boldButton = UIButton(type: .system)
                private let italicButton = UIButton(type: .system)
                private let underlineButton = UIButton(type: .system)
                private let linkButton = UIButton(type: .system)
                private let listButton = UIButton(type: .system)
                private let doneButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    stack.addArrangedSubview(italicButton)
                    stack.addArrangedSubview(underlineButton)
                    stack.insertArrangedSubview(boldButton, at: 0)
                    stack.addArrangedSubview(doneButton)
                    stack.removeArrangedSubview(doneButton)
                    [linkButton, listButton].forEach(stack.addArrangedSubview)
                    [doneButton].forEach { stack.addArrangedSubview($0) }
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        let stack = try #require(spec.stacks.first)
        #expect(stack.arranged == ["boldButton", "italicButton", "underlineButton", "linkButton", "listButton", "doneButton"])
        #expect(stack.axis == .horizontal && stack.spacing == 0 && stack.distribution == .fill && stack.alignment == .fill)
        #expect(!stack.isLayoutMarginsRelativeArrangement && stack.layoutMargins == nil)
    }

    @Test func customSpacingAndTheSystemAndDefaultSpacings() throws {
        let spec = try importSwift(stackScreen("""
                    stack.spacing = UIStackView.spacingUseSystem
                    stack.setCustomSpacing(24, after: titleLabel)
                    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: nameField)
                    stack.setCustomSpacing(40, after: saveButton)
                    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: saveButton)
            """))
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        let stack = try #require(spec.stacks.first)
        // spacingUseSystem is the system spacing between siblings, 8 pt; spacingUseDefault after
        // a view drops its custom spacing, back to the stack's.
        #expect(stack.spacing == 8)
        #expect(stack.customSpacing == ["titleLabel": 24, "nameField": 8])
    }

    @Test func nestedStacksInLazyClosuresArriveWithTheirArrangedViews() throws {
        let spec = try importSwift("""
            import UIKit

            final class ComposeViewController: UIViewController {
                private let messageField = UITextField()
                private let cancelButton = UIButton(type: .system)
                private let sendButton = UIButton(configuration: .borderedProminent())

                private lazy var buttonRow: UIStackView = {
                    let row = UIStackView(arrangedSubviews: [cancelButton, sendButton])
                    row.distribution = .fillEqually
                    row.spacing = 12
                    return row
                }()

                private lazy var editStack: UIStackView = {
                    let stack = UIStackView(arrangedSubviews: [messageField, buttonRow])
                    stack.axis = .vertical
                    stack.spacing = 10
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    return stack
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(editStack)
                    NSLayoutConstraint.activate([
                        editStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        editStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        view.keyboardLayoutGuide.topAnchor.constraint(equalToSystemSpacingBelow: editStack.bottomAnchor, multiplier: 1),
                    ])
                }
            }
            """)
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.stacks.map { "\($0.name) \($0.axis) \($0.arranged) \($0.spacing) \($0.distribution)" } == [
            "editStack vertical [\"messageField\", \"buttonRow\"] 10 fill",
            "buttonRow horizontal [\"cancelButton\", \"sendButton\"] 12 fillEqually",
        ])
        #expect(ViewClassTests.classes(spec) == [
            "editStack: UIStackView", "messageField: UITextField", "buttonRow: UIStackView", "cancelButton: UIButton", "sendButton: UIButton",
        ])
    }

    @Test func aViewConstrainedInsideAStackBringsTheStack() throws {
        let spec = try importSwift(stackScreen("""
                    titleLabel.heightAnchor.constraint(equalToConstant: 30).isActive = true
            """, constrainStack: false))
        #expect(spec.stacks.map(\.name) == ["stack"])
        #expect(spec.views.map(\.name) == ["titleLabel", "stack", "nameField", "saveButton"])
    }

    @Test func settingsKbcovCannotReadAreLocatedWarnings() throws {
        let spec = try importSwift(stackScreen("""
                    stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
                    stack.spacing = view.bounds.width / 20
                    stack.alignment = .centre
                    stack.distribution = preferredDistribution
                    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: view.safeAreaInsets.top, leading: 16, bottom: 8, trailing: 16)
                    stack.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 12)
                    stack.insertArrangedSubview(subtitleLabel, at: stack.arrangedSubviews.count - 1)
                    stack.setCustomSpacing(gap(), after: titleLabel)
            """, members: """
                private let subtitleLabel = UILabel()
                private var preferredDistribution: UIStackView.Distribution { .fillEqually }
                private func gap() -> CGFloat { traitCollection.horizontalSizeClass == .compact ? 8 : 16 }
            """))
        let stack = try #require(spec.stacks.first)
        #expect(stack.arranged == ["titleLabel", "nameField", "saveButton", "subtitleLabel"])
        #expect(stack.axis == .horizontal && stack.spacing == 0 && stack.alignment == .fill && stack.distribution == .fillEqually)
        #expect(stack.layoutMargins == EdgeInsetsDeclaration(top: 8, leading: 20, bottom: 8, trailing: 12))
        #expect(spec.warningLines == [
            "17:22: skipped: the axis 'traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical'; expected .horizontal or .vertical; the stack keeps its axis",
            "18:25: skipped: the spacing 'view.bounds.width / 20', which is not a number kbcov can read; expected points, UIStackView.spacingUseSystem or .spacingUseDefault; the stack keeps its spacing",
            "19:27: skipped: the alignment '.centre'; expected one of .fill, .leading, .top, .center, .trailing, .bottom, .firstBaseline, .lastBaseline; the stack keeps its alignment",
            "21:71: skipped: the margin 'view.safeAreaInsets.top', which is not a number kbcov can read; the stack keeps UIKit's default margins",
            "22:31: the left and right margins differ: kbcov reads left as leading and right as trailing, which UIKit does only left to right; use NSDirectionalEdgeInsets",
            "23:56: skipped: the position 'stack.arrangedSubviews.count - 1' of an arranged view, computed at run time; kbcov arranges 'subtitleLabel' last",
            "24:32: skipped: the spacing 'gap()', which is not a number kbcov can read; expected points, UIStackView.spacingUseSystem or .spacingUseDefault; the stack keeps its spacing",
        ])
    }

    @Test func baselinesAlignHorizontalStacksOnly() throws {
        let horizontal = try importSwift(stackScreen("""
                    stack.alignment = .lastBaseline
            """))
        #expect(horizontal.stacks.first?.alignment == .lastBaseline && horizontal.warnings.isEmpty)
        let vertical = try importSwift(stackScreen("""
                    stack.alignment = .firstBaseline
                    stack.axis = .vertical
            """))
        #expect(vertical.stacks.first?.alignment == .fill)
        #expect(vertical.warningLines == [
            "15:27: skipped: the alignment .firstBaseline of a vertical stack; UIKit aligns baselines in horizontal stacks only; kbcov uses .fill",
        ])
    }

    @Test func aStackViewSubclassOfTheFileIsAStack() throws {
        let spec = try importSwift("""
            import UIKit

            final class FormStackView: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                }

                required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            final class SettingsViewController: UIViewController {
                private let form = FormStackView()
                private let wifiSwitch = UISwitch()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    form.addArrangedSubview(wifiSwitch)
                    view.addSubview(form)
                    form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(ViewClassTests.classes(spec) == ["form: UIStackView", "wifiSwitch: UISwitch"])
        #expect(spec.stacks.map(\.arranged) == [["wifiSwitch"]])
    }

    /// A screen with `stack` arranging a label, a text field and a button; `body` configures it.
    func stackScreen(_ body: String, members: String = "", constrainStack: Bool = true) -> String {
        """
        import UIKit

        final class FormViewController: UIViewController {
            private let titleLabel = UILabel()
            private let nameField = UITextField()
            private let saveButton = UIButton(type: .system)
            private let stack = UIStackView()
        \(members)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                stack.addArrangedSubview(titleLabel)
                stack.addArrangedSubview(nameField)
                stack.addArrangedSubview(saveButton)
        \(body)
        \(constrainStack ? "        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true" : "")
            }
        }
        """
    }
}
