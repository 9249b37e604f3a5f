import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A struct of the app's own that holds constraints (a helper returns the four edges it pins, to
/// change their constants later): made with Swift's memberwise initializer, its fields are the
/// constraints, and its methods and a keyboard handler reach them.
@Suite struct MemberwiseStructTests {
    /// Nested in `UIView`, as an app's layout helpers often are.
    static let pinnedEdges = """
        extension UIView {
            /// The four constraints that hold a view inside another, kept to change their constants.
            struct PinnedEdges {
                let top: NSLayoutConstraint
                let leading: NSLayoutConstraint
                let trailing: NSLayoutConstraint
                let bottom: NSLayoutConstraint

                func update(insets: UIEdgeInsets) {
                    top.constant = insets.top
                    leading.constant = insets.left
                    trailing.constant = -insets.right
                    bottom.constant = -insets.bottom
                }

                func activate() {
                    NSLayoutConstraint.activate([top, leading, trailing, bottom])
                }
            }

            @discardableResult
            func pin(_ subview: UIView, insets: UIEdgeInsets = .zero) -> PinnedEdges {
                subview.translatesAutoresizingMaskIntoConstraints = false
                addSubview(subview)
                let edges = PinnedEdges(
                    top: subview.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
                    leading: subview.leadingAnchor.constraint(equalTo: leadingAnchor),
                    trailing: subview.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottom: subview.bottomAnchor.constraint(equalTo: bottomAnchor))
                edges.update(insets: insets)
                edges.activate()
                return edges
            }
        }
        """

    static func noteEditor(_ viewDidLoad: String, handler: String = "") -> String {
        """
        import UIKit

        \(pinnedEdges)

        final class NoteEditorViewController: UIViewController {
            private let textView = UITextView()
            private var textEdges: PinnedEdges?

            override func viewDidLoad() {
                super.viewDidLoad()
        \(viewDidLoad)
            }
        \(handler)
        }
        """
    }

    @Test func theStructsFieldsAreTheConstraintsItsHelperMakes() throws {
        let spec = try importSwift(Self.noteEditor("""
                    textEdges = view.pin(textView, insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
            """))
        #expect(spec.allConstraints.map(\.rule) == [
            "textView.top == safeArea.top + 8",
            "textView.leading == view.leading + 16",
            "textView.trailing == view.trailing - 16",
            "textView.bottom == view.bottom - 8",
        ])
        #expect(spec.warnings.isEmpty, "\(spec.warnings.map(\.message))")
    }

    @Test func theDefaultInsetsAreZero() throws {
        let spec = try importSwift(Self.noteEditor("        view.pin(textView)"))
        #expect(spec.allConstraints.map(\.rule) == [
            "textView.top == safeArea.top", "textView.leading == view.leading", "textView.trailing == view.trailing",
            "textView.bottom == view.bottom",
        ])
    }

    /// The handler lifts the text by the keyboard's whole height, even where a floating keyboard
    /// sits beside a one-third Split View window: there the text view moves for nothing.
    @Test func aKeyboardHandlerReachesAConstraintThroughTheStruct() throws {
        let spec = try importSwift(Self.noteEditor("""
                    textEdges = view.pin(textView, insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            """, handler: """
                @objc private func keyboardWillChangeFrame(_ notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
                    textEdges?.bottom.constant = -max(overlap, 0) - 8
                }
            """))
        #expect(spec.allConstraints.last?.rule == "textView.bottom == view.bottom - keyboardRise.height - 8")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["ipad/landscape/split-third-left/ltr"]))
        let moved = result.states.filter { $0.findings.contains { $0.kind == .moved && $0.items == ["textView"] } }.map(\.state.id)
        #expect(moved.contains("ipad/landscape/split-third-left/ltr/floating/near-bottom"))
    }
}
