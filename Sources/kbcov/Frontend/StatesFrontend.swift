import KeyboardStates
import LayoutSpec
import Reporters
import ScreenInputs

/// `kbcov states`: the state space of the chosen environments.
struct StatesFrontend {
    let setup: AnalysisSetup
    let format: StatesFormat
    let followsUndockedKeyboard: Bool
    let usesBottomSafeArea: Bool

    func run() -> KbcovExit {
        switch setup.environments(named: setup.environmentNames) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let environments):
            let guide = KeyboardGuideSettings(followsUndockedKeyboard: followsUndockedKeyboard, usesBottomSafeArea: usesBottomSafeArea)
            let states = environments.flatMap { StateSpace.states(in: $0, guide: guide) }
            Console.out(format.renderer.render(StateListing(states: states)))
            return .clean
        }
    }
}
