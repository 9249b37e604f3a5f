import KbcovTestSupport
import SwiftImporter
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A view of a class kbcov cannot see into — a design system's button, a rating view of a
/// package, a subclass of either — has an intrinsic size kbcov does not know: a range on each
/// axis, never a hole (Documentation/Design.md, §2).
@Suite struct UnseenClassTests {
    /// A checkout screen built from an app's design-system module: its pay button and the
    /// package's star rating are sized by code kbcov does not have.
    static let checkout = """
        import UIKit
        import DesignKit
        import StarRatings

        final class CheckoutButton: PrimaryButton {}

        final class CheckoutViewController: UIViewController {
            private let ratingView = StarRatingView()
            private let totalLabel = UILabel()
            private let payButton = CheckoutButton(style: .filled)
            private let summaryCard = UIView()
            private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

            override func viewDidLoad() {
                super.viewDidLoad()
                totalLabel.font = .preferredFont(forTextStyle: .headline)
                totalLabel.text = "Total"
                for subview in [blurView, summaryCard, ratingView, totalLabel, payButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    blurView.topAnchor.constraint(equalTo: view.topAnchor),
                    blurView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    blurView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    blurView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    summaryCard.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    summaryCard.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    summaryCard.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    summaryCard.heightAnchor.constraint(equalToConstant: 120),
                    ratingView.topAnchor.constraint(equalTo: summaryCard.bottomAnchor, constant: 16),
                    ratingView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    totalLabel.topAnchor.constraint(equalTo: ratingView.bottomAnchor, constant: 12),
                    totalLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    payButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    payButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    payButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
                ])
            }
        }
        """

    @Test func aViewOfAClassKbcovCannotSeeIntoRangesOnBothAxes() throws {
        let spec = try importSwift(Self.checkout)
        for name in ["ratingView", "payButton"] {
            let view = try #require(spec.views.first { $0.name == name })
            #expect(view.viewClass == nil && view.contentWidth == ContentRanges.unseenView && view.contentHeight == ContentRanges.unseenView, "\(name)")
        }
        // A plain view and UIKit's containers have no size of their own: kbcov sees that.
        for name in ["summaryCard", "blurView"] {
            let view = try #require(spec.views.first { $0.name == name })
            #expect(view.contentWidth == nil && view.contentHeight == nil, "\(name)")
        }
        #expect(spec.warnings.filter { $0.message.contains("cannot see into") }.map(\.location.description) == ["Test.swift:8:30", "Test.swift:10:29"])
        #expect(spec.warnings.contains { $0.message.hasPrefix("approximated: 'payButton' is of class PrimaryButton, which kbcov cannot see into") })
    }

    @Test func itIsNeverAmbiguousNorSqueezedForLackOfASize() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.checkout))
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/portrait/full/ltr"]), options: AnalysisOptions(jobs: 2))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { [.ambiguous, .squeezed, .unknown].contains($0.kind) }, "\(Set(findings.map(\.message)))")
        // The rating leaves the screen only for content that does not fit under the card (its top
        // at 211 pt in an 852 pt window), from an exact height on.
        let hidden = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/hidden/near-bottom" })
        let rating = try #require(hidden.findings.first { $0.kind == .offscreen && $0.items == ["ratingView"] })
        #expect(rating.contentDependence == .contentDependent && rating.cause == .layout, "\(rating.message) \(rating.contentSizes)")
        #expect(rating.contentSizes.first { $0.view == "ratingView" && $0.dimension == .height }?.start == ContentStart(value: 641, isIncluded: false),
                "\(rating.message) \(rating.contentSizes)")
    }

    /// A row of a list screen kbcov has not read, drawn by a theme base class of another module:
    /// the row is measured from its own code, not given a size of its own.
    @Test func aComponentIsMeasuredFromItsOwnCode() throws {
        let imported = try importFiles(["PriceRow.swift": """
            import UIKit
            import Theming

            final class PriceRow: ThemedView {
                private let titleLabel = UILabel()
                private let priceLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for label in [titleLabel, priceLabel] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(label)
                    }
                    NSLayoutConstraint.activate([
                        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                        priceLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
                        priceLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        priceLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                    ])
                }

                required init?(coder: NSCoder) { nil }
            }
            """])
        let spec = try #require(imported.specs.first { $0.name == "PriceRow" })
        let row = try #require(spec.views.first { $0.name == "priceRow" })
        #expect(row.contentWidth == nil && row.contentHeight == nil)
        #expect(!spec.warnings.contains { $0.message.contains("cannot see into") })
    }

    /// A theme's label class in a file of the project that holds no layout of its own (so the
    /// import reads it as text only) is still the label it inherits from, not a class kbcov
    /// cannot see into.
    @Test func aClassOfAFileReadAsTextIsItsUIKitClass() throws {
        let screen = SwiftSourceImporter.Source(path: "App/BannerViewController.swift", text: """
            import UIKit

            final class BannerViewController: UIViewController {
                private let titleLabel = ThemeLabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(titleLabel)
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                }
            }
            """)
        let theme = SwiftSourceImporter.Source(path: "Shared/Theme/ThemeLabel.swift", text: """
            import UIKit

            open class ThemeLabel: UILabel, Themeable {
                open func apply(_ theme: Theme) { textColor = theme.primaryText }
            }
            """, isContext: true)
        let spec = try #require(try SwiftSourceImporter.load(sources: [screen, theme]).get().specs.first)
        let label = try #require(spec.views.first { $0.name == "titleLabel" })
        #expect(label.viewClass == "UILabel")
        #expect(!spec.warnings.contains { $0.message.contains("cannot see into") })
    }
}
