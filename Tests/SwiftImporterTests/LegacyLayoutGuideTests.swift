import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide`, as screens written before iOS 11
/// still use them: the safe area's edges, never a free item of their own.
@Suite struct LegacyLayoutGuideTests {
    /// A notes list under a search field, hung from the guides the pre-iOS 11 way.
    static let notesList = """
        import UIKit

        class NotesListViewController: UIViewController {
            let searchBar = UISearchBar()
            let notesTable = UITableView(frame: .zero, style: .plain)
            var headerHeight: NSLayoutConstraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                for subview in [searchBar, notesTable] as [UIView] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                searchBar.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
                searchBar.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                searchBar.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
                searchBar.heightAnchor.constraint(equalToConstant: 56).isActive = true
                notesTable.topAnchor.constraint(equalTo: searchBar.bottomAnchor).isActive = true
                notesTable.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                notesTable.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
                notesTable.bottomAnchor.constraint(equalTo: self.bottomLayoutGuide.topAnchor).isActive = true
            }
        }
        """

    @Test func theGuidesAreTheSafeAreasEdges() throws {
        let spec = try importSwift(Self.notesList)
        // Only the search bar's size, which UIKit's table in kbcov does not give.
        #expect(spec.warningLines.count == 1 && spec.warningLines[0].hasPrefix("4:21: approximated: 'searchBar' is of UIKit class UISearchBar,"),
                "\(spec.warningLines)")
        #expect(spec.rules.first == "searchBar.top == safeArea.top")
        #expect(spec.rules.last == "notesTable.bottom == safeArea.bottom")
        #expect(!spec.views.contains { $0.name.hasSuffix("LayoutGuide") }, "\(spec.views.map(\.name))")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16", "ipad-pro-11/landscape/full"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(findings.isEmpty, "\(Set(findings.map(\.message)))")
    }

    /// `length` is the safe area's inset, as a keyboard handler of those days subtracts it; a
    /// guide's height, which spans the view's edge and the safe area's, is said, not guessed.
    @Test func theLengthIsTheInsetAndTheHeightIsSaid() throws {
        let spec = try importSwift(viewController("""
                toolbar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(toolbar)
                toolbarBottom = toolbar.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor)
                toolbarBottom.isActive = true
                toolbar.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor).isActive = true
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        """, members: """
            var toolbarBottom: NSLayoutConstraint!

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                toolbarBottom.constant = bottomLayoutGuide.length - frame.height
            }
        """))
        // The bar sits on the keyboard: the guide's top plus its length is the view's bottom.
        #expect(spec.rules.first == "toolbar.bottom == safeArea.bottom + view.bottom - safeArea.bottom - keyboardFrame.height")
        let update = try #require(spec.keyboardHandling.first?.updates.first)
        #expect("\(update.value)" == "view.bottom - safeArea.bottom - keyboardFrame.height")
        #expect(spec.warningLines.contains { $0.contains("'topLayoutGuide.height', which spans the root view's and its safe area's edges") },
                "\(spec.warningLines)")
    }

    /// SnapKit names the guides' edges too (`topLayoutGuide.snp.bottom`).
    @Test func snapKitReadsTheGuidesEdges() throws {
        let spec = try importSwift(viewController("""
                view.addSubview(toolbar)
                toolbar.snp.makeConstraints { make in
                    make.top.equalTo(self.topLayoutGuide.snp.bottom)
                    make.left.right.equalToSuperview()
                    make.bottom.equalTo(bottomLayoutGuide.snp.top).offset(-8)
                }
        """))
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == ["toolbar.top == safeArea.top", "toolbar.left == view.left", "toolbar.right == view.right", "toolbar.bottom == safeArea.bottom - 8"])
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with
    /// a guide as its second item, as Objective-C-era code writes it.
    @Test func theItemAttributeFormReadsTheGuides() throws {
        let spec = try importSwift(viewController("""
                toolbar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(toolbar)
                NSLayoutConstraint(item: toolbar, attribute: .top, relatedBy: .equal, toItem: topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 12).isActive = true
                NSLayoutConstraint(item: toolbar, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: bottomLayoutGuide, attribute: .top, multiplier: 1, constant: 0).isActive = true
        """))
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == ["toolbar.top == safeArea.top + 12", "toolbar.bottom <= safeArea.bottom"])
    }
}
