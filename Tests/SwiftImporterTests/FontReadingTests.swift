import ExactGeometry
import Foundation
import KbcovTestSupport
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// The fonts of a screen's text as the code makes them: what their height follows at each text size.
@Suite struct FontReadingTests {
    static let source = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let titleLabel = UILabel()
            private let bioLabel = UILabel()
            private let priceLabel = UILabel()
            private let noteLabel = UILabel()
            private let nameField = UITextField()
            private let saveButton = UIButton(type: .system)
            private let plainLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)
                titleLabel.adjustsFontForContentSizeCategory = true
                bioLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Book", size: 16)!)
                bioLabel.numberOfLines = 0
                priceLabel.font = .systemFont(ofSize: 15, weight: .semibold)
                noteLabel.font = UIFontMetrics.default.scaledFont(for: .italicSystemFont(ofSize: 12))
                nameField.font = .preferredFont(forTextStyle: .callout)
                saveButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                let column = UIStackView(arrangedSubviews: [titleLabel, bioLabel, priceLabel, noteLabel, nameField, saveButton, plainLabel])
                column.axis = .vertical
                column.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(column)
                NSLayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }
        }
        """

    @Test func textStylesScaledFontsAndFixedSizesAreRead() throws {
        let spec = try importSwift(Self.source)
        let fonts = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.name, $0.font) })
        #expect(fonts["titleLabel"] == ViewFont(textStyle: .title1, adjustsForContentSizeCategory: true))
        #expect(fonts["bioLabel"] == ViewFont(textStyle: .body, pointSize: 16))
        #expect(fonts["priceLabel"] == ViewFont(pointSize: 15))
        #expect(fonts["noteLabel"] == ViewFont(textStyle: .body, pointSize: 12))
        #expect(fonts["nameField"] == ViewFont(textStyle: .callout))
        #expect(fonts["saveButton"] == ViewFont(textStyle: .headline))
        #expect(fonts["plainLabel"] == .some(nil))
        #expect(spec.views.first { $0.name == "bioLabel" }?.growsWithLines == true)
    }

    @Test func heightsFollowTheTextSize() throws {
        let spec = try importSwift(Self.source)
        func height(_ name: String, _ category: ContentSizeCategory) -> Rational? {
            UIKitLowering.lowered(spec, textSize: category).views.first { $0.name == name }?.intrinsicHeight
        }
        // title1 is 28 pt at Large and 43 pt at AX2 (Apple's table); a line is 20.33/17 of it.
        #expect(height("titleLabel", .large) == DynamicTypeTable.lineHeight(pointSize: 28))
        #expect(height("titleLabel", .ax2) == DynamicTypeTable.lineHeight(pointSize: 43))
        // A fixed 15-pt font, and the class's 17-pt default, are the same at every size.
        #expect(height("priceLabel", .xSmall) == DynamicTypeTable.lineHeight(pointSize: 15))
        #expect(height("priceLabel", .ax5) == DynamicTypeTable.lineHeight(pointSize: 15))
        #expect(height("plainLabel", .ax5) == Rational(2033) / 100)
        // 12 pt scaled as body: 12 × 53 / 17 at AX5.
        #expect(height("noteLabel", .ax5) == DynamicTypeTable.lineHeight(pointSize: Rational(12 * 53) / 17))
        // A button keeps its class's room around one line: 6 pt above and below for one made
        // without a configuration; a field made in code has no border, so it is its line.
        #expect(height("saveButton", .large) == 12 + DynamicTypeTable.lineHeight(pointSize: 17))
        #expect(height("saveButton", .ax1) == 12 + DynamicTypeTable.lineHeight(pointSize: 28))
        #expect(height("nameField", .ax1) == DynamicTypeTable.lineHeight(pointSize: 26))
        // numberOfLines = 0: one line of the scaled font or more.
        let bio = UIKitLowering.lowered(spec, textSize: .ax1).views.first { $0.name == "bioLabel" }
        #expect(bio?.intrinsicHeight == nil)
        #expect(bio?.contentHeight?.minimum == DynamicTypeTable.lineHeight(pointSize: Rational(16 * 28) / 17))
        // Without a text size, a font is taken at Large, the default text size; no font, the class's line.
        #expect(UIKitLowering.lowered(spec).views.first { $0.name == "titleLabel" }?.intrinsicHeight == DynamicTypeTable.lineHeight(pointSize: 28))
        #expect(UIKitLowering.lowered(spec).views.first { $0.name == "priceLabel" }?.intrinsicHeight == DynamicTypeTable.lineHeight(pointSize: 15))
        #expect(UIKitLowering.lowered(spec).views.first { $0.name == "plainLabel" }?.intrinsicHeight == Rational(2033) / 100)
    }

    @Test func aSidecarStatesAFontTheCodeKeepsElsewhere() throws {
        let folder = try temporaryFolder([
            "Screen.swift": Self.source,
            "Screen.kbcov.yaml": "views:\n  plainLabel: { class: UILabel, font: { textStyle: footnote }, numberOfLines: 0 }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try SwiftSourceImporter.load(path: folder.appendingPathComponent("Screen.swift").path).get()
        let label = try #require(spec.views.first { $0.name == "plainLabel" })
        #expect(label.font == ViewFont(textStyle: .footnote))
        #expect(label.growsWithLines)
    }

    /// `scaledValue(for:)`: a tap target and a gap that grow with the text size, from metrics kept
    /// in a property or made on the spot; one added to a fixed number is said, not guessed.
    @Test func scaledValuesMakeScaledConstants() throws {
        let spec = try importSwift("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                private let noteLabel = UILabel()
                private let metrics = UIFontMetrics(forTextStyle: .headline)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [payButton, noteLabel].forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview($0)
                    }
                    let tapHeight = metrics.scaledValue(for: 50)
                    NSLayoutConstraint.activate([
                        payButton.heightAnchor.constraint(greaterThanOrEqualToConstant: tapHeight),
                        payButton.topAnchor.constraint(equalTo: view.topAnchor, constant: UIFontMetrics.default.scaledValue(for: 8) * 2),
                        noteLabel.topAnchor.constraint(equalTo: payButton.bottomAnchor, constant: 4 + UIFontMetrics.default.scaledValue(for: 8)),
                        noteLabel.leadingAnchor.constraint(equalTo: payButton.leadingAnchor),
                    ])
                }
            }
            """)
        #expect(spec.constraints.map(\.rule) == [
            "payButton.height >= 50", "payButton.top == view.top + 16", "noteLabel.top == payButton.bottom + 12", "noteLabel.leading == payButton.leading",
        ])
        #expect(spec.constraints.map(\.scaledBy) == [.headline, .body, nil, nil])
        #expect(spec.warnings.contains { $0.message.contains("adds a UIFontMetrics-scaled value to a fixed one") && $0.location.line == 18 },
                "\(spec.warnings)")
        // At AX2 headline is 33 pt, body 33 pt: 50 × 33 / 17 and 16 × 33 / 17.
        let atAX2 = UIKitLowering.lowered(spec, textSize: .ax2).constraints
        #expect(atAX2[0].rhs.constant == Rational(50 * 33) / 17)
        #expect(atAX2[1].rhs.constant == Rational(16 * 33) / 17)
        #expect(atAX2[2].rhs.constant == 12)
    }
}
