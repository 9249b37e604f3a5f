import LayoutSpec
import SwiftImporter
import Testing

/// Calls run the method of the type they are made in, one initializer makes each object, and
/// code no entry point reaches is skipped by name; files analysed together share their methods.
@Suite struct CallResolutionTests {
    @Test func twoTypesWithTheSameMethodEachRunTheirOwn() throws {
        let spec = try importSwift("""
            import UIKit

            final class BadgeView: UIView {
                private let count = UILabel()
                func configure() {
                    addSubview(count)
                    count.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
                }
            }

            final class InboxViewController: UIViewController {
                private let composeButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                }
                private func configure() {
                    view.addSubview(composeButton)
                    composeButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(spec.rules == ["composeButton.bottom == keyboard.top"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func setupCalledFromBothInitializersRunsOnce() throws {
        let imported = try importFiles([
            "CommentBar.swift": """
                import UIKit

                final class CommentBar: UIView {
                    let field = UITextField()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setUp()
                    }

                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        setUp()
                    }

                    private func setUp() {
                        field.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(field)
                        NSLayoutConstraint.activate([
                            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                        ])
                    }
                }
                """,
            "PostViewController.swift": """
                import UIKit

                final class PostViewController: UIViewController {
                    private let commentBar = CommentBar()

                    init() {
                        super.init(nibName: nil, bundle: nil)
                    }

                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(commentBar)
                        commentBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                    }
                }
                """,
        ])
        let spec = try #require(imported.specs.first)
        #expect(spec.rules == ["field.leading == commentBar.leading + 12", "field.trailing == commentBar.trailing - 12", "commentBar.bottom == keyboard.top"])
    }

    /// A UIKit class the content-size table lacks ranges on both axes.
    static let searchBarSize = "4:29: approximated: 'searchBar' is of UIKit class UISearchBar, whose size kbcov's content-size table does not give: kbcov analyses its intrinsic width and height at every size up to 2048 pt; state its size to narrow it, as in '// kbcov: searchBar intrinsicSize 120x44' or in the sidecar"

    @Test func aMethodNothingCallsIsSkippedByName() throws {
        let spec = try importSwift("""
            import UIKit

            final class SearchViewController: UIViewController {
                private let searchBar = UISearchBar()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(searchBar)
                    searchBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                    // layoutLegacyBar()
                }

                private func layoutLegacyBar() {
                    searchBar.heightAnchor.constraint(equalToConstant: 56).isActive = true
                }
            }
            """)
        #expect(spec.rules == ["searchBar.bottom == keyboard.top"])
        #expect(spec.warningLines == [Self.searchBarSize, "13:18: skipped: 'layoutLegacyBar()' of SearchViewController is not reached from a method UIKit calls (a lifecycle method, an override, a #selector or @IBAction target, a delegate callback), so its layout is not imported"])
    }

    @Test func aMethodOfAnotherAnalysedFileIsFollowed() throws {
        let imported = try importFiles([
            "NoteViewController.swift": """
                import UIKit

                final class NoteViewController: UIViewController {
                    let textView = UITextView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(textView)
                        installConstraints()
                    }
                }
                """,
            "NoteViewController+Layout.swift": """
                import UIKit

                extension NoteViewController {
                    func installConstraints() {
                        NSLayoutConstraint.activate([
                            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                        ])
                    }
                }
                """,
        ])
        #expect(imported.skipped.isEmpty)
        let spec = try #require(imported.specs.first)
        #expect(spec.rules == ["textView.top == safeArea.top", "textView.bottom == keyboard.top"])
        #expect(spec.allConstraints.map(\.location.file) == ["NoteViewController+Layout.swift", "NoteViewController+Layout.swift"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func selectorTargetsRunAsHandlers() throws {
        let spec = try importSwift("""
            import UIKit

            final class ChatViewController: UIViewController {
                private let inputBar = UIView()
                private var inputBottom: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(inputBar)
                    inputBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    inputBottom.isActive = true
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }

                func keyboardWillChange(_ note: Notification) {
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    inputBottom.constant = -frame.height
                }
            }
            """)
        #expect(spec.rules == ["inputBar.bottom == view.bottom - keyboardFrame.height"])
    }
}
