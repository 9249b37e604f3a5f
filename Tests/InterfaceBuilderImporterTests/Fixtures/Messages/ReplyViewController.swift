import UIKit

/// A conversation: the message list above a bar pinned to the keyboard layout guide in the
/// storyboard; the guide follows the keyboard when it is undocked or floating.
final class ReplyViewController: UIViewController {
    @IBOutlet weak var messageBar: UIView!
    @IBOutlet weak var messageField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
    }

    @IBAction func send(_ sender: UIButton) {
        messageField.text = nil
    }
}
