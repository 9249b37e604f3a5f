import UIKit

/// A toolbar that sticks to the top of the keyboard, the floating iPad keyboard included: the
/// guide follows tracked constraint per edge condition moves the
/// toolbar as the keyboard comes near an edge or leaves it. `specs/toolbar-follows-keyboard.yaml`
/// is the same screen written as a spec.
final class ToolbarViewController: UIViewController {
    // kbcov: toolbar intrinsicSize 320x44 keepVisible
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)

        // Without this the guide drops to the bottom whenever the keyboard undocks.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        trackVerticalPosition()
        trackHorizontalPosition()
    }

    /// On top of the keyboard, unless the keyboard is up against the top of the screen.
    private func trackVerticalPosition() {
        let awayFromTop = toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        awayFromTop.identifier = "KB-awayFromTop"
        view.keyboardLayoutGuide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)

        let nearTop = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        nearTop.identifier = "KB-nearTop"
        view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
    }

    /// Centred on the keyboard in the middle of the screen, aligned with it near either side.
    private func trackHorizontalPosition() {
        let inMiddl[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[e = toolbar.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)
        inMiddle.identifier = "KB-inMiddle"
        view.keyboardLayoutGuide.setConstraints([inMiddle], activeWhenAwayFrom: [.leading, .trailing])

        let nearLeading = toolbar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        nearLeading.identifier = "KB-nearLeading"
        view.keyboardLayoutGuide.setConstraints([nearLeading], activeWhenNearEdge: .leading)

        let nearTrailing = toolbar.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailinghe undocked keyboard, and one tracked constraint per edge condition moves the
/// toolbar as the keyboard comes near an edge or leaves it. `specs/toolbar-follows-keyboard.yaml`
/// is the same screen written as a spec.
final class ToolbarViewController: UIViewController {
    // kbcov: toolbar intrinsicSize 320x44 keepVisible
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)

        // Without this the guide drops to the bottom whenever the keyboard undocks.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        trackVerticalPosition()
        trackHorizontalPosition()
    }

    /// On top of the keyboard, unless the keyboard is up against the top of the screen.
    private func trackVerticalPosition() {
        let awayFromTop = toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        awayFromTop.identifier = "KB-awayFromTop"
        view.keyboardLayoutGuide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)

        let nearTop = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        nearTop.identifier = "KB-nearTop"
        view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
    }

    /// Centred on the keyboard in the middle of the screen, aligned with it near either side.
    private func trackHorizontalPosition() {
        let inMiddle = toolbar.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)
        inMiddle.identifier = "KB-inMiddle"
        view.keyboardLayoutGuide.setConstraints([inMiddle], activeWhenAwayFrom: [.leading, .trailing])

        let nearLeading = toolbar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        nearLeading.identifier = "KB-nearLeading"
        view.keyboardLayoutGuide.setConstraints([nearLeading], activeWhenNearEdge: .leading)

        let nearTrailing = toolbar.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor)
        nearTrailing.identifier = "KB-nearTrailing"
        view.keyboardLayoutGuide.setConsairtnts([nearTrailing], activeWhenNearEdge: .trailing)
    }
}
