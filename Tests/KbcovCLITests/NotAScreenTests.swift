import Foundation
import KbcovTestSupport
import Testing

/// A Swift file that is no screen — and no view laying out its subviews — is listed and never
/// exits 0: 2 when nothing was analysed, 1 when other inputs were.
@Suite struct NotAScreenTests {
    @Test func aViewWithoutConstraintsAloneIsNotAScreenAndExitsTwo() throws {
        let path = try CLI.temporarySpec(BadgeView.source, name: "BadgeView.swift")
        let result = try CLI.run(["check", path, "--format", "json"])
        #expect(result.exitCode == 2)
        #expect(result.output.contains("\"reason\":\"not-a-screen\"") || result.output.contains("\"reason\": \"not-a-screen\""))
        let imported = try CLI.run(["import", path])
        #expect(imported.exitCode == 2)
        #expect(imported.errors.contains("\(path):3:13: note: not a screen: BadgeView is a view (UIView) that no view controller"))
    }

    /// A cell no screen places is analysed on its own, as a list item: its label, pinned by its
    /// width alone, is a finding of the cell, never a clean run.
    @Test func aCellAloneIsAnalysedAsAListItem() throws {
        let path = try CLI.temporarySpec("""
            import UIKit

            final class PriceCell: UITableViewCell {
                private let priceLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    priceLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(priceLabel)
                    priceLabel.widthAnchor.constraint(equalToConstant: 80).isActive = true
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, name: "PriceCell.swift")
        let imported = try CLI.run(["import", path])
        #expect(imported.exitCode == 0)
        #expect(imported.errors.contains("\(path):3:13: warning: approximated: no screen kbcov read places PriceCell; it is analysed on its own, a list item, as wide as the window and as tall as its content (UIKit's self-sizing)"))
        #expect(imported.output.contains("{ id: \"host.fittingHeight\", rule: \"priceCell.height == 0 @50\" }"))
        let result = try CLI.run(["check", path, "--environments", "iphone-16/portrait"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("priceLabel is not fully determined (free: x, y)"))
    }

    @Test func aScreenWithASkippedFileIsNotClean() throws {
        let screen = try CLI.temporarySpec("""
            import UIKit

            final class PinnedViewController: UIViewController {
                private let label = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: view.topAnchor),
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        label.widthAnchor.constraint(equalToConstant: 100),
                        label.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """, name: "PinnedViewController.swift")
        let badge = try CLI.temporarySpec(BadgeView.source, name: "BadgeView.swift")
        let environment = ["--environments", "iphone-16/portrait"]
        #expect(try CLI.run(["check", screen] + environment).exitCode == 0)
        let both = try CLI.run(["check", screen, badge] + environment)
        #expect(both.exitCode == 1)
        #expect(both.output.hasSuffix("no findings, 1 input not analysed\n"))
    }

    @Test func aFileNamedAloneFollowsItsSiblingExtension() throws {
        let screen = try CLI.temporarySpec("""
            import UIKit

            final class NoteViewController: UIViewController {
                let textView = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(textView)
                    pinTextView()
                }
            }
            """, name: "NoteViewController.swift")
        let folder = URL(fileURLWithPath: screen).deletingLastPathComponent()
        try """
            import UIKit

            extension NoteViewController {
                func pinTextView() {
                    textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                }
            }
            """.write(to: folder.appendingPathComponent("NoteViewController+Layout.swift"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["import", screen])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("textView.bottom == keyboard.top"))
        #expect(result.errors.isEmpty)
    }
}
