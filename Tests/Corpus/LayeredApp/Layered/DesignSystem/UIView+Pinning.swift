import UIKit

extension UIView {
    /// Pins all four edges to `other`, inset by `inset` on each side.
    @discardableResult
    func pinEdges(to other: UIView, inset: CGFloat = 0) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Centres the view horizontally in its superview, at most as wide as it.
    func centerHorizontallyInSuperview() {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            widthAnchor.constraint(lessThanOrEqualTo: superview.widthAnchor),
        ])
    }

    func addSubviews(_ views: UIView...) {
        views.forEach(addSubview)
    }
}

/// Adds `child` to `container`, its top and bottom at the container's when `enclosingAnchors`.
func embed(_ child: UIView, in container: UIView, enclosingAnchors: Bool = true) {
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    if enclosingAnchors {
        child.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        child.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
    }
}
