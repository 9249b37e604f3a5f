import UIKit

/// A photo, the comment being written and a send button that rides on the keyboard.
final class CommentViewController: UIViewController {
    private let photoView = UIImageView()
    private let textView = UITextView()
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        sendButton.setTitle("Send", for: .normal)
        for subview in [photoView, textView, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            photoView.heightAnchor.constraint(equalToConstant: 180),

            textView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 12),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 88),

            sendButton.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}
