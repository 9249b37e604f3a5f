import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A handler that reads the keyboard's begin frame, as older code copied from answers online
/// does: the frame the keyboard had before the notification, right on the first show from hidden
/// and wrong after it changed size.
@Suite struct BeginFrameTests {
    /// A reply box above the keyboard, lifted by the begin frame's height on every will-show and
    /// never put back.
    static let replyScreen = viewController("""
            replyBox.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(replyBox)
            replyBottom = replyBox.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                replyBox.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                replyBox.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                replyBox.heightAnchor.constraint(equalToConstant: 52),
                replyBottom,
            ])
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
    """, members: """
        let replyBox = UITextField()
        var replyBottom: NSLayoutConstraint!

        @objc func keyboardWillShow(_ notification: Notification) {
            guard let value = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue else { return }
            replyBottom.constant = -value.cgRectValue.height
        }
    """)

    static let iPad = "ipad/landscape/full/ltr"

    @Test func theBeginFramesStaleHeightLeavesTheBoxUnderTheKeyboard() throws {
        let spec = try importSwift(Self.replyScreen)
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve([Self.iPad]))
        let docked = try #require(result.states.first { $0.state.id == "\(Self.iPad)/docked/near-bottom" })
        // Turning the predictive bar back on grows the keyboard, but the begin frame is the short one.
        let covered = try #require(docked.findings.first { $0.kind == .covered && $0.items == ["replyBox"] })
        // The bar adds 27 pt to the iPad's 367 pt keyboard: the box sits that far under it.
        #expect(covered.message.hasPrefix("after show docked → predictive bar off → predictive bar on, replyBottom.constant is -367: "
            + "replyBox is under the keyboard, where the user types: [0, 426, 1180, 27] of its frame"), "\(covered.message)")
        #expect(covered.cause == .keyboard)
        // Nothing puts the box back: hidden again, it stays 422 pt up.
        let drift = try #require(result.specFindings.first { $0.kind == .drift })
        #expect(drift.items == ["replyBox"] && drift.message.contains("show docked → hide: replyBottom 0 → -422 → -422"), "\(drift.message)")
        let hidden = try #require(result.states.first { $0.state.id == "\(Self.iPad)/hidden/near-bottom" })
        #expect(hidden.findings.contains { $0.kind == .moved && $0.message.hasPrefix("after show docked → hide, replyBottom.constant is -422: ") })
    }
}
