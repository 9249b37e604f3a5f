import UIKit

/// The bar at the bottom of a chat: a text field and a send button.
final class ComposerView: UIView {
    let textField = UITextField()
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    func configure() {
        backgroundColor = .secondarySystemBackground
        sendButton.setTitle("Send", for: .normal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        [textField, sendButton].forEach(addSubview)
        textField.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            textField.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textField.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            sendButton.leadingAnchor.constraint(equalToSystemSpacingAfter: textField.trailingAnchor, multiplier: 1),
            sendButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            sendButton.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
        ])
    }
}
