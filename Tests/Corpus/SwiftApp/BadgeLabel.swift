import UIKit

/// A label with padding, used for captions.
final class BadgeLabel: UILabel {
    private let inset: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .preferredFont(forTextStyle: .caption1)
        layer.cornerRadius = 4
        heightAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + inset * 2, height: size.height + inset)
    }
}
