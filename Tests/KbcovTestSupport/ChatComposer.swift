/// A chat screen as apps write it: messages above a composer that rides on the keyboard, the
/// messages dismissing the keyboard interactively, and the composer kept clear of the home
/// indicator. `composer.bottom <= safeArea.bottom` is required, which holds with the keyboard at
/// rest and hidden (the guide then ends at the safe area), but not in the last stretch of the
/// dismissal drag, where the guide's top goes below the safe area's bottom: the two conflict
/// there. Written with the guide as a `.defaultHigh` wish instead, the composer leaves the keyboard
/// for that stretch and the layout holds throughout.
public enum ChatComposer {
    /// The screen that breaks part-way down.
    public static let breaking = source(onKeyboardPriority: nil)
    /// The same screen, the composer on the keyboard only as a wish: it holds throughout.
    public static let holding = source(onKeyboardPriority: ".defaultHigh")

    private static func source(onKeyboardPriority: String?) -> String {
        let priority = onKeyboardPriority.map { "\n        composerOnKeyboard.priority = \($0)" } ?? ""
        return """
        import UIKit

        final class ChatViewController: UIViewController {
            private let messagesView = UITableView()
            private let composer = UIView()
            private let textView = UITextView()
            private let sendButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                messagesView.keyboardDismissMode = .interactive
                for subview in [messagesView, composer] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                for subview in [textView, sendButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    composer.addSubview(subview)
                }
                sendButton.setTitle("Send", for: .normal)
                // A scroll over the composer starts the dismissal, not only one over the keyboard.
                view.keyboardLayoutGuide.keyboardDismissPadding = 52

                let composerOnKeyboard = composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)\(priority)
                let composerAboveHomeIndicator = composer.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor)
                NSLayoutConstraint.activate([
                    messagesView.topAnchor.constraint(equalTo: view.topAnchor),
                    messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    messagesView.bottomAnchor.constraint(equalTo: composer.topAnchor),
                    composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    composer.heightAnchor.constraint(equalToConstant: 52),
                    composerOnKeyboard,
                    composerAboveHomeIndicator,
                    textView.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 12),
                    textView.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
                    textView.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
                    sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
                    sendButton.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -12),
                    sendButton.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
                ])
            }
        }
        """
    }
}
