import UIKit

/// Five stars; a control used in table cells, never placed by a screen of this folder.
final class RatingControl: UIControl {
    private var stars: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        widthAnchor.constraint(equalToConstant: 140).isActive = true
        heightAnchor.constraint(equalToConstant: 28).isActive = true
        for index in 0..<5 {
            let star = UIButton(type: .custom)
            star.tag = index
            star.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            stars.append(star)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func starTapped(_ sender: UIButton) {
        sendActions(for: .valueChanged)
    }
}
