import UIKit

final class GalleryViewController: UIViewController {
    private let thumbnails = (0..<3).map { _ in UIImageView() }
    private let captionLabel = BadgeLabel()
    private let leftImage = UIImageView()
    private let rightImage = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        [leftImage, rightImage, captionLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let widths = [leftImage, rightImage].map { $0.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5) }
        let tops = [leftImage, rightImage].map { $0.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor) }
        NSLayoutConstraint.activate(widths + tops)
        for image in [leftImage, rightImage] {
            image.heightAnchor.constraint(equalTo: image.widthAnchor).isActive = true
        }
        NSLayoutConstraint(item: leftImage, attribute: .leading, relatedBy: .equal,
                           toItem: view, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: rightImage, attribute: .trailing, relatedBy: .equal,
                           toItem: view, attribute: .trailing, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint.activate([
            captionLabel.topAnchor.constraint(equalTo: leftImage.bottomAnchor, constant: 8),
            captionLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        layoutThumbnails()
    }

    private func layoutThumbnails() {
        var previous: UIView = view
        for thumbnail in thumbnails {
            view.addSubview(thumbnail)
            thumbnail.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4).isActive = true
            previous = thumbnail
        }
    }
}
