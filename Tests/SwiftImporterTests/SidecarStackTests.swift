import ExactGeometry
import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// A stack view the code builds where kbcov cannot read it, declared in the sidecar instead.
@Suite struct SidecarStackTests {
    /// A checkout screen whose row of buttons a helper of another module (a design system) arranges.
    static let checkout = """
        import UIKit

        final class CheckoutViewController: UIViewController {
            private let totalLabel = UILabel()
            private let cancelButton = UIButton(configuration: .gray())
            private let payButton = UIButton(configuration: .filled())
            private let actions = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
                ActionRow.configure(actions, with: [cancelButton, payButton])
                for subview in [totalLabel, actions] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    totalLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    totalLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                    actions.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                    actions.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                    actions.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
                ])
            }
        }
        """

    static let checkoutSidecar = """
        views:
          actions:
            class: UIStackView
            stack:
              arranged: [cancelButton, payButton]
              spacing: 12
              distribution: fillEqually
        """

    @Test func theSidecarsStackArrangesTheCodesViews() throws {
        let spec = try Self.load(swift: Self.checkout, sidecar: Self.checkoutSidecar)
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "-")" } == [
            "totalLabel: UILabel", "actions: UIStackView", "cancelButton: UIButton", "payButton: UIButton",
        ])
        let stack = try #require(spec.stacks.first)
        #expect(spec.stacks.count == 1)
        #expect(stack.arranged == ["cancelButton", "payButton"] && stack.spacing == 12 && stack.distribution == .fillEqually)
        #expect(stack.axis == .horizontal && stack.alignment == .fill)
        #expect(spec.warningLines == [
            "11:9: skipped: 'ActionRow.configure(…)', a call kbcov cannot follow (not declared in the analysed files); constraints it makes are not imported",
        ])
    }

    /// Without the sidecar the row has no size and is ambiguous; with it, the row is two 34-pt
    /// buttons sharing the width, and what is left is the screen's real flaw: the row follows the
    /// docked guide only, so a keyboard elsewhere covers it. The witness frames are those of a hand
    /// layout: 1366 − 2 × 20 = 1326 wide, 1004 − 12 − 34 = 958 from the top, (1326 − 12) / 2 = 657
    /// per button.
    @Test func theDeclaredStackSizesTheRowInTheAnalysis() throws {
        let environments = try resolve(["ipad-pro-12-9/landscape/full/ltr"])
        let bare = UIKitLowering.lowered(try Self.load(swift: Self.checkout, sidecar: nil))
        let unsized = try Analyzer.analyze(bare, in: environments)
        #expect(unsized.states.flatMap(\.findings).contains { $0.kind == .ambiguous && $0.items.contains("actions") })

        let declared = UIKitLowering.lowered(try Self.load(swift: Self.checkout, sidecar: Self.checkoutSidecar))
        #expect(declared.constraints.contains { $0.id == "stack[actions].spacing[1]" && $0.rule == "payButton.leading == cancelButton.trailing + 12" })
        // What the keyboard causes; the total's text, which the code never sets, is any width
        // (a layout finding, once it is wider than the window).
        let findings = try Analyzer.analyze(declared, in: environments).states.flatMap(\.findings).filter { $0.cause == .keyboard }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.kind == .covered && $0.items == ["actions"] }, "\(findings.map(\.message))")
        for finding in findings {
            let frames = try #require(finding.witness?.frames)
            #expect(frames["actions"] == Rect(x: 20, y: 958, width: 1326, height: 34))
            #expect(frames["cancelButton"] == Rect(x: 20, y: 958, width: 657, height: 34))
            #expect(frames["payButton"] == Rect(x: 689, y: 958, width: 657, height: 34))
        }
    }

    @Test func whatTheSidecarLeavesOutStaysTheCodesAndAContradictionIsSaid() throws {
        let swift = """
            import UIKit

            final class FilterViewController: UIViewController {
                private let nameField = UITextField()
                private let applyButton = UIButton(type: .system)
                private let form = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    form.axis = .vertical
                    form.spacing = 8
                    form.addArrangedSubview(nameField)
                    form.addArrangedSubview(applyButton)
                    form.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(form)
                    NSLayoutConstraint.activate([
                        form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                        form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    ])
                }
            }
            """
        let sidecar = """
            views:
              form:
                class: UIStackView
                stack: { spacing: 16, alignment: center, customSpacing: { nameField: 24 } }
            """
        let spec = try Self.load(swift: swift, sidecar: sidecar)
        let form = try #require(spec.stacks.first)
        #expect(form.axis == .vertical && form.arranged == ["nameField", "applyButton"])
        #expect(form.spacing == 16 && form.alignment == .center && form.customSpacing == ["nameField": 24])
        #expect(spec.warnings.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line):\($0.location.column): \($0.message)" } == [
            "Screen.kbcov.yaml:4:23: the sidecar sets spacing of the stack 'form' to 16, where the code sets 8; kbcov uses the sidecar's",
        ])
    }

    @Test func aBaselineAlignmentTheSidecarGivesAVerticalStackIsReadAsFill() throws {
        let swift = """
            import UIKit

            final class NoteViewController: UIViewController {
                private let titleLabel = UILabel()
                private let dateLabel = UILabel()
                private lazy var header = UIStackView(arrangedSubviews: [titleLabel, dateLabel])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.axis = .vertical
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """
        let sidecar = "views:\n  header:\n    class: UIStackView\n    stack: { alignment: firstBaseline }\n"
        let spec = try Self.load(swift: swift, sidecar: sidecar)
        #expect(spec.stacks.first?.alignment == .fill && spec.stacks.first?.axis == .vertical)
        #expect(spec.warningLines == [
            "4:25: skipped: the alignment .firstBaseline of a vertical stack; UIKit aligns baselines in horizontal stacks only; kbcov uses .fill",
        ])
    }

    /// Arranged views the code makes from a model, which kbcov cannot list, declared in the sidecar.
    @Test func arrangedViewsTheCodeMakesOutOfSightAreTheSidecars() throws {
        let swift = """
            import UIKit

            final class RatingViewController: UIViewController {
                var choices: [String] = []
                private let stars = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for choice in choices {
                        stars.addArrangedSubview(makeStar(choice))
                    }
                    stars.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stars)
                    NSLayoutConstraint.activate([
                        stars.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        stars.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -20),
                    ])
                }

                private func makeStar(_ title: String) -> UIButton {
                    UIButton(type: .system)
                }
            }
            """
        let sidecar = """
            views:
              first: { class: UIButton }
              second: { class: UIButton }
              stars:
                class: UIStackView
                stack: { arranged: [first, second, secnod], spacing: 4 }
            """
        let spec = try Self.load(swift: swift, sidecar: sidecar)
        #expect(spec.stacks.first?.arranged == ["first", "second"])
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "-")" } == ["stars: UIStackView", "first: UIButton", "second: UIButton"])
        #expect(spec.warnings.map(\.code) == [.unknownItem])
        #expect(spec.warningLines == [
            "6:40: the sidecar's stack 'stars' arranges 'secnod' (did you mean 'second'?), a view neither the code nor the sidecar declares; it is left out",
        ])
    }

    @Test func aSidecarStackMayArrangeViewsItDoesNotDeclareButChecksTheRest() throws {
        let sidecar = """
            views:
              actions:
                class: UIStackView
                stack: { arranged: [actions, payButton, payButton] }
            """
        let folder = try temporaryFolder(["Screen.swift": Self.checkout, "Screen.kbcov.yaml": sidecar])
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = try #require(SwiftSourceImporter.load(path: folder.appendingPathComponent("Screen.swift").path).failureValue).diagnostics
        #expect(errors.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["4:25 invalidValue", "4:45 duplicateIdentifier"])
    }

    static func load(swift: String, sidecar: String?) throws -> LayoutSpec {
        var files = ["Screen.swift": swift]
        if let sidecar { files["Screen.kbcov.yaml"] = sidecar }
        let folder = try temporaryFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try SwiftSourceImporter.load(path: folder.appendingPathComponent("Screen.swift").path).get()
    }
}
