import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Reporters
import ScreenInputs

enum WhyQuestion {
    case subject(FindingSubject)
    case state(String)
}

/// `kbcov why`: analyse one spec, then explain a constraint, an item or a state.
struct WhyFrontend {
    let specPath: String
    let question: WhyQuestion
    let setup: AnalysisSetup
    let format: WhyFormat

    func run() -> KbcovExit {
        let spec: LayoutSpec
        switch ScreenInputs.singleScreen(at: specPath) {
        case .screen(let screen): spec = screen
        case .errors(let errors): return KbcovFailure.input(errors).report()
        case .notAScreen(let input): return inputError(input.description)
        case .screens(let count): return inputError("\(specPath): expected one spec file, found \(count) specs")
        }
        if case .subject(let subject) = question {
            // The stack views' generated constraints are subjects too; their ids do not depend on the table.
            let known = subject.knownNames(in: setup.lowered(spec))
            guard known.contains(subject.name) else {
                return inputError("\(specPath): unknown \(subject)" + ClosestName.suggestion(for: subject.name, among: known))
            }
        }
        switch analysedEnvironments(of: spec) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let environments):
            do {
                return explain(try setup.analyze(spec, in: environments))
            } catch {
                return KbcovFailure.internal(KbcovFailure.analysing(spec, error)).report()
            }
        }
    }

    /// A state id names its environment: analyse only that one unless the command line or
    /// `.kbcov.yml` chose environments.
    private func analysedEnvironments(of spec: LayoutSpec) -> Result<[Environment], DiagnosticsError> {
        guard setup.environmentNames.isEmpty, case .state(let id) = question, let state = StateID(id) else { return setup.environments(of: spec) }
        return setup.environments(ofState: state)
    }

    private func explain(_ result: SpecResult) -> KbcovExit {
        switch question {
        case .subject(let subject):
            let explanation = SubjectExplanation(subject: subject, result: result)
            Console.out(format.renderer.render(.subject(explanation)))
            return explanation.isPartOfFindings ? .findings : .clean
        case .state(let id):
            guard let state = result.states.first(where: { $0.state.id == id }) else {
                return inputError("\(specPath): unknown state '\(id)'" + ClosestName.suggestion(for: id, among: result.states.map(\.state.id)))
            }
            let explanation = StateExplanation(result: state, specPath: result.spec.path)
            Console.out(format.renderer.render(.state(explanation)))
            return state.findings.isEmpty ? .clean : .findings
        }
    }

    private func inputError(_ message: String) -> KbcovExit {
        Console.error("error: " + message)
        return .inputError
    }
}
