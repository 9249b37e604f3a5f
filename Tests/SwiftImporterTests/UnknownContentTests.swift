import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// Content the source does not show — text, SF Symbols, a photo kbcov cannot find — is a range:
/// findings hold for every size in it, or say from which size on (Documentation/Design.md, §4).
@Suite struct UnknownContentTests {
    /// A post composer: a photo from an asset catalog kbcov does not have, kept square by its
    /// image's ratio, a row of SF Symbols under it, and a caption field on the keyboard.
    static let composer = """
        import UIKit

        final class PostComposerViewController: UIViewController {
            private let photo = UIImage(named: "draft-photo")
            private lazy var photoView: UIImageView = {
                let imageView = UIImageView(image: photo)
                imageView.contentMode = .scaleAspectFill
                imageView.clipsToBounds = true
                imageView.translatesAutoresizingMaskIntoConstraints = false
                return imageView
            }()
            private let tools: UIStackView = {
                let stack = UIStackView()
                stack.axis = .horizontal
                stack.alignment = .center
                stack.spacing = 20
                stack.translatesAutoresizingMaskIntoConstraints = false
                return stack
            }()
            private let captionField: UITextField = {
                let field = UITextField()
                field.placeholder = "Write a caption…"
                field.borderStyle = .roundedRect
                field.translatesAutoresizingMaskIntoConstraints = false
                return field
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                let symbols = UIImage.SymbolConfiguration(pointSize: 20)
                let cameraIcon = UIImageView(image: UIImage(systemName: "camera", withConfiguration: symbols))
                let placeIcon = UIImageView(image: UIImage(systemName: "mappin.and.ellipse", withConfiguration: symbols))
                let tagIcon = UIImageView(image: UIImage(systemName: "tag", withConfiguration: symbols))
                let moodIcon = UIImageView(image: UIImage(systemName: "face.smiling", withConfiguration: symbols))
                let moreIcon = UIImageView(image: UIImage(systemName: "ellipsis.circle", withConfiguration: symbols))
                tools.addArrangedSubview(cameraIcon)
                tools.addArrangedSubview(placeIcon)
                tools.addArrangedSubview(tagIcon)
                tools.addArrangedSubview(moodIcon)
                tools.addArrangedSubview(moreIcon)
                view.addSubview(photoView)
                view.addSubview(tools)
                view.addSubview(captionField)
                NSLayoutConstraint.activate([
                    photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                    photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    photoView.widthAnchor.constraint(equalToConstant: 160),
                    photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: photo.size.height / photo.size.width),
                    tools.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 12),
                    tools.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    captionField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    captionField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    captionField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                ])
            }
        }
        """

    @Test func symbolsAndAPhotoOfUnknownSizeAreNeverAmbiguous() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.composer))
        let icons = ["cameraIcon", "placeIcon", "tagIcon", "moodIcon", "moreIcon"]
        for name in icons {
            let icon = try #require(spec.views.first { $0.name == name })
            #expect(icon.contentWidth == ContentRanges.symbol(side: 20).width && icon.contentHeight == ContentRanges.symbol(side: 20).height)
        }
        let photo = try #require(spec.views.first { $0.name == "photoView" })
        #expect(photo.contentWidth == ContentRanges.imageSide && photo.contentHeight == ContentRanges.imageSide)
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16", "ipad-pro-11/landscape/full"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .ambiguous || $0.kind == .unknown }, "\(Set(findings.map(\.message)))")
        // The icons sit in one row whatever their glyphs: no size of theirs puts one off the screen.
        #expect(!findings.contains { !Set($0.items).isDisjoint(with: icons + ["tools"]) }, "\(Set(findings.map(\.message)))")
    }

    /// A contact row that forgot the trailing constraint: the name runs off the screen, but only
    /// for a name wider than the room the avatar leaves.
    static let contactRow = viewController("""
            let avatarView = UIImageView(image: UIImage(named: "avatar"))
            let nameLabel = UILabel()
            avatarView.translatesAutoresizingMaskIntoConstraints = false
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(avatarView)
            view.addSubview(nameLabel)
            NSLayoutConstraint.activate([
                avatarView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                avatarView.widthAnchor.constraint(equalToConstant: 40),
                avatarView.heightAnchor.constraint(equalToConstant: 40),
                nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
                nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            ])
    """)

    @Test func aLongNameLeavesTheScreenFromAnExactWidth() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.contactRow))
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/portrait/full/ltr"]), options: AnalysisOptions(jobs: 2))
        let hidden = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/hidden/near-bottom" })
        let offscreen = try #require(hidden.findings.first { $0.kind == .offscreen && $0.items == ["nameLabel"] })
        // 393 pt wide, 16 + 40 + 12 taken: a name wider than 325 pt runs past the right edge.
        #expect(offscreen.contentDependence == .contentDependent)
        #expect(offscreen.contentSizes == [ContentSize(
            view: "nameLabel", dimension: .width, points: 326, range: ContentRanges.textWidth, start: ContentStart(value: 325, isIncluded: false))])
        #expect(offscreen.witness?.frames["nameLabel"] == Rect(x: 68, y: offscreen.witness?.frames["nameLabel"]?.y ?? 0, width: 326, height: Rational(2033) / 100))
        // Without the keyboard too: the layout's, said once for the environment.
        #expect(offscreen.cause == .layout)
        let everyState = result.states.flatMap(\.findings).filter { $0.kind == .offscreen && $0.items == ["nameLabel"] }
        #expect(everyState.allSatisfy { $0.cause == .layout && $0.contentSizes.first?.start == ContentStart(value: 325, isIncluded: false) })
        #expect(result.states.flatMap(\.findings).allSatisfy { $0.items == ["nameLabel"] }, "only the name: the avatar has its size")
    }

    /// A sign-in form stacked between the top and the keyboard: on an iPhone in landscape the
    /// docked keyboard leaves less room than the fields' one line each, whatever they say.
    static let signInForm = viewController("""
            let titleLabel = UILabel()
            titleLabel.text = "Sign in"
            let emailField = UITextField()
            emailField.borderStyle = .roundedRect
            let passwordField = UITextField()
            passwordField.borderStyle = .roundedRect
            let signInButton = UIButton(type: .system)
            let form = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, signInButton])
            form.axis = .vertical
            form.spacing = 12
            form.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(form)
            NSLayoutConstraint.activate([
                form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                form.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -20),
            ])
    """)

    @Test func aFormTooTallForTheKeyboardIsSqueezedWhateverItSays() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.signInForm))
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/landscape/full/ltr"]), options: AnalysisOptions(jobs: 2))
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/landscape/full/ltr/docked/near-bottom" })
        let squeezed = docked.findings.filter { $0.kind == .squeezed && $0.cause == .keyboard }
        #expect(!squeezed.isEmpty)
        #expect(squeezed.allSatisfy { $0.contentDependence == .definite && $0.message.contains("high") }, "\(squeezed.map(\.message))")
        // Without the keyboard, only text wider than the form is squeezed across: from where it is.
        let hidden = try #require(result.states.first { $0.state.id == "iphone-16/landscape/full/ltr/hidden/near-bottom" })
        #expect(hidden.findings.allSatisfy { $0.kind == .squeezed && $0.contentDependence == .contentDependent && $0.message.contains("wide") },
                "\(hidden.findings.map(\.message))")
    }
}
