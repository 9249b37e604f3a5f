import UIKit

final class EditorViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!
    private let toolbar = UIToolbar()
    private lazy var toolbarBottom = toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor)

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbarBottom,
            textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
        ])
        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        }
    }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        toolbarBottom.constant = -frame.height
    }

    @IBAction private func doneTapped(_ sender: Any) {
        textView.resignFirstResponder()
    }
}
