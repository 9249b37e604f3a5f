import UIKit

/// The screen of Apple's sample "Adjusting your layout with keyboard layout guide", written the
/// way an app writes it: a title, the photo, and an edit view — a text field beside a row of two
/// buttons, in two stack views — that rides on the keyboard, with tracking constraints spread over
/// helpers. It keeps the sample's flaw: `editViewToDockedKeyboardTrailing` is registered for
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

    private let textField: UITextField = {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Image description"
        field.returnKeyType = .done
        // The field takes the room the buttons leave, and gives way first when there is too little.
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        return field
    }()

    private let cancelButton = UIButton(configuration: .gray(), primaryAction: nil)
    private let doneButton = UIButton(configuration: .filled(), primaryAction: nil)

    private lazy var buttons: UIStackView = {
        let row = UIStackView(arrangedSubviews: [cancelButton, doneButton])
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        return row
    }()

    private let editView: UIStackView = {
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        stack.backgroundColor = .systemGroupedBackground
        stack.layer.cornerRadius = 10
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(imageView)
        editView.addArrangedSubview(textField)
        editView.addArrangedSubview(buttons)
        view.addSubview(editView)
        textField.delegate = self
        cancelButton.setTitle("Cancel", for: .normal)
        doneButton.setTitle("Done", for: .normal)

        // The tracking constraints below only engage when the guide follows a floating keyboard.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        layOutTitleAndImage()
        followKeyboardVertically()
        followKeyboardHorizontally()
        followDockedKeyboard()
    }

    private func layOutTitleAndImage() {
        let titleToTop = titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1)
        let titleCenterX = titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        let imageViewToTop = imageView.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
        NSLayoutConstraint.activate([titleToTop, titleCenterX, imageViewToTop])
        // The photo keeps its own proportions, whatever size the keyboard leaves it.
        guard let photo = imageView.image else { return }
        let imageAspect = imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: photo.size.width / photo.size.height)
        imageAspect.identifier = "imageAspect"
        imageAspect.isActive = true
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
