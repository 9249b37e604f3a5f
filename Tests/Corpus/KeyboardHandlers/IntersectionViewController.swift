import UIKit

final class IntersectionViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let screenFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let screen = view.window?.windowScene?.screen else { return }
        let keyboardFrame = screen.coordinateSpace.convert(screenFrame, to: view)
        let overlap = view.bounds.intersection(keyboardFrame).height
        barBottom.constant = -overlap
    }
}
