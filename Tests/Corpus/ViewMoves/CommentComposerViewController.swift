import UIKit

/// Comments above a composer at the bottom; the handlers subtract the keyboard's height less the
/// tab bar's 49 pt, and add it back when the keyboard hides.
class CommentComposerViewController: UIViewController {
    let tableView = UITableView()
    let commentField = UITextField()
    let postButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        postButton.setTitle("Post", for: .normal)
        postButton.setContentHuggingPriority(.required, for: .horizontal)
        postButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        for subview in [tableView, commentField, postButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: commentField.topAnchor, constant: -8),
            commentField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            commentField.trailingAnchor.constraint(equalTo: postButton.leadingAnchor, constant: -8),
            commentField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            commentField.heightAnchor.constraint(equalToConstant: 40),
            postButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            postButton.centerYAnchor.constraint(equalTo: commentField.centerYAnchor),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(notification: NSNotification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            self.view.frame.origin.y -= keyboardSize.height - 49
        }
    }

    @objc func keyboardWillHide(notification: NSNotification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue {
            self.view.frame.origin.y += keyboardSize.height - 49
        }
    }
}
