import UIKit

/// Moves the screen up a fixed distance while a field is edited, from the text field's delegate
/// rather than from keyboard notifications.
class BioEditorViewController: UIViewController, UITextFieldDelegate {
    let bioField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        bioField.delegate = self
        bioField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bioField)
        NSLayoutConstraint.activate([
            bioField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            bioField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bioField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            bioField.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        UIView.animate(withDuration: 0.3) { self.view.frame.origin.y = -250 }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        UIView.animate(withDuration: 0.3) { self.view.frame.origin.y = 0 }
    }
}
