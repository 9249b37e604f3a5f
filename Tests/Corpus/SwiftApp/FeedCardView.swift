import UIKit

/// A card in the feed: an image over a title, laid out with the visual format language.
final class FeedCardView: UICollectionViewCell {
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for subview in [imageView, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        let views = ["image": imageView, "title": titleLabel]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[image]|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[title]-8-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[image(120)]-4-[title]-8-|", metrics: nil, views: views)
        )
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
