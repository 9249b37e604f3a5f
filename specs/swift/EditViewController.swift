import UIKit

/// The photo screen of Apple's sample "Adjusting your layout with keyboard layout guide", written
/// the way an app writes it: a title, the photo, and an edit view — a caption field above a row of
/// tool buttons, in two stack views — that rides on the keyboard, with tracking constraints spread
/// over helpers. It keeps the sample's flaw: `editViewToDockedKeyboardTrailing` is registered for
/// "near the bottom", which a floating keyboard can be too. `specs/apple-sample-edit-view.yaml` is
/// the same screen as a spec; the photo's size, which code cannot show, and the deployment
/// target are in EditViewController.kbcov.yaml.
final class EditViewController: UIViewController {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Succulent garden"
        return label
    }()

    private lazy var imageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "Succulents"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        // The photo gives way first when the docked keyboard rises.
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return imageView
    }()

    private let captionField: UITextField = {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Image description"
        field.returnKeyType = .done
        return field
    }()

    private lazy var rotateButton = makeToolButton(symbol: "rotate.right", title: "Rotate")
    private lazy var cropButton = makeToolButton(symbol: "crop", title: "Crop")
    private lazy var adjustButton = makeToolButton(symbol: "slider.horizontal.3", title: "Adjust")

    private lazy var toolButtons: UIStackView = {
        let row = UIStackView(arrangedSubviews: [rotateButton, cropButton, adjustButton])
        row.axis = .horizontal
        row.alignment = .center
        row.distribution = .fillEqually
        row.spacing = 20
        return row
    }()

    private lazy var editView: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [captionField, toolButtons])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        stack.backgroundColor = .systemGroupedBackground
        stack.layer.cornerRadius = 10
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(imageView)
        view.addSubview(editView)
        captionField.delegate = self

        // The tracking constraints below only engage when the guide follows a floating keyboard.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        layOutTitleAndImage()
        followKeyboardVertically()
        followKeyboardHorizontally()
        followDockedKeyboard()
    }

    private func makeToolButton(symbol: String, title: String) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: symbol)
        let button = UIButton(configuration: configuration)
        button.accessibilityLabel = title
        return button
    }

    private func layOutTitleAndImage() {
        let titleBelowTop = titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2)
        let titleAlignedWithImage = titleLabel.leadingAnchor.constraint(equalTo: imageView.leadingAnchor)
        let imageViewToTitle = imageView.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
        let imageWithinReadableWidth = imageView.widthAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.widthAnchor)
        NSLayoutConstraint.activate([titleBelowTop, titleAlignedWithImage, imageViewToTitle, imageWithinReadableWidth])
    }

    private func followKeyboardVertically() {
        // Away from the top, the edit view rides on the keyboard.
        let editViewOnKeyboard = view.keyboardLayoutGuide.topAnchor.constraint(equalTo: editView.bottomAnchor)
        editViewOnKeyboard.identifier = "editViewOnKeyboard"
        view.keyboardLayoutGuide.setConstraints([editViewOnKeyboard], activeWhenAwayFrom: .top)

        // Near the top, it drops to the safe area's bottom so that it stays on screen.
        let editViewOnBottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: editView.bottomAnchor)
        editViewOnBottom.identifier = "editViewOnBottom"
        view.keyboardLayoutGuide.setConstraints([editViewOnBottom], activeWhenNearEdge: .top)
    }

    private func followKeyboardHorizontally() {
        let centeredImage = imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        centeredImage.identifier = "centeredImage"
        view.keyboardLayoutGuide.setConstraints([centeredImage], activeWhenAwayFrom: [.leading, .trailing])

        let editViewToUndockedKeyboardTrailing = view.keyboardLayoutGuide.trailingAnchor.constraint(equalTo: editView.trailingAnchor)
        editViewToUndockedKeyboardTrailing.identifier = "editViewToUndockedKeyboardTrailing"
        let nearTrailingConstraints = [editViewToUndockedKeyboardTrailing] + imageOppositeTrailingKeyboard()
        view.keyboardLayoutGuide.setConstraints(nearTrailingConstraints, activeWhenNearEdge: .trailing)

        let editViewToKeyboardLeading = editView.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        editViewToKeyboardLeading.identifier = "editViewToKeyboardLeading"
        let imageViewToTrailing = view.safeAreaLayoutGuide.trailingAnchor.constraint(
            equalToSystemSpacingAfter: imageView.trailingAnchor, multiplier: 1)
        imageViewToTrailing.identifier = "imageViewToTrailing"
        view.keyboardLayoutGuide.setConstraints([editViewToKeyboardLeading, imageViewToTrailing], activeWhenNearEdge: .leading)
    }

    /// The photo moves to the side away from a keyboard near the trailing edge.
    private func imageOppositeTrailingKeyboard() -> [NSLayoutConstraint] {
        let imageViewToLeading = imageView.leadingAnchor.constraint(
            equalToSystemSpacingAfter: view.safeAreaLayoutGuide.leadingAnchor, multiplier: 1)
        imageViewToLeading.identifier = "imageViewToLeading"
        return [imageViewToLeading]
    }

    private func followDockedKeyboard() {
        // Docked, the photo shrinks to stay above the keyboard.
        let keyboardToImageView = view.keyboardLayoutGuide.topAnchor.constraint(
            greaterThanOrEqualToSystemSpacingBelow: imageView.bottomAnchor, multiplier: 1)
        keyboardToImageView.identifier = "keyboardToImageView"

        // Near the bottom is not "docked": a floating keyboard can be near the bottom too.
        let editViewToDockedKeyboardTrailing = view.keyboardLayoutGuide.trailingAnchor.constraint(equalTo: editView.trailingAnchor)
        editViewToDockedKeyboardTrailing.identifier = "editViewToDockedKeyboardTrailing"
        view.keyboardLayoutGuide.setConstraints([keyboardToImageView, editViewToDockedKeyboardTrailing], activeWhenNearEdge: .bottom)

        let editCenterXToKeyboard = view.keyboardLayoutGuide.centerXAnchor.constraint(equalTo: editView.centerXAnchor)
        editCenterXToKeyboard.identifier = "editCenterXToKeyboard"
        view.keyboardLayoutGuide.setConstraints([editCenterXToKeyboard], activeWhenAwayFrom: [.leading, .trailing, .bottom])
    }
}

extension EditViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
