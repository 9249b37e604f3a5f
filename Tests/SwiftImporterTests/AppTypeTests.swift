import LayoutSpec
import SwiftImporter
import Testing

/// Types of the app that are neither screens nor views: one that lays out views it is given runs
/// its initializer on them; a macOS target's AppKit controller is not a UIKit screen.
@Suite struct AppTypeTests {
    /// A coaching overlay built by a plain class the screen makes, pinned with a `UIView` helper,
    /// as AR and camera apps write it.
    static let overlay = """
        import UIKit

        final class CaptureViewController: UIViewController {
            private let preview = UIView()
            private var coaching: CoachingOverlay!
            private var settings = CaptureSettings(quality: 2)

            override func viewDidLoad() {
                super.viewDidLoad()
                preview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(preview)
                preview.pinToSuperview()
                coaching = CoachingOverlay(over: preview)
            }
        }

        final class CoachingOverlay {
            private let dimming = UIView()
            private let hint = UILabel()

            init(over parent: UIView) {
                dimming.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(dimming)
                dimming.pinToSuperview()
                hint.translatesAutoresizingMaskIntoConstraints = false
                dimming.addSubview(hint)
                hint.pinToSuperview(inset: 24)
            }
        }

        struct CaptureSettings {
            var quality: Int
            init(quality: Int) {
                self.quality = max(1, quality)
                UserDefaults.standard.set(quality, forKey: "quality")
            }
        }

        extension UIView {
            func pinToSuperview(inset: CGFloat = 0) {
                guard let parent = superview else { return }
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                    trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
                    topAnchor.constraint(equalTo: parent.topAnchor),
                    bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                ])
            }
        }
        """

    @Test func aClassThatLaysOutTheViewsItIsGivenRunsOnThem() throws {
        let spec = try importSwift(Self.overlay)
        #expect(spec.rules == [
            "preview.leading == view.leading", "preview.trailing == view.trailing", "preview.top == view.top", "preview.bottom == view.bottom",
            "dimming.leading == preview.leading", "dimming.trailing == preview.trailing", "dimming.top == preview.top", "dimming.bottom == preview.bottom",
            "hint.leading == dimming.leading + 24", "hint.trailing == dimming.trailing - 24", "hint.top == dimming.top", "hint.bottom == dimming.bottom",
        ])
        // A model's initializer names no layout: it is not run, and nothing in it is reported.
        #expect(spec.warnings.isEmpty)
    }

    @Test func anAppKitControllerIsNotAScreen() throws {
        let imported = try importFiles(["PreferencesViewController.swift": """
            import Cocoa

            final class PreferencesViewController: NSViewController {
                private let field = NSTextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(field)
                    field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                }
            }
            """])
        #expect(imported.specs.isEmpty)
        let skipped = try #require(imported.skipped.first)
        #expect(skipped.reason == .notAScreen)
        #expect(skipped.message == "an AppKit (macOS) file: it imports Cocoa and not UIKit; kbcov analyses UIKit screens, of iOS, iPadOS and tvOS")
        #expect(ViewCodeDetector.appKitModule(of: "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif") == nil)
    }
}
