import ExactGeometry
import LayoutSpec
import Testing

/// A label's or button's text the code spells out sizes it to one line of that text, in the font
/// the code sets; a text the code gives at run time anywhere in the file keeps the whole range.
@Suite struct TextSizingTests {
    static let source = """
        import UIKit

        struct Contact { let name: String }

        final class ComposeViewController: UIViewController {
            private let sendButton = UIButton(type: .system)
            private let titleLabel = UILabel()
            private let nameLabel = UILabel()
            private let bigLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                sendButton.setTitle("Send", for: .normal)
                titleLabel.text = "New message"
                nameLabel.text = "To:"
                bigLabel.text = "Hello"
                bigLabel.font = .systemFont(ofSize: 40)
                for subview in [sendButton, titleLabel, nameLabel, bigLabel] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    nameLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    bigLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
                    sendButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    sendButton.topAnchor.constraint(equalTo: bigLabel.bottomAnchor, constant: 8),
                ])
            }

            // Called by a data source: no entry point reaches it, and the name is the model's.
            func configure(with contact: Contact) {
                nameLabel.text = contact.name
            }
        }
        """

    @Test func spelledOutTextsAreOneLineAndOthersAreAnyWidth() throws {
        let views = Dictionary(uniqueKeysWithValues: try importSwift(Self.source).views.map { ($0.name, $0) })
        // "Send": 4 × 0.2 × 15 = 12 to 4 × 1.3 × 17 + 40 = 128.4.
        #expect(views["sendButton"]?.contentWidth.map { [$0.minimum, $0.maximum] } == [12, Rational(1284) / 10])
        // "New message": 11 × 0.2 × 17 = 37.4 to 11 × 1.3 × 17 = 243.1.
        #expect(views["titleLabel"]?.contentWidth.map { [$0.minimum, $0.maximum] } == [Rational(374) / 10, Rational(2431) / 10])
        #expect(views["titleLabel"]?.contentWidth?.source.hasPrefix(#"one line of "New message""#) == true)
        // Set from the model in a method kbcov does not run.
        #expect(views["nameLabel"]?.contentWidth == nil)
        // In the 40-pt font the code sets: 5 × 0.2 × 40 = 40 to 5 × 1.3 × 40 = 260.
        #expect(views["bigLabel"]?.contentWidth.map { [$0.minimum, $0.maximum] } == [40, 260])
    }
}
