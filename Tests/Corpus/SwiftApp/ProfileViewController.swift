import UIKit

final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()
    private let statsController = StatsViewController()
    private let bioView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.configure(name: "Ada", image: nil)
        header.translatesAutoresizingMaskIntoConstraints = false
        bioView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        view.addSubview(bioView)
        addChild(statsController)
        view.addSubview(statsController.view)
        statsController.view.translatesAutoresizingMaskIntoConstraints = false
        statsController.didMove(toParent: self)

        let views: [String: Any] = ["header": header, "bio": bioView]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(16)-[bio]-(16)-|", metrics: nil, views: views)
        constraints += [
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            statsController.view.topAnchor.constraint(equalTo: header.bottomAnchor),
            statsController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            statsController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            statsController.view.heightAnchor.constraint(equalToConstant: 80),
            bioView.topAnchor.constraint(equalTo: statsController.view.bottomAnchor, constant: 8),
            bioView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}

final class StatsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
    }
}
