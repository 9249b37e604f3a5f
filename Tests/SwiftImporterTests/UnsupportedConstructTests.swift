import LayoutSpec
import Testing

/// What the importer does not understand is a located warning saying what was skipped, and the
/// rest of the layout is still imported.
@Suite struct UnsupportedConstructTests {
    @Test func unknownHelperComputedConstantAndUnknownAnchor() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.heightAnchor.constraint(equalToConstant: 44),
                    makeBadgeConstraint(for: toolbar),
                    toolbar.widthAnchor.constraint(equalToConstant: view.bounds.width / 3 + toolbar.intrinsicContentSize.width),
                    button.firstBaselineAnchor.constraint(equalTo: toolbar.centerYAnchor),
                ])
        """))
        #expect(spec.rules == ["toolbar.height == 44"])
        #expect(spec.warningLines == [
            "11:13: skipped: 'makeBadgeConstraint(…)', a call kbcov cannot follow (not declared in the analysed files); constraints it makes are not imported",
            "12:61: skipped: 'view.bounds.width / 3 + toolbar.intrinsicContentSize.width', computed at run time; kbcov reads numbers, named constants of this file and the keyboard's frame",
            "13:13: skipped: 'firstBaselineAnchor': kbcov models frames, not text baselines",
        ])
        #expect(spec.warnings.allSatisfy { $0.code == .unsupportedConstruct && $0.severity == .warning })
    }

    @Test func runTimeConditionsActivationAndIdentifiers() throws {
        let spec = try importSwift(viewController("""
                let height = toolbar.heightAnchor.constraint(equalToConstant: 44)
                height.isActive = traitCollection.horizontalSizeClass == .compact
                height.identifier = "height-\\(1)"
                if traitCollection.horizontalSizeClass == .regular {
                    toolbar.widthAnchor.constraint(equalToConstant: 400).isActive = true
                }
                switch traitCollection.verticalSizeClass {
                default: toolbar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
        """))
        #expect(spec.rules.isEmpty)
        #expect(spec.warningLines.contains("9:22: skipped: a constraint that is never activated (isActive, NSLayoutConstraint.activate) nor tracked by the keyboard layout guide"))
        #expect(spec.warningLines.contains("10:27: skipped: activation by 'traitCollection.horizontalSizeClass == .compact', decided at run time; kbcov reads true and false"))
        #expect(spec.warningLines.contains("11:29: skipped: the identifier '\"height-\\(1)\"'; kbcov reads string literals"))
        #expect(spec.warningLines.contains("12:9: skipped: a condition kbcov cannot decide; the layout in either branch is not imported"))
        #expect(spec.warningLines.contains("15:9: skipped: a switch: kbcov cannot tell which case runs, so the layout in it is not imported"))
    }

    /// Code in an undecided branch that touches no view of the layout — a theme's `button` style,
    /// a dismissal, a value a case binds under the name of a view of the screen — is no warning;
    /// a view of the layout is.
    @Test func anUndecidedBranchIsReportedOnlyWhenItTouchesTheLayout() throws {
        let spec = try importSwift(viewController("""
                if presentingViewController != nil {
                    Theme.shared.button.tintColor = .label
                    dismiss(animated: true)
                }
                switch presentedViewController {
                case let button as UIButton: button.tintColor = .label
                default: break
                }
                if extensionContext != nil {
                    self.toolbar.isHidden = true
                }
                toolbar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(toolbar)
                toolbar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """))
        #expect(spec.warningLines.filter { $0.contains("skipped") } == [
            "17:9: skipped: a condition kbcov cannot decide; the layout in either branch is not imported",
        ])
    }

    @Test func theBodyOfAnIfLetRunsAndItsElseBranchIsReported() throws {
        let spec = try importSwift(viewController("""
                if let superview = view.superview {
                    toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                } else {
                    toolbar.heightAnchor.constraint(equalToConstant: 88).isActive = true
                }
        """))
        #expect(spec.rules == ["toolbar.height == 44"])
        #expect(spec.warningLines == ["11:16: skipped: the else branch of a condition kbcov takes as holding; the layout in it is not imported"])
    }

    @Test func constraintsKbcovCannotSeeAndRulesUIKitRefuses() throws {
        let spec = try importSwift(viewController("""
                bottomConstraint.constant = 12
                NSLayoutConstraint(item: toolbar, attribute: .leading, relatedBy: .equal,
                                   toItem: view, attribute: .left, multiplier: 1, constant: 0).isActive = true
                NSLayoutConstraint(item: toolbar, attribute: .lastBaseline, relatedBy: .equal,
                                   toItem: view, attribute: .top, multiplier: 1, constant: 0).isActive = true
                view.keyboardLayoutGuide.setConstraints([toolbar.topAnchor.constraint(equalTo: view.topAnchor)], activeWhenNearEdge: .left)
        """, members: "    @IBOutlet var bottomConstraint: NSLayoutConstraint!"))
        #expect(spec.rules.isEmpty)
        #expect(spec.warningLines.contains { $0.hasPrefix("9:9: skipped: 'bottomConstraint.constant = 12': 'bottomConstraint' is not a constraint kbcov could read") })
        #expect(spec.warningLines.contains { $0.hasPrefix("10:9: skipped: a constraint UIKit would refuse: leading/trailing and left/right") })
        #expect(spec.warningLines.contains { $0.hasPrefix("12:54: skipped: the attribute '.lastBaseline'") })
        #expect(spec.warningLines.contains { $0.hasPrefix("14:126: skipped: the edge '.left'") })
    }

    @Test func syntaxErrorsAndEmptyFilesAreWarningsNotCrashes() throws {
        let broken = try importSwift("import UIKit\nfinal class Broken: UIViewController {\n    override func viewDidLoad( {\n")
        #expect(broken.warnings.contains { $0.message.contains("Swift syntax errors") })
        let empty = try importSwift("")
        #expect(empty.warningLines == ["1:1: nothing to analyse: no view controller here, and no analysed screen runs its code"])
    }
}
