import UIKit

struct CheckoutLine {
    let title: String
    let price: Decimal
}

final class CheckoutViewController: UIViewController {
    private let stackView = UIStackView()
    private let payButton = UIButton(type: .system)
    private let lines: [CheckoutLine]
    private var style: Style = .compact

    enum Style { case compact, expanded }

    init(lines: [CheckoutLine]) {
        self.lines = lines
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.spacing = 8
        for line in lines {
            let label = UILabel()
            label.text = line.title
            stackView.addArrangedSubview(label)
        }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        switch style {
        case .compact:
            payButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        case .expanded:
            payButton.heightAnchor.constraint(equalToConstant: 60).isActive = true
        }
    }
}
