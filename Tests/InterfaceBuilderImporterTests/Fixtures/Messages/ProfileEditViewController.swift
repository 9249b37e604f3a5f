import UIKit

/// The profile form of ProfileEditViewController.xib: a stack of fields above the keyboard, which
/// must never cover the save button.
final class ProfileEditViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var errorLabel: UILabel!
    // kbcov: saveButton keepVisible
    @IBOutlet weak var saveButton: UIButton!
    /// Keeps the form above the keyboard.
    @IBOutlet weak var formBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        formBottom.priority = UILayoutPriority(999)
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}
