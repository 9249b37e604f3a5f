import DesignSystem

/// The composer rides the keyboard through the app's own guide property.
final class ChatViewController: KeyboardAwareViewController {
    private let messagesView = UITableView()
    private let composer = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let textView = UITextView()
    private var messages: [Message] = []

    override func setupViews() {
        view.addSubview(messagesView)
        view.addSubview(composer)
        textView.isScrollEnabled = false
        composer.contentView.addSubview(textView)
    }

    override func setupConstraints() {
        [messagesView, composer, textView].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: composer.topAnchor),

            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor),

            textView.topAnchor.constraint(equalTo: composer.contentView.layoutMarginsGuide.topAnchor),
            textView.bottomAnchor.constraint(equalTo: composer.contentView.layoutMarginsGuide.bottomAnchor),
            textView.leadingAnchor.constraint(equalTo: composer.contentView.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: composer.contentView.layoutMarginsGuide.trailingAnchor),
            textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
        ])
    }
}
