import DesignSystem

/// Every screen builds its views, then its constraints, in that order.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
        setupConstraints()
    }

    func setupViews() {}

    func setupConstraints() {}
}
