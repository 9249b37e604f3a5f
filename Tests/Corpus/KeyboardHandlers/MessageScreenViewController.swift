import UIKit

/// The screen each view controller of this folder handles the keyboard for, its own way: a
/// message field at the top and a send bar at the bottom, whose bottom constraint `barBottom`
/// the keyboard handlers move.
class MessageScreenViewController: UIViewController {
    let messageField = UITextField()
    // kbcov: sendBar intrinsicHeight 52 keepVisible
    let sendBar = UIView()
    lazy var barBottom = sendBar.bottomAnchor.constraint(equalTo: barBottomAnchor)

    /// What the send bar sits on.
    var barBottomAnchor: NSLayoutYAxisAnchor { view.bottomAnchor }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [messageField, sendBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            messageField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sendBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottom,
        ])
    }
}
