/// A view that adds a subview and makes no constraint: no screen, and no component either (its
/// layout is frames, which kbcov does not read).
public enum BadgeView {
    public static let source = """
        import UIKit

        final class BadgeView: UIView {
            private let countLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(countLabel)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """
}
