import UIKit

/// The form each scroll view screen of this folder keeps reachable above the keyboard, its own
/// way: a scroll view filling the screen, with name, email and password fields in it.
class FormScreenViewController: UIViewController {
    lazy var scrollView: UIScrollView = makeScrollView()
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()

    /// The scroll view the form sits in.
    func makeScrollView() -> UIScrollView { UIScrollView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        for field in [nameField, emailField, passwordField] {
            field.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(field)
        }
        let content = scrollView.contentLayoutGuide
        let visible = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.widthAnchor.constraint(equalTo: visible.widthAnchor),
            nameField.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            emailField.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            nameField.leadingAnchor.constraint(equalTo: visible.leadingAnchor, constant: 20),
            nameField.trailingAnchor.constraint(equalTo: visible.trailingAnchor, constant: -20),
            emailField.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),
            passwordField.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: nameField.trailingAnchor),
            nameField.heightAnchor.constraint(equalToConstant: 44),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
