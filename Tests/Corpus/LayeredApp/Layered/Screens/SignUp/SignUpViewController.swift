import DesignSystem

/// A form in a scroll view that ends at the keyboard; the fields scroll, the button stays.
final class SignUpViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let form = UIStackView()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signUpButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        form.axis = .vertical
        form.spacing = Spacing.tight
        [emailField, passwordField].forEach(form.addArrangedSubview)
        view.addSubview(scrollView)
        scrollView.addSubview(form)
        view.addSubview(signUpButton)
        [scrollView, form, signUpButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: signUpButton.topAnchor, constant: -Spacing.tight),

            form.topAnchor.constraint(equalTo: content.topAnchor, constant: Spacing.section),
            form.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            form.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: Spacing.regular),
            form.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -Spacing.regular),
            form.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * Spacing.regular),

            signUpButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signUpButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -Spacing.regular),
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
        scrollView.verticalScrollIndicatorInsets.bottom = frame.height
    }
}
