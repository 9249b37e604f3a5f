import ExactGeometry
import LayoutSpec
import Testing
import UIKitLayout

/// The UIKit class each view lays out as, from its initializer or its declared type, so that the
/// analysis can size it from its content as UIKit does.
@Suite struct ViewClassTests {
    @Test func classesFromInitializersDeclaredTypesAndClosures() throws {
        let spec = try importSwift("""
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBOutlet private weak var subtitleLabel: UILabel!
                private let titleLabel = UILabel()
                private let saveButton = UIButton(type: .system)
                private let shareButton = UIButton(configuration: .filled(), primaryAction: nil)
                private let photoView = UIImageView(image: UIImage(named: "succulents"))
                private let placeholderView = UIImageView()
                private let avatarView = UIImageView(frame: .zero)
                private lazy var bioView: UITextView = {
                    let textView = UITextView()
                    textView.isScrollEnabled = false
                    textView.font = .preferredFont(forTextStyle: .body)
                    return textView
                }()
                private let logView = UITextView()
                private let nameField: UITextField = {
                    let field = UITextField()
                    field.borderStyle = .roundedRect
                    field.placeholder = "Name"
                    return field
                }()
                private let cardView = UIView()
                private let chartView = ChartView()
                private let notificationsSwitch = UISwitch()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatarView.image = UIImage(systemName: "person.crop.circle")
                    let views: [UIView] = [subtitleLabel, titleLabel, saveButton, shareButton, photoView, placeholderView, avatarView,
                                           bioView, logView, nameField, cardView, chartView, notificationsSwitch]
                    for subview in views {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                        subview.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                    }
                }
            }
            """)
        // Content the source does not show is said, at the view's creation, with why; an SF
        // Symbol takes the symbol table's range (AssetCatalogsTests read images of a catalog).
        #expect(spec.warningLines == [
            "8:29: 'photoView' shows the image 'succulents', whose size kbcov cannot read: no asset catalog (*.xcassets) was found in the project, so the image named 'succulents' cannot be read; kbcov analyses it at every size up to 2048 pt; state its size to narrow it, as in '// kbcov: photoView intrinsicSize 320x200' or in the sidecar",
            "10:30: approximated: 'avatarView' shows the SF Symbol 'person.crop.circle' (text style body, medium scale), whose size depends on the symbol: kbcov takes any width of 8.5–34 pt and height of 12.75–25.5 pt; state its size to narrow it, as in '// kbcov: avatarView intrinsicSize 320x200' or in the sidecar",
            "25:29: approximated: 'chartView' is of class ChartView, which kbcov cannot see into (declared in no analysed file): kbcov analyses its intrinsic width and height at every size up to 2048 pt; state its size to narrow it, as in '// kbcov: chartView intrinsicSize 120x44' or in the sidecar",
        ])
        #expect(Self.classes(spec) == [
            "subtitleLabel: UILabel", "titleLabel: UILabel", "saveButton: UIButton", "shareButton: UIButton",
            "photoView: UIImageView", "placeholderView: -", "avatarView: UIImageView", "bioView: UITextView",
            "logView: UITextView", "nameField: UITextField", "cardView: -", "chartView: -", "notificationsSwitch: UISwitch",
        ])
        // Readers state no other size: the analysis fills in class defaults on the axes left open.
        // A class kbcov cannot see into ranges on both.
        #expect(spec.views.allSatisfy { $0.intrinsicWidth == nil && $0.intrinsicHeight == nil })
        #expect(spec.views.filter { $0.contentWidth != nil && $0.contentHeight != nil }.map(\.name) == ["photoView", "avatarView", "chartView"])
    }

    @Test func aTextViewThatDoesNotScrollIsReadWhereverTheCodeSaysSo() throws {
        let spec = try importSwift("""
            import UIKit

            final class NoteField: UITextView {}

            final class ComposeViewController: UIViewController {
                private lazy var subjectView: UITextView = {
                    let textView = UITextView()
                    textView.isScrollEnabled = false
                    textView.font = .preferredFont(forTextStyle: .headline)
                    return textView
                }()
                private let bodyView = UITextView()
                private let signatureView = NoteField()
                private let quoteView = UITextView()
                private let attachments = UITableView()
                private let captionLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    signatureView.isScrollEnabled = false
                    quoteView.isScrollEnabled = traitCollection.verticalSizeClass == .compact
                    attachments.isScrollEnabled = false
                    let views: [UIView] = [subjectView, bodyView, signatureView, quoteView, attachments, captionLabel]
                    for subview in views {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                        subview.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                    }
                }
            }
            """)
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "-") \($0.isScrollEnabled)" } == [
            "subjectView: UITextView false", "bodyView: UITextView true", "signatureView: UITextView false",
            "quoteView: UITextView true", "attachments: UITableView false", "captionLabel: UILabel true",
        ])
        // A text view that does not scroll takes its class default like a label: nothing to say,
        // except where the code decides it at run time.
        #expect(spec.warningLines == [
            "21:37: skipped: isScrollEnabled = 'traitCollection.verticalSizeClass == .compact', decided at run time; kbcov reads true and false and keeps UIKit's default",
        ])
        let lowered = UIKitLowering.lowered(spec)
        let subject = try #require(lowered.views.first { $0.name == "subjectView" })
        #expect(subject.intrinsicWidth == nil && subject.contentWidth != nil && subject.intrinsicHeight == Rational(3633) / 100)
        #expect(lowered.views.filter { $0.intrinsicHeight != nil }.map(\.name) == ["subjectView", "signatureView", "captionLabel"])
    }

    @Test func subclassesDeclaredInTheFileLayOutAsTheirUIKitSuperclass() throws {
        let spec = try importSwift("""
            import UIKit

            class Field: UITextField {
                override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
            }

            final class SearchField: Field {}

            final class PillButton: UIKit.UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.height / 2
                }
            }

            final class Toolbar: UIToolbar {}

            final class GradientView: UIView {}

            final class SearchViewController: UIViewController {
                private let searchField = SearchField()
                private let emailField: Field = Field()
                private let goButton = PillButton(type: .system)
                private let toolbar = Toolbar()
                private let backdrop = GradientView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        emailField.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
                        goButton.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 8),
                        toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                        backdrop.topAnchor.constraint(equalTo: view.topAnchor),
                    ])
                }
            }
            """)
        #expect(Self.classes(spec) == [
            "searchField: UITextField", "emailField: UITextField", "goButton: UIButton", "toolbar: -", "backdrop: -",
        ])
    }

    @Test func statedSizesAndSidecarClassesWinOverTheCode() throws {
        var settings = SpecSettings()
        let nowhere = SourceLocation(file: "Test.kbcov.yaml", line: 3, column: 3)
        settings.views = [ViewDeclaration(name: "badge", viewClass: "UILabel", location: nowhere)]
        let spec = try importSwift("""
            import UIKit

            final class BadgeViewController: UIViewController {
                // kbcov: titleLabel intrinsicHeight 30
                private let titleLabel = UILabel()
                private let badge = BadgeView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor).isActive = true
                }
            }
            """, settings: settings)
        let title = try #require(spec.views.first { $0.name == "titleLabel" })
        #expect(title.viewClass == "UILabel" && title.intrinsicHeight == 30 && title.intrinsicWidth == nil)
        #expect(title.contentWidth == nil)
        #expect(spec.views.first { $0.name == "badge" }?.viewClass == "UILabel")
    }

    @Test func hiddenViewsAndVisibilityDecidedAtRunTime() throws {
        let spec = try importSwift("""
            import UIKit

            final class InboxViewController: UIViewController {
                private let emptyLabel = UILabel()
                private let banner = UILabel()
                private let spinner = UIActivityIndicatorView(style: .medium)
                private var messages: [String] = []
                private let tableView = UITableView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.isHidden = true
                    emptyLabel.isHidden = !messages.isEmpty
                    spinner.isHidden = messages.isEmpty
                    tableView.isScrollEnabled = messages.count > 20
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        tableView.topAnchor.constraint(equalTo: banner.bottomAnchor),
                    ])
                }
            }
            """)
        #expect(spec.views.map { "\($0.name) \($0.isHidden)" } == ["banner true", "emptyLabel false", "tableView false"])
        // The spinner is no part of the layout, and whether a table view scrolls does not change
        // its size: what decides them does not matter.
        #expect(spec.warningLines == [
            "13:31: skipped: isHidden = '!messages.isEmpty', decided at run time; kbcov reads true and false and keeps UIKit's default",
        ])
    }

    static func classes(_ spec: LayoutSpec) -> [String] {
        spec.views.map { "\($0.name): \($0.viewClass ?? "-")" }
    }

    @Test func aTextFieldsBorderStyleIsRead() throws {
        let spec = try importSwift(viewController("""
                let plainField = UITextField()
                plainField.borderStyle = .none
                let boxedField = UITextField()
                boxedField.borderStyle = .roundedRect
                let themedField = UITextField()
                themedField.borderStyle = theme.fieldBorder
                for field in [plainField, boxedField, themedField] {
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(field)
                    field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
        """))
        #expect(spec.views.map { "\($0.name): \($0.isBorderless)" } == ["plainField: true", "boxedField: false", "themedField: false"])
        #expect(spec.warningLines.contains { $0.hasPrefix("14:35: skipped: the borderStyle 'theme.fieldBorder'") }, "\(spec.warningLines)")
    }

    static let buttonClasses = """

        final class RoundButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 8
            }
        }

        final class PillButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                configuration = .borderedProminent()
            }
        }
        """

    /// `UIButton(type:)` draws without a configuration: 6 pt above and below its 15-pt title. So
    /// does a subclass of the app's own unless its initializer gives it one.
    @Test func aButtonsConfigurationIsRead() throws {
        let spec = try importSwift(viewController("""
                let linkButton = UIButton(type: .system)
                let sendButton = UIButton(configuration: .filled())
                let doneButton = UIButton(type: .system)
                doneButton.configuration = .plain()
                let roundButton = RoundButton()
                let pillButton = PillButton()
                for button in [linkButton, sendButton, doneButton, roundButton, pillButton] {
                    button.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(button)
                    button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
        """) + Self.buttonClasses)
        #expect(spec.views.map { "\($0.name): \($0.drawsWithoutConfiguration)" } == [
            "linkButton: true", "sendButton: false", "doneButton: false", "roundButton: true", "pillButton: false",
        ])
        let heights = UIKitLowering.lowered(spec).views.map { "\($0.name) \($0.intrinsicHeight?.decimalString() ?? "-")" }
        #expect(heights == ["linkButton 29.94", "sendButton 34", "doneButton 34", "roundButton 29.94", "pillButton 34"])
    }
}
