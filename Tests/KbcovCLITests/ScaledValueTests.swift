import Foundation
import KbcovTestSupport
import Testing

/// `UIFontMetrics.scaledValue(for:)` × keyboard: a constant that grows with the text size moves a
/// view under the keyboard from one text size on, even where every font is fixed.
@Suite struct ScaledValueTests {
    /// A checkout screen: the total at the top, the pay button kept above the keyboard where there
    /// is room and as tall as a tap target that grows with the text size (50 pt at Large). On the
    /// iPhone SE in landscape the button's top is at 52.33 (16 + 20.33 + 16); the docked keyboard's
    /// top is at 175 or lower. 50 × 40/17 = 117.6 pt at AX3 still fits (169.98 ≤ 175); 50 × 47/17 =
    /// 138.2 pt at AX4 does not.
    static let checkout = """
        import UIKit

        final class CheckoutViewController: UIViewController {
            private let totalLabel = UILabel()
            private let payButton = UIButton(type: .system) // kbcov: payButton keepVisible
            private let metrics = UIFontMetrics(forTextStyle: .body)

            override func viewDidLoad() {
                super.viewDidLoad()
                totalLabel.text = "Total: $42.00"
                totalLabel.font = UIFont.systemFont(ofSize: 17)
                payButton.setTitle("Pay", for: .normal)
                payButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                totalLabel.translatesAutoresizingMaskIntoConstraints = false
                payButton.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(totalLabel)
                view.addSubview(payButton)

                let tapHeight = metrics.scaledValue(for: 50)
                let aboveKeyboard = payButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
                aboveKeyboard.priority = .defaultLow
                NSLayoutConstraint.activate([
                    totalLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    totalLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    totalLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
                    payButton.heightAnchor.constraint(greaterThanOrEqualToConstant: tapHeight),
                    payButton.topAnchor.constraint(greaterThanOrEqualTo: totalLabel.bottomAnchor, constant: 16),
                    payButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    payButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    aboveKeyboard,
                ])
            }
        }
        """

    static let smallIPhone = ["--environments", "iphone-se"]

    @Test func theImportSaysTheConstantScales() throws {
        let path = try CLI.temporarySpec(Self.checkout, name: "CheckoutViewController.swift")
        let result = try CLI.run(["import", path])
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output.contains("  - { rule: \"payButton.height >= 50\", scaledBy: body }\n"), "\(result.output)")
    }

    @Test func theButtonMeetsTheKeyboardFromTheTextSizeItsHeightReachesIt() throws {
        let path = try CLI.temporarySpec(Self.checkout, name: "CheckoutViewController.swift")
        let result = try CLI.run(["why", path, "--item", "payButton", "--text-sizes", "all"] + Self.smallIPhone)
        #expect(result.exitCode == 1, "\(result.errors)")
        #expect(result.output.contains(
            "  covered payButton from AX4 with the docked keyboard in iphone-se/landscape/full/ltr/docked/near-bottom; not at AX3 or below\n"),
            "\(result.output)")
        // The witness: the button 50 × 47/17 = 138.24 pt high from 52.33 down.
        #expect(result.output.contains("payButton [16, 52.33, 635, 138.24]"), "\(result.output)")
        #expect(!result.output.contains("@ax3/docked"))
    }

    @Test func aFixedTapTargetIsCleanAtEveryTextSize() throws {
        let fixed = Self.checkout.replacingOccurrences(of: "metrics.scaledValue(for: 50)", with: "CGFloat(50)")
        let path = try CLI.temporarySpec(fixed, name: "CheckoutViewController.swift")
        let result = try CLI.run(["check", path, "--text-sizes", "all", "--no-cache"] + Self.smallIPhone)
        #expect(result.exitCode == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("96 states, 96 reachable, 96 clean"), "\(result.output)")
    }
}
