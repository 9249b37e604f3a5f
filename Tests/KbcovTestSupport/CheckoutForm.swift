/// A checkout form as apps write it: a banner half as high as it is wide under the safe area's
/// top, an e-mail field, and an order bar that rides on the keyboard — as a wish
/// (`.defaultHigh`), so that a tall keyboard never squeezes the form. In a Stage Manager window
/// short for its width the banner and the field push the bar down, past the guide, and out of
/// the window's bottom: 16 + 44 + 16 + 56 = 132 pt under a banner of half the width, from the
/// safe area's top. So the bar leaves the window only in windows shorter than half their width
/// plus 132 pt plus the top inset (24 pt at most, where the window reaches the status bar).
public enum CheckoutForm {
    public static let source = """
    import UIKit

    final class CheckoutViewController: UIViewController {
        private let bannerView = UIView()
        private let emailField = UITextField()
        private let orderBar = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            emailField.placeholder = "E-mail"
            for subview in [bannerView, emailField, orderBar] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let barOnKeyboard = orderBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
            barOnKeyboard.priority = .defaultHigh
            NSLayoutConstraint.activate([
                bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                bannerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bannerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bannerView.heightAnchor.constraint(equalTo: bannerView.widthAnchor, multiplier: 0.5),
                emailField.topAnchor.constraint(equalTo: bannerView.bottomAnchor, constant: 16),
                emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                emailField.heightAnchor.constraint(equalToConstant: 44),
                orderBar.topAnchor.constraint(greaterThanOrEqualTo: emailField.bottomAnchor, constant: 16),
                orderBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                orderBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                orderBar.heightAnchor.constraint(equalToConstant: 56),
                barOnKeyboard,
            ])
        }
    }
    """
}
