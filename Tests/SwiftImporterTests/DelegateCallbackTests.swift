import LayoutSpec
import Testing

/// Delegate methods the system calls when the user acts are read like action targets, on a type
/// that adopts their protocol only; an image the app gets at run time keeps its constraints.
@Suite struct DelegateCallbackTests {
    /// A profile editor that fits its photo view to the photo the user picks, as apps write it:
    /// the old ratio constraint, if any, is replaced by one made from the picked image's size.
    static let profileEditor = """
        import UIKit

        final class ProfileEditorViewController: UIViewController {
            private let photoView = UIImageView()
            private var photoAspect: NSLayoutConstraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                photoView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(photoView)
                NSLayoutConstraint.activate([
                    photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    photoView.widthAnchor.constraint(equalToConstant: 240),
                ])
            }
        }

        extension ProfileEditorViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                guard let photo = info[.editedImage] as? UIImage else { return }
                photoView.image = photo
                photoAspect?.isActive = false
                let aspect = photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor,
                                                               multiplier: photo.size.height / photo.size.width)
                aspect.isActive = true
                photoAspect = aspect
                picker.dismiss(animated: true)
            }
        }
        """

    @Test func aPickerCallbackOfAnAdoptedProtocolLaysOutTheScreen() throws {
        let spec = try importSwift(Self.profileEditor)
        // The picked photo's ratio is any: the photo view's height is a size of its own.
        #expect(spec.rules.count == 3)
        #expect(spec.views.first { $0.name == "photoView" }?.contentHeight == ContentRanges.proportionalSide)
        #expect(spec.warningLines.contains(
            "25:68: 'photoView' keeps the aspect ratio of the image 'info[.editedImage]', which kbcov cannot see (the app gets it at run time): kbcov analyses its height at every size up to 2048 pt, for whatever other side it gets; state the image's size to narrow it"))
        // The optional constraint starts at nil: switching it off sets nothing, and says nothing.
        #expect(!spec.warnings.contains { $0.message.contains("photoAspect") })
    }

    @Test func theSameMethodOnATypeThatDoesNotAdoptTheProtocolIsNotRun() throws {
        let source = Self.profileEditor.replacingOccurrences(
            of: "extension ProfileEditorViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {",
            with: "extension ProfileEditorViewController {")
        let spec = try importSwift(source)
        #expect(spec.rules.count == 3)
        #expect(spec.warnings.contains { $0.message.hasPrefix("skipped: 'imagePickerController(_:didFinishPickingMediaWithInfo:)' of ProfileEditorViewController is not reached") })
    }

    @Test func aSheetCallbackRunsOnAControllerAdoptingTheSheetDelegate() throws {
        let spec = try importSwift("""
            import UIKit

            class NotesViewController: UIViewController, UISheetPresentationControllerDelegate {
                let toolbar = UIToolbar()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(toolbar)
                    toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                }

                func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
                    toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(spec.rules.last == "toolbar.bottom == keyboard.top")
    }
}
