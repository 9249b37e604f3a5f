import LayoutSpec
import Testing

/// Constants set from the keyboard's frame in notification handlers become rules with the
/// `keyboardFrame` item.
@Suite struct KeyboardNotificationTests {
    static func screen(handler: String, hide: String = "bottom.constant = 0") -> String {
        """
        import UIKit

        final class Screen: UIViewController {
            let button = UIButton()
            var bottom: NSLayoutConstraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(button)
                bottom = button.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                bottom?.isActive = true
            }

            @objc func keyboardWillShow(_ notification: Notification) {
        \(handler)
            }

            @objc func keyboardWillHide(_ notification: Notification) {
                \(hide)
            }
        }
        """
    }

    @Test func negatedFrameHeight() throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom?.constant = -frame.height
        """))
        #expect(spec.ruleLines == ["bottom: button.bottom == view.bottom - keyboardFrame.height"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func heightBoundToANameThroughCGRectValue() throws {
        let spec = try importSwift(Self.screen(handler: """
                let info = notification.userInfo
                let keyboardHeight = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size.height ?? 0
                bottom?.constant = -keyboardHeight - 8
        """, hide: "bottom?.constant = -8"))
        #expect(spec.rules == ["button.bottom == view.bottom - keyboardFrame.height - 8"])
        #expect(spec.warnings.isEmpty)
    }

    @Test func frameConvertedToTheViewGivesItsEdges() throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let frame = view.convert(value.cgRectValue, from: nil)
                bottom?.constant = -(view.bounds.height - frame.minY)
        """))
        #expect(spec.rules == ["button.bottom == view.bottom - view.height + keyboardFrame.top"])
    }

    @Test func aHideHandlerThatDisagreesIsReported() throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom?.constant = -frame.height
        """, hide: "bottom?.constant = 20"))
        #expect(spec.rules == ["button.bottom == view.bottom - keyboardFrame.height"])
        #expect(spec.warningLines == ["20:28: skipped: the constant 20 while the keyboard is hidden; kbcov keeps the keyboard-driven constant set at line 16, which is 0 for a hidden (zero-height) keyboard"])
    }

    /// A frame left in screen coordinates is as far from the screen's origin as the converted
    /// one is from the view's: the rule says so, and the analysis places the screen per window.
    @Test func aFrameInScreenCoordinatesIsReadFromTheScreensOrigin() throws {
        let unconverted = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom?.constant = -(view.bounds.height - frame.minY)
        """))
        #expect(unconverted.warnings.isEmpty, "\(unconverted.warningLines)")
        #expect(unconverted.rules == ["button.bottom == view.bottom - view.height + keyboardFrame.top - screen.top"])
    }

    /// `UIScreen.main.bounds` is the screen in its own coordinates, those of an unconverted frame:
    /// its height less the frame's top is the keyboard's height wherever the window is.
    @Test(arguments: ["UIScreen.main.bounds.height", "UIScreen.main.bounds.maxY", "view.window?.screen.bounds.size.height"])
    func theScreensBoundsAreTheScreenItems(_ screenHeight: String) throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom?.constant = -(\(screenHeight) - frame.origin.y)
        """))
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == ["button.bottom == view.bottom - screen.height + keyboardFrame.top - screen.top"])
    }

    /// The begin frame's size is read, as the frame the keyboard had before the notification; its
    /// position is where the keyboard was, which kbcov reads only in the keyboard's move.
    @Test func theBeginFramesSizeIsReadAndItsPositionReported() throws {
        let begin = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
                bottom?.constant = -frame.height
        """))
        #expect(begin.warnings.isEmpty, "\(begin.warningLines)")
        // The first show from hidden rises from below the screen at the keyboard's own size.
        #expect(begin.rules == ["button.bottom == view.bottom - keyboardFrame.height"])
        let update = try #require(begin.keyboardHandling.first?.updates.first)
        #expect(update.value.terms.isEmpty && update.beginValue.description == "-keyboardFrame.height")
        let position = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
                bottom?.constant = frame.minY
        """))
        #expect(position.warningLines.contains { $0.hasPrefix("16:28: keyboard handler 'keyboardWillShow(_:)' not modelled: kbcov skipped the 'minY' of the keyboard's frame before its animation") },
                "\(position.warningLines)")
    }

    /// The lesser side of the frame, as code written for iOS 7's portrait-coordinate frames takes
    /// it, is its height: every keyboard is wider than tall.
    @Test(arguments: [("min(frame.size.height, frame.size.width)", "keyboardFrame.height"),
                      ("min(frame.width, frame.height)", "keyboardFrame.height")])
    func theLesserSideOfTheFrameIsItsHeight(side: String, read: String) throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom?.constant = -\(side)
        """))
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == ["button.bottom == view.bottom - \(read)"])
    }

    /// The unconverted frame clipped to the view's bounds converted to the window is the part the
    /// keyboard covers, as the converted frame clipped to the bounds is.
    @Test(arguments: ["view.window", "nil"])
    func theFrameClippedToTheViewInTheWindowIsTheOverlap(window: String) throws {
        let spec = try importSwift(Self.screen(handler: """
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let overlap = frame.intersection(view.convert(view.bounds, to: \(window)))
                bottom?.constant = -overlap.height
        """))
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules == ["button.bottom == view.bottom - keyboardOverlap.height"])
    }
}

