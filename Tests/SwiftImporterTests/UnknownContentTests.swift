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
    /// A post composer: a photo from an asset catalog kbcov does not have, kept at its image's
    /// ratio, a row of SF Symbols under it, and a caption field on the keyboard.
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
        #expect(photo.contentWidth == ContentRanges.imageSide && photo.contentHeight == ContentRanges.proportionalSide)
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16", "ipad-pro-11/landscape/full"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .ambiguous || $0.kind == .unknown }, "\(Set(findings.map(\.message)))")
        // The icons sit in one row whatever their glyphs: only a photo taller than the room left
        // under it puts the row off the screen, from an exact height on.
        let row = findings.filter { !Set($0.items).isDisjoint(with: icons + ["tools"]) }
        #expect(!row.isEmpty && row.allSatisfy { finding in
            finding.contentDependence == .contentDependent && finding.items == ["tools"]
                && finding.contentSizes.contains { $0.view == "photoView" && $0.dimension == .height && $0.start != nil }
        }, "\(Set(row.map(\.message)))")
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

    /// A reply composer: a preview card of fixed height under the top, the message field from
    /// under it down to the keyboard. On an iPhone in landscape the docked keyboard's top is above
    /// the card's bottom: the field is squeezed to nothing, whatever it and the card say.
    static let replyComposer = viewController("""
            let previewCard = UIView()
            let titleLabel = UILabel()
            let messageField = UITextField()
            messageField.borderStyle = .roundedRect
            messageField.placeholder = "Reply…"
            for subview in [previewCard, titleLabel, messageField] {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            view.addSubview(previewCard)
            previewCard.addSubview(titleLabel)
            view.addSubview(messageField)
            NSLayoutConstraint.activate([
                previewCard.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                previewCard.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                previewCard.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                previewCard.heightAnchor.constraint(equalToConstant: 200),
                titleLabel.topAnchor.constraint(equalTo: previewCard.topAnchor, constant: 12),
                titleLabel.leadingAnchor.constraint(equalTo: previewCard.leadingAnchor, constant: 12),
                titleLabel.trailingAnchor.constraint(equalTo: previewCard.trailingAnchor, constant: -12),
                messageField.topAnchor.constraint(equalTo: previewCard.bottomAnchor, constant: 12),
                messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
    """)

    @Test func aFieldTheKeyboardSqueezesWhateverItSaysIsDefinite() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.replyComposer))
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/landscape/full/ltr", "iphone-16/portrait/full/ltr"]), options: AnalysisOptions(jobs: 2))
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/landscape/full/ltr/docked/near-bottom" })
        let squeezed = try #require(docked.findings.first { $0.kind == .squeezed && $0.items == ["messageField"] })
        #expect(squeezed.contentDependence == .definite && squeezed.cause == .keyboard && squeezed.message.contains("negative size"), "\(squeezed.message)")
        #expect(squeezed.contentSizes.map(\.view) == ["messageField"])
        // Text wider than the field or the card scrolls or truncates, as UIKit draws it: nothing
        // else, and nothing at all in portrait or with the keyboard hidden.
        let others = result.states.flatMap { state in state.findings.map { (state.state.id, $0) } }.filter { $0.1 != squeezed }
        #expect(others.allSatisfy { $0.0.hasPrefix("iphone-16/landscape") && $0.1.items == ["messageField"] && $0.1.cause == .keyboard },
                "\(others.map { "\($0.0): \($0.1.message)" })")
    }
}
