import UIKit

final class UnseenHandlerViewController: MessageScreenViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(keyboardAvoider, selector: #selector(KeyboardAvoider.keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        keyboardAvoider.constraint = barBottom
    }
}
