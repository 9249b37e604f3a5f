import UIKit

/// A feedback form in a scroll view, a subject field above a message view. Its keyboard handlers
/// add the keyboard's height to the scroll view's bottom content inset when the keyboard shows and
/// take it away again when it hides.
final class GrowingInsetViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let subjectField = UITextField()
    private let messageView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        for input in [subjectField, messageView] as [UIView] {
            input.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(input)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            subjectField.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            subjectField.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            subjectField.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            messageView.topAnchor.constraint(equalTo: subjectField.bottomAnchor, constant: 12),
            messageView.leadingAnchor.constraint(equalTo: subjectField.leadingAnchor),
            messageView.trailingAnchor.constraint(equalTo: subjectField.trailingAnchor),
            messageView.heightAnchor.constraint(equalToConstant: 160),
            messageView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom += frame.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom -= frame.height
    }
}
