import DesignSystem

/// Screens that stay above the keyboard lay out against `keyboardGuide`.
class KeyboardAwareViewController: BaseViewController {
    var keyboardGuide: UILayoutGuide { view.keyboardLayoutGuide }

    override func viewDidLoad() {
        keyboardGuide.followsUndockedKeyboard = true
        super.viewDidLoad()
    }
}
