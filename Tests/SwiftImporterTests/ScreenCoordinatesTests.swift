import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A keyboard frame a handler reads without `view.convert(_:from: nil)` is in screen coordinates:
/// right where the window is at the screen's origin (an iPhone, an iPad in full screen), off by
/// the window's place in a Stage Manager window, where the message bar stays under the keyboard.
@Suite struct ScreenCoordinatesTests {
    static func messageScreen(frame: String) -> String {
        """
        import UIKit

        final class MessageViewController: UIViewController {
            private let messageBar = UIView()
            private let messageField = UITextField()
            private var barBottom: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(messageBar)
                messageBar.addSubview(messageField)
                messageBar.translatesAutoresizingMaskIntoConstraints = false
                messageField.translatesAutoresizingMaskIntoConstraints = false
                barBottom = messageBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                NSLayoutConstraint.activate([
                    barBottom,
                    messageBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    messageBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    messageBar.heightAnchor.constraint(equalToConstant: 52),
                    messageField.leadingAnchor.constraint(equalTo: messageBar.leadingAnchor, constant: 12),
                    messageField.trailingAnchor.constraint(equalTo: messageBar.trailingAnchor, constant: -12),
                    messageField.topAnchor.constraint(equalTo: messageBar.topAnchor, constant: 8),
                    messageField.bottomAnchor.constraint(equalTo: messageBar.bottomAnchor, constant: -8),
                ])
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            @objc private func keyboardWillShow(_ notification: Notification) {
                guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let frame = \(frame)
                barBottom.constant = -(view.bounds.height - frame.minY)
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                barBottom.constant = 0
            }
        }
        """
    }

    static let converted = "view.convert(value.cgRectValue, from: nil)"
    static let unconverted = "value.cgRectValue"
    static let environments = ["iphone-16/portrait/full/ltr", "ipad-pro-11/landscape/stage-center/ltr"]

    /// The states whose message field is under the docked keyboard.
    static func coveredStates(frame: String) throws -> [String] {
        let spec = try importSwift(messageScreen(frame: frame))
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(environments))
        return result.states.filter { state in state.findings.contains { $0.kind == .covered && $0.items == ["messageField"] } }.map(\.state.id)
    }

    @Test func aConvertedFrameKeepsTheFieldAboveTheKeyboardInEveryWindow() throws {
        #expect(try Self.coveredStates(frame: Self.converted) == [])
    }

    @Test func anUnconvertedFrameLeavesTheFieldUnderTheKeyboardInAStageManagerWindow() throws {
        let spec = try importSwift(Self.messageScreen(frame: Self.unconverted))
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(Self.environments))
        let docked = try #require(result.states.first { $0.state.id == "ipad-pro-11/landscape/stage-center/ltr/docked/near-bottom" })
        let covered = try #require(docked.findings.first { $0.kind == .covered && $0.items == ["messageField"] })
        #expect(covered.cause == .keyboard)
        let iPhone = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/docked/near-bottom" })
        #expect(!iPhone.findings.contains { $0.kind == .covered }, "in full screen both coordinates agree")
        // The window is at [197, 137, 800, 560] on the screen: the bar ends in the view where the
        // keyboard's top is on the screen (the witness's keyboard frame), 137 pt below it.
        let keyboard = try #require(covered.witness?.keyboardFrame), bar = try #require(covered.witness?.frames["messageBar"])
        #expect(bar.maxY == keyboard.minY)
        #expect(covered.message == "messageField is under the keyboard, where the user types: [12, 390, 776, 36] of its frame [12, 390, 776, 36] is covered")
    }
}
