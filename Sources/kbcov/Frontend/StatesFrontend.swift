import KeyboardStates
import LayoutSpec
import Reporters

/// `kbcov states`: the state space of the chosen environments.
struct StatesFrontend {
    let environments: [String]
    let catalogPath: String?
    let format: StatesFormat
    let followsUndockedKeyboard: Bool
    let usesBottomSafeArea: Bool

    func run() -> KbcovExit {
        let resolved = Inputs.catalog(extendedBy: catalogPath).flatMap {
            $0.environments(for: Inputs.environmentEntries(environments))
        }
        switch resolved {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let environments):
            let guide = KeyboardGuideSettings(followsUndockedKeyboard: followsUndockedKeyboard, usesBottomSafeArea: usesBottomSafeArea)
            let states = environments.flatMap { StateSpace.states(in: $0, guide: guide) }
            Console.out(format.renderer.render(StateListing(states: states)))
            return .clean
        }
    }
}
