import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// A label's or button's font the code sets decides how wide its spelled-out text can be and how
/// high one line of it is; a font kbcov cannot read leaves the text any width and the class's height.
@Suite struct FontSizedTextTests {
    /// A sign-in screen as apps write one: views made in closures, a centred bold title, a field,
    /// a small hint under it in a box of its own, and a button whose title's font is set.
    static let signIn = """
        import UIKit

        final class SignInViewController: UIViewController {
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.text = "Sign in"
                label.font = .boldSystemFont(ofSize: 20)
                label.textAlignment = .center
                label.translatesAutoresizingMaskIntoConstraints = false
                return label
            }()
            private let emailField: UITextField = {
                let field = UITextField()
                field.placeholder = "Email"
                field.borderStyle = .roundedRect
                field.font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
                field.translatesAutoresizingMaskIntoConstraints = false
                return field
            }()
            private let hintLabel = UILabel()
            private let badgeLabel = UILabel()
            private let continueButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                hintLabel.text = "Use the address you signed up with"
                hintLabel.font = UIFont.systemFont(ofSize: 10, weight: .regular)
                hintLabel.textColor = .secondaryLabel
                badgeLabel.text = "NEW"
                badgeLabel.font = .monospacedSystemFont(ofSize: 10, weight: .black)
                continueButton.setTitle("Continue", for: .normal)
                continueButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
                [titleLabel, emailField, hintLabel, badgeLabel, continueButton].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
                    titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
                    emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    hintLabel.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 4),
                    hintLabel.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                    hintLabel.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
                    hintLabel.heightAnchor.constraint(equalToConstant: 12),
                    badgeLabel.topAnchor.constraint(equalTo: hintLabel.bottomAnchor, constant: 4),
                    badgeLabel.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                    badgeLabel.heightAnchor.constraint(equalToConstant: 8),
                    continueButton.topAnchor.constraint(equalTo: badgeLabel.bottomAnchor, constant: 16),
                    continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }
        }
        """

    static func analyzed(_ source: String) throws -> SpecResult {
        try Analyzer.analyze(UIKitLowering.lowered(try importSwift(source)), in: try resolve(["ipad/landscape/full/ltr"]))
    }

    static func findings(_ kind: FindingKind, of result: SpecResult) -> [Finding] {
        result.states.flatMap(\.findings).filter { $0.kind == kind }
    }

    @Test func aFontTheCodeSetsSizesItsText() throws {
        let views = Dictionary(uniqueKeysWithValues: try importSwift(Self.signIn).views.map { ($0.name, $0) })
        // "Sign in" in bold 20 pt: 7 × 0.2 × 20 = 28 to 7 × 1.3 × 20 = 182.
        let title = try #require(views["titleLabel"]?.contentWidth)
        #expect([title.minimum, title.maximum] == [28, 182])
        #expect(title.source.hasSuffix("UILabel: its text in the font the source sets, 20 pt"), "\(title.source)")
        // Black weight widens the widest glyph to 1.5 ems: "NEW" is 3 × 1.5 × 10 = 45 at most.
        #expect(views["badgeLabel"]?.contentWidth?.maximum == 45)
        // A system button's title may still be drawn in its 15–17 pt default (a configuration's):
        // "Continue" is 8 × 0.2 × 15 = 24 to 8 × 1.3 × 18 + 40 = 227.2.
        let button = try #require(views["continueButton"]?.contentWidth)
        #expect([button.minimum, button.maximum] == [24, Rational(2272) / 10])
        #expect(button.source.contains("or in its default font, as a button with a configuration"), "\(button.source)")
        // UIFont.labelFontSize is 17 pt: the field is its class's 34 pt high.
        #expect(views["emailField"]?.font == ViewFont(pointSize: 17))
    }

    /// The title is at most 182 pt wide, so centred it stays on screen; the 10-pt hint's line is
    /// 11.96 pt high and fits its 12-pt box, while the 10-pt badge is squeezed into 8 pt.
    @Test func theScreenIsJudgedInItsFonts() throws {
        let result = try Self.analyzed(Self.signIn)
        #expect(Self.findings(.offscreen, of: result).isEmpty, "\(Self.findings(.offscreen, of: result).map(\.message))")
        let squeezed = Self.findings(.squeezed, of: result)
        #expect(Set(squeezed.flatMap(\.items)) == ["badgeLabel"], "\(squeezed.map(\.message))")
        let badge = try #require(squeezed.first)
        #expect(badge.message.hasPrefix("badgeLabel is squeezed to 8 pt high, below its intrinsic 11.96 pt"), "\(badge.message)")
    }

    /// A font kept in a theme kbcov does not read: the title is any width, so centred it may run
    /// off the screen, and its height is the class's one line of 17-pt text.
    @Test func aFontKbcovCannotReadKeepsTheWholeRange() throws {
        let source = """
            import UIKit

            final class WelcomeViewController: UIViewController {
                private let titleLabel = UILabel()
                private let theme: Theme

                init(theme: Theme) {
                    self.theme = theme
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Welcome"
                    titleLabel.font = theme.headlineFont
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
                        titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                }
            }
            """
        let lowered = UIKitLowering.lowered(try importSwift(source))
        let title = try #require(lowered.views.first { $0.name == "titleLabel" })
        #expect(title.contentWidth == ContentRanges.textWidth)
        #expect(title.intrinsicHeight == DynamicTypeTable.lineHeight(pointSize: 17))
        let offscreen = Self.findings(.offscreen, of: try Self.analyzed(source))
        #expect(Set(offscreen.flatMap(\.items)) == ["titleLabel"])
        let content = try #require(offscreen.first?.contentSizes.first)
        #expect(content.range == ContentRanges.textWidth)
        #expect(offscreen.first?.contentDependence != nil, "only for some content")
    }

    /// A font set in a method kbcov does not run may be any font: the width stays any.
    @Test func aFontSetWhereKbcovDoesNotRunKeepsTheWholeRange() throws {
        func payButtonWidth(members: String) throws -> ContentRange? {
            let spec = try importSwift(viewController("""
                    button.setTitle("Pay", for: .normal)
                    button.titleLabel?.font = .systemFont(ofSize: 17)
                    button.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(button)
                    button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                """, members: members))
            return spec.views.first { $0.name == "button" }?.contentWidth
        }
        // "Pay": 3 × 0.2 × 15 = 9 to 3 × 1.3 × 17 + 40 = 106.3.
        #expect(try payButtonWidth(members: "").map { [$0.minimum, $0.maximum] } == [9, Rational(1063) / 10])
        #expect(try payButtonWidth(members: """
                func applyLargeText() {
                    button.titleLabel?.font = .systemFont(ofSize: 40)
                }
            """) == nil)
    }

    /// Another label's font at a new size, and a custom typeface, whose glyphs kbcov widens to 0.1–2 ems.
    @Test func resizedAndCustomFontsAreRead() throws {
        let spec = try importSwift(viewController("""
                let nameLabel = UILabel()
                nameLabel.text = "Ada"
                nameLabel.font = .systemFont(ofSize: 20)
                let handleLabel = UILabel()
                handleLabel.text = "@ada"
                handleLabel.font = nameLabel.font.withSize(14)
                let brandLabel = UILabel()
                brandLabel.text = "Shop"
                brandLabel.font = UIFont(name: "Avenir-Heavy", size: 16)!
                for label in [nameLabel, handleLabel, brandLabel] {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            """))
        let views = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.name, $0) })
        // "@ada" at 14 pt in the system font: 4 × 0.2 × 14 = 11.2 to 4 × 1.3 × 14 = 72.8.
        #expect(views["handleLabel"]?.contentWidth.map { [$0.minimum, $0.maximum] } == [Rational(112) / 10, Rational(728) / 10])
        #expect(views["handleLabel"]?.font == ViewFont(pointSize: 14))
        // "Shop" at 16 pt in a typeface kbcov does not know: 4 × 0.1 × 16 = 6.4 to 4 × 2 × 16 = 128.
        let brand = try #require(views["brandLabel"]?.contentWidth)
        #expect([brand.minimum, brand.maximum] == [Rational(64) / 10, 128])
        #expect(brand.source.contains("a typeface it does not know"), "\(brand.source)")
    }
}
