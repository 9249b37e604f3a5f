import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

/// Seed 003 drawn in Interface Builder (specs/interface-builder), its outlet constant changed from
/// keyboard notifications: the shipped absolute form with a reset in keyboardWillHide does not
/// drift; the delta form of its comment thread does, with a three-step witness.
@Suite struct NotificationDriftTests {
    static let storyboard = "\(Repository.specs)/interface-builder/KeyboardHeight.storyboard"
    static let shippedController = "\(Repository.specs)/interface-builder/KeyboardHeightViewController.swift"

    /// KeyboardHeight.storyboard's view controller with `observers` in viewDidLoad and `handlers`.
    static func controller(observers: String, handlers: String) -> String {
        """
        import UIKit

        final class KeyboardHeightViewController: UIViewController {
            @IBOutlet weak var textView: UITextView!
            // kbcov: button intrinsicHeight 44 keepVisible
            @IBOutlet weak var button: UIButton!
            @IBOutlet weak var keyboardHeight: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
        \(observers)
            }
        \(handlers)
        }
        """
    }

    static let deltaController = controller(observers: """
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        """, handlers: """

            @objc private func keyboardWillShow(_ notification: Notification) {
                let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                keyboardHeight.constant -= keyboardFrame.size.height
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                keyboardHeight.constant += keyboardFrame.size.height
            }
        """)

    /// The form of Apple's UIKitCatalog and FindingAnswers samples: the outlet moves by the
    /// keyboard's move between the begin and end frames, converted to the view, through a name.
    static let originDeltaController = controller(observers: """
                NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboardNotification(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        """, handlers: """

            @objc func handleKeyboardNotification(_ notification: Notification) {
                guard let userInfo = notification.userInfo,
                      let beginValue = userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue,
                      let endValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let beginFrame = view.convert(beginValue.cgRectValue, from: view.window)
                let endFrame = view.convert(endValue.cgRectValue, from: view.window)
                let originDelta = endFrame.origin.y - beginFrame.origin.y
                keyboardHeight.constant += originDelta
                view.layoutIfNeeded()
            }
        """)

    /// Not clean for lack of reading: the keyboard rule is imported and analysed, and undocking
    /// (announced with an end frame above the screen) leaves the button lifted.
    @Test func theSamplesMoveFormIsImportedAndDriftsWhenTheKeyboardUndocks() throws {
        let folder = try temporaryFolder(["KeyboardHeightViewController.swift": Self.originDeltaController])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(Self.storyboard, swift: [folder.appendingPathComponent("KeyboardHeightViewController.swift").path])
        #expect(try spec.constraint("keyboardHeight").rule == "button.bottom == view.bottom - screen.bottom + keyboardFrame.top")
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        #expect(DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait"]), maximumSteps: 3).isEmpty)
        let finding = try #require(DriftSearch.findings(for: spec, in: try resolve(["ipad-mini/landscape/full/ltr"]), maximumSteps: 3).first)
        #expect(finding.message.contains("show docked → undock → dock"))
    }

    /// UIKitCatalog's text view screen as it is written: both frames start as `CGRect()` and are
    /// assigned inside `if let value = …` blocks that each bind their own `value`, converted from
    /// the window, and the handler runs for keyboardWillShow and keyboardWillHide. (The catalog's
    /// constraint runs from the guide to the text view; this storyboard's from the button to the
    /// view, hence the delta's other sign.)
    static let catalogController = controller(observers: """
                let center = NotificationCenter.default
                center.addObserver(self, selector: #selector(adjustForKeyboard(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                center.addObserver(self, selector: #selector(adjustForKeyboard(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        """, handlers: """

            @objc func adjustForKeyboard(_ notification: Notification) {
                guard let userInfo = notification.userInfo else { return }
                var screenBegin = CGRect()
                if let value = userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue {
                    screenBegin = value.cgRectValue
                }
                var screenEnd = CGRect()
                if let value = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue) {
                    screenEnd = value.cgRectValue
                }
                let viewBegin = view.convert(screenBegin, from: view.window)
                let viewEnd = view.convert(screenEnd, from: view.window)
                let originDelta = viewBegin.origin.y - viewEnd.origin.y
                keyboardHeight.constant -= originDelta
                view.setNeedsUpdateConstraints()
            }
        """)

    @Test func theCatalogsFramesAssignedInsideIfLetAreRead() throws {
        let folder = try temporaryFolder(["KeyboardHeightViewController.swift": Self.catalogController])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(Self.storyboard, swift: [folder.appendingPathComponent("KeyboardHeightViewController.swift").path])
        let rule = try spec.constraint("keyboardHeight").rule
        #expect(rule == "button.bottom == view.bottom - screen.bottom + keyboardFrame.top")
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        #expect(DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait"]), maximumSteps: 3).isEmpty)
        let finding = try #require(DriftSearch.findings(for: spec, in: try resolve(["ipad-mini/landscape/full/ltr"]), maximumSteps: 3).first)
        #expect(finding.constraints == ["keyboardHeight"])
    }

    static func drift(swift: String) throws -> [Finding] {
        let spec = try importScreen(storyboard, swift: [swift])
        return DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait"]), maximumSteps: 3)
    }

    @Test func theShippedAbsoluteFormDoesNotDrift() throws {
        #expect(try Self.drift(swift: Self.shippedController).isEmpty)
    }

    @Test func theDeltaFormDriftsWithAThreeStepWitness() throws {
        let folder = try temporaryFolder(["KeyboardHeightViewController.swift": Self.deltaController])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(Self.storyboard, swift: [folder.appendingPathComponent("KeyboardHeightViewController.swift").path])
        #expect(try spec.constraint("keyboardHeight").rule == "button.bottom == view.bottom - keyboardFrame.height")
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        let finding = try #require(DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait"]), maximumSteps: 3).first)
        #expect(finding.constraints == ["keyboardHeight"])
        #expect(finding.message.hasSuffix("on iphone-16/portrait/full/ltr: show docked → predictive bar off → predictive bar on: keyboardHeight 0 → -336 → -628 → -964; docked again, it is -964, not -336"))
    }

    /// The outlet constraint swapped for one the code makes while the keyboard is up: the
    /// storyboard's constraint is on before any notification, off after keyboardWillShow.
    @Test func anOutletSwappedByTheHandlersIsSwitchedPerKeyboard() throws {
        let swap = Self.controller(observers: """
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            """, handlers: """

                private lazy var buttonAboveKeyboard = button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -300)

                @objc private func keyboardWillShow(_ notification: Notification) {
                    keyboardHeight.isActive = false
                    buttonAboveKeyboard.isActive = true
                }

                @objc private func keyboardWillHide(_ notification: Notification) {
                    buttonAboveKeyboard.isActive = false
                    keyboardHeight.isActive = true
                }
            """)
        let folder = try temporaryFolder(["KeyboardHeightViewController.swift": swap])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(Self.storyboard, swift: [folder.appendingPathComponent("KeyboardHeightViewController.swift").path])
        let switched = Dictionary(uniqueKeysWithValues: spec.keyboardActivations.map { ($0.constraint, $0) })
        #expect(switched["keyboardHeight"]?.initiallyActive == true)
        #expect(switched["keyboardHeight"]?.toggles.map(\.isActive) == [false, true])
        #expect(switched["buttonAboveKeyboard"]?.initiallyActive == false)
        let docked = ActiveConstraints.constraints(of: spec, at: Activation(near: [.bottom], keyboard: .docked)).map(\.id)
        #expect(docked.contains("buttonAboveKeyboard") && !docked.contains("keyboardHeight"))
        let hidden = ActiveConstraints.constraints(of: spec, at: Activation(near: [.bottom], keyboard: .hidden)).map(\.id)
        #expect(hidden.contains("keyboardHeight") && !hidden.contains("buttonAboveKeyboard"))
    }
}
