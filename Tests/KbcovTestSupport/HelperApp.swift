/// A small app whose screens share a helper in another file, as apps are written: the composer's
/// input bar is pinned above the keyboard by a `UIView` extension in `Helpers/`, the settings
/// screen makes its own constraints, and a model file has no layout at all.
public enum HelperApp {
    public static let helpers = """
        import UIKit

        extension UIView {
            /// Keeps the view above the keyboard, `spacing` points from it, across the width.
            func pinAboveKeyboard(of controller: UIViewController, spacing: CGFloat) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                    trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                    bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -spacing),
                    heightAnchor.constraint(equalToConstant: 52),
                ])
            }
        }
        """

    public static let composer = """
        import UIKit

        final class ComposerViewController: UIViewController {
            private let inputBar = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(inputBar)
                inputBar.pinAboveKeyboard(of: self, spacing: 8)
            }
        }
        """

    public static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            private let saveButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(saveButton)
                saveButton.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
                ])
            }
        }
        """

    public static let model = "import Foundation\n\nstruct Draft {\n    var text = \"\"\n}\n"

    /// The app's files by path, under `App/`.
    public static let files = [
        "App/Helpers/UIView+Keyboard.swift": helpers, "App/Screens/ComposerViewController.swift": composer,
        "App/Screens/SettingsViewController.swift": settings, "App/Models/Draft.swift": model,
    ]
}
