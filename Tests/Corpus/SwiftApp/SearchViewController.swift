import UIKit

final class SearchViewController: UIViewController {
    private let searchField = UISearchTextField()
    private let resultsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let filterButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        [searchField, resultsView, filterButton].forEach { subview in
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            searchField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            resultsView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
            resultsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            resultsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            resultsView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            filterButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        let nearBottom = filterButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        let awayFromBottom = filterButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
        view.keyboardLayoutGuide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        view.keyboardLayoutGuide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        // showEmptyState()
    }

    private func showEmptyState() {
        let emptyLabel = UILabel()
        view.addSubview(emptyLabel)
        emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }
}
