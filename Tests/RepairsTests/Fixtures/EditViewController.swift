import UIKit

/// The edit view and image of Apple's sample "Adjusting your layout with keyboard layout guide",
/// written the way the sample spreads its tracking constraints over helpers: arrays bound to
/// names, system-spacing factories, a helper that returns constraints. It keeps the sample's
/// flaw: `editViewToDockedKeyboardTrailing` is registered for "near the bottom", which a floating
/// keyboard can be too. `specs/apple-sample-edit-view.yaml` is the same screen as a spec; sizes
/// and the deployment target are in EditViewController.kbcov.yaml.
final class EditViewController: UIViewController {
    private let editView = UIView()
    private lazy var imageView: UIImageView = {
        let image = UIImageView(image: UIImage(systemName: "photo"))
        image.contentMode = .scaleAspectFit
        // The image may shrink when the docked keyboard rises.
        image.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        return image
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [editView, imageView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        view.keyboardLayoutGuide.followsUndockedKeyboard = true

        let imageViewToTop = imageView.topAnchor.constraint(
            equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1.0)
        imageViewToTop.identifier = "imageViewToTop"
        imageViewToTop.isActive = true

        followKeyboardVertically()
        followKeyboardHorizontally()
        followDockedKeyboard()
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
            equalToSystemSpacingAfter: imageView.trailingAnchor, multiplier: 1.0)
        imageViewToTrailing.identifier = "imageViewToTrailing"
        let nearLeadingConstraints = [editViewToKeyboardLeading, imageViewToTrailing]
        view.keyboardLayoutGuide.setConstraints(nearLeadingConstraints, activeWhenNearEdge: .leading)
    }

    /// The image moves to the side away from a keyboard near the trailing edge.
    private func imageOppositeTrailingKeyboard() -> [NSLayoutConstraint] {
        let imageViewToLeading = imageView.leadingAnchor.constraint(
            equalToSystemSpacingAfter: view.safeAreaLayoutGuide.leadingAnchor, multiplier: 1.0)
        imageViewToLeading.identifier = "imageViewToLeading"
        return [imageViewToLeading]
    }

    private func followDockedKeyboard() {
        let keyboardToImageView = view.keyboardLayoutGuide.topAnchor.constraint(
            greaterThanOrEqualToSystemSpacingBelow: imageView.bottomAnchor, multiplier: 1.0)
        keyboardToImageView.identifier = "keyboardToImageView"

        // Near the bottom is not "docked": a floating keyboard can be near the bottom too.
        let editViewToDockedKeyboardTrailing = view.keyboardLayoutGuide.trailingAnchor.constraint(equalTo: editView.trailingAnchor)
        editViewToDockedKeyboardTrailing.identifier = "editViewToDockedKeyboardTrailing"

        let nearBottomConstraints = [keyboardToImageView, editViewToDockedKeyboardTrailing]
        view.keyboardLayoutGuide.setConstraints(nearBottomConstraints, activeWhenNearEdge: .bottom)

        let editCenterXToKeyboard = view.keyboardLayoutGuide.centerXAnchor.constraint(equalTo: editView.centerXAnchor)
        editCenterXToKeyboard.identifier = "editCenterXToKeyboard"
        view.keyboardLayoutGuide.setConstraints([editCenterXToKeyboard], activeWhenAwayFrom: [.leading, .trailing, .bottom])
    }
}
