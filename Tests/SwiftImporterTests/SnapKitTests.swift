import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// SnapKit's DSL, read as SnapKit 5 makes its constraints: a chat composer pinned above
/// `view.keyboardLayoutGuide.snp.top`, a comment bar moved by `update(offset:)` from keyboard
/// notifications, composites, insets, multipliers and priorities.
@Suite struct SnapKitTests {
    static let chatComposer = """
    import SnapKit
    import UIKit

    final class ChatViewController: UIViewController {
        private let tableView = UITableView()
        private let composer = UIView()
        private let textView = UITextView()
        private let sendButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            view.addSubview(composer)
            [textView, sendButton].forEach(composer.addSubview)
            textView.isScrollEnabled = false
            layout()
        }

        private func layout() {
            tableView.snp.makeConstraints { make in
                make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
                make.bottom.equalTo(composer.snp.top)
            }
            composer.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
            }
            textView.snp.makeConstraints { make in
                make.top.bottom.equalToSuperview().inset(8)
                make.leading.equalToSuperview().offset(12)
                make.height.greaterThanOrEqualTo(36).priority(.high)
                make.height.lessThanOrEqualTo(120)
            }
            sendButton.snp.makeConstraints {
                $0.leading.equalTo(textView.snp.trailing).offset(8)
                $0.trailing.equalToSuperview().inset(12)
                $0.bottom.equalTo(textView)
                $0.size.equalTo(CGSize(width: 44, height: 36))
            }
        }
    }
    """

    @Test func chatComposerImportsEveryConstraint() throws {
        let spec = try importSwift(Self.chatComposer)
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == [
            "tableView.top == safeArea.top", "tableView.leading == safeArea.leading", "tableView.trailing == safeArea.trailing",
            "tableView.bottom == composer.top",
            "composer.leading == view.leading", "composer.trailing == view.trailing", "composer.bottom == keyboard.top",
            "textView.top == composer.top + 8", "textView.bottom == composer.bottom - 8", "textView.leading == composer.leading + 12",
            "textView.height >= 36 @750", "textView.height <= 120",
            "sendButton.leading == textView.trailing + 8", "sendButton.trailing == composer.trailing - 12",
            "sendButton.bottom == textView.bottom", "sendButton.width == 44", "sendButton.height == 36",
        ])
        #expect(spec.views.first { $0.name == "textView" }?.isScrollEnabled == false)
    }

    /// Over `default`: pinned to the keyboard's guide, the composer is never under a docked
    /// keyboard and nothing conflicts; only a keyboard the guide does not follow (undocked,
    /// floating or split, `followsUndockedKeyboard` false) covers it.
    @Test func chatComposerIsCoveredOnlyByAKeyboardTheGuideDoesNotFollow() throws {
        var spec = try importSwift(Self.chatComposer)
        for index in spec.views.indices where ["textView", "sendButton"].contains(spec.views[index].name) { spec.views[index].keepVisible = true }
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["default"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap { state in state.findings.map { (state.state.id, $0) } }
        #expect(!result.states.isEmpty)
        #expect(!findings.contains { $0.1.kind == .conflict }, "\(findings.filter { $0.1.kind == .conflict }.map(\.0).prefix(3))")
        let covered = findings.filter { $0.1.kind == .covered }
        #expect(!covered.isEmpty)
        #expect(covered.allSatisfy { !$0.0.contains("/docked/") }, "\(covered.map(\.0).filter { $0.contains("/docked/") }.prefix(3))")
    }

    static func commentBar(handlers: String) -> String {
        """
        import SnapKit
        import UIKit

        final class CommentViewController: UIViewController {
            private let inputBar = UIView()
            private var inputBarBottom: Constraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(inputBar)
                inputBar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(52)
                    inputBarBottom = make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).constraint
                }
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }
        \(handlers)
        }
        """
    }

    @Test func aKeptConstraintUpdatedFromKeyboardNotifications() throws {
        let spec = try importSwift(Self.commentBar(handlers: """
            @objc private func keyboardWillShow(_ notification: Notification) {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                inputBarBottom?.update(offset: -frame.height)
                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                inputBarBottom?.update(offset: 0)
            }
        """))
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.ruleLines == [
            "constraints[0]: inputBar.leading == view.leading", "constraints[1]: inputBar.trailing == view.trailing",
            "constraints[2]: inputBar.height == 52", "inputBarBottom: inputBar.bottom == safeArea.bottom - keyboardFrame.height",
        ])
    }

    @Test func updateConstraintsInAHandlerChangesTheMatchingConstant() throws {
        let spec = try importSwift(Self.commentBar(handlers: """
            @objc private func keyboardWillShow(_ notification: Notification) {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                inputBar.snp.updateConstraints { make in
                    make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(frame.height)
                }
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                inputBar.snp.updateConstraints { $0.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom) }
            }
        """))
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules.last == "inputBar.bottom == safeArea.bottom - keyboardFrame.height")
        #expect(spec.rules.count == 4)
    }

    @Test func remakeReplacesAndRemoveDeactivates() throws {
        let spec = try importSwift(viewController("""
                view.addSubview(toolbar)
                view.addSubview(button)
                toolbar.snp.makeConstraints { $0.edges.equalToSuperview() }
                toolbar.snp.remakeConstraints { make in
                    make.directionalEdges.equalTo(view.safeAreaLayoutGuide).inset(NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                }
                button.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.width.equalToSuperview().multipliedBy(0.5).priority(999)
                    make.height.equalTo(button.snp.width).dividedBy(4)
                }
                button.snp.removeConstraints()
        """))
        #expect(spec.rules == [
            "toolbar.top == safeArea.top + 8", "toolbar.bottom == safeArea.bottom - 8",
            "toolbar.leading == safeArea.leading + 16", "toolbar.trailing == safeArea.trailing - 16",
        ])
    }

    @Test func compositesCentresAndPriorities() throws {
        let spec = try importSwift(viewController("""
                view.addSubview(toolbar)
                view.addSubview(button)
                toolbar.snp.makeConstraints { make in
                    make.horizontalEdges.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
                    make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(4).priority(ConstraintPriority.low)
                    make.height.equalTo(44)
                }
                button.snp.makeConstraints { make in
                    make.center.equalTo(toolbar)
                    make.width.height.equalTo(30).priority(.medium)
                }
        """))
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == [
            "toolbar.left == view.left + 10", "toolbar.right == view.right - 20",
            "toolbar.top == safeArea.top + 4 @250", "toolbar.height == 44",
            "button.centerX == toolbar.centerX", "button.centerY == toolbar.centerY",
            "button.width == 30 @500", "button.height == 30 @500",
        ])
    }

    /// `equalToSuperview()` relates to the superview itself (SnapKit's `relatedTo(superview)`):
    /// a centre is the superview's centre, not its left or top edge.
    @Test func aCentreOnTheSuperviewIsItsCentre() throws {
        let spec = try importSwift(viewController("""
                view.addSubview(toolbar)
                toolbar.addSubview(button)
                toolbar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(24)
                    make.centerY.equalToSuperview()
                    make.height.equalTo(120)
                }
                button.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.size.equalTo(80)
                }
        """))
        #expect(spec.rules == [
            "toolbar.leading == view.leading + 24", "toolbar.trailing == view.trailing - 24", "toolbar.centerY == view.centerY",
            "toolbar.height == 120", "button.centerX == toolbar.centerX", "button.centerY == toolbar.centerY",
            "button.width == 80", "button.height == 80",
        ])
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/portrait"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(findings.isEmpty, "\(Set(findings.map(\.message)))")
    }

    @Test func anUnknownSuperviewAndMarginsAreReported() throws {
        let spec = try importSwift(viewController("""
                toolbar.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    make.leading.equalTo(view.snp.leadingMargin)
                    make.height.equalTo(44)
                }
        """))
        #expect(spec.rules == ["toolbar.height == 44"])
        #expect(spec.warningLines.contains { $0.hasPrefix("10:13: skipped: 'make.top.equalToSuperview()' relates to the superview of 'toolbar'") })
        #expect(spec.warningLines.contains { $0.hasPrefix("11:34: skipped: SnapKit's 'leadingMargin'") })
    }
}
