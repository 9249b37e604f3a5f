import UIKit

final class OnboardingViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let skipButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome"
        bodyLabel.numberOfLines = 0
        let views = ["title": titleLabel, "body": bodyLabel, "skip": skipButton, "next": nextButton]
        for (_, subview) in views {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let metrics = ["side": 24, "gap": 12, "buttonHeight": 50]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[title]-side-|", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[body]-side-|", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[skip]-(>=gap)-[next(==skip)]-side-|",
                                                           options: [.alignAllCenterY], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-80-[title]-gap-[body]-(>=gap)-[next(buttonHeight)]-side-|",
                                                           options: [], metrics: metrics, views: views))
    }
}
