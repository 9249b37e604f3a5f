import DesignSystem

/// Its header view, its pinning helpers and its base class live in other folders.
final class ProfileViewController: BaseViewController {
    private let header = AvatarHeaderView()
    private let bioLabel = UILabel()
    private let editButton = UIButton(type: .system)
    private lazy var footer = Self.makeFooter()

    override func setupViews() {
        view.addSubviews(header, bioLabel)
        view.addSubview(editButton)
        embed(footer, in: view, enclosingAnchors: false)
    }

    override func setupConstraints() {
        header.translatesAutoresizingMaskIntoConstraints = false
        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bioLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: Spacing.regular),
            bioLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            editButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: Spacing.section),
        ])
        editButton.centerHorizontallyInSuperview()
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        footer.heightAnchor.constraint(equalToConstant: 44).isActive = true
        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }

    private static func makeFooter() -> UIView {
        let footer = UIView()
        footer.backgroundColor = .secondarySystemBackground
        return footer
    }
}
