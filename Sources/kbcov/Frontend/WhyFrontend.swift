import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Reporters
import ScreenInputs
import UIKitLayout

enum WhyQuestion {
    case subject(FindingSubject)
    case state(String)
}

/// `kbcov why`: analyse one spec, then explain a constraint, an item or a state.
struct WhyFrontend {
    let specPath: String
    let question: WhyQuestion
    let environments: [String]
    let catalogPath: String?
    let format: WhyFormat
    let jobs: Int

    func run() -> KbcovExit {
        let (specs, skipped, errors) = ScreenInputs.specs(at: [specPath])
        guard errors.isEmpty else { return KbcovFailure.input(errors).report() }
        if specs.isEmpty, let input = skipped.first { return inputError(input.description) }
        guard specs.count == 1, let spec = specs.first else {
            return inputError("\(specPath): expected one spec file, found \(specs.count) specs")
        }
        if case .subject(let subject) = question {
            // The stack views' generated constraints are subjects too; their ids do not depend on the table.
            let known = subject.knownNames(in: UIKitLowering.lowered(spec))
            guard known.contains(subject.name) else {
                return inputError("\(specPath): unknown \(subject)" + ClosestName.suggestion(for: subject.name, among: known))
            }
        }
        let runner = CoverageRunner(paths: [specPath], environments: analysedEnvironments, catalogPath: catalogPath, jobs: jobs)
        switch runner.run() {
        case .failure(let failure): return failure.report()
        case .success(let run):
            guard let result = run.specs.first else { return inputError("\(specPath): no spec analysed") }
            return explain(result)
        }
    }

    /// A state id names its environment: analyse only that one unless told otherwise.
    private var analysedEnvironments: [String] {
        guard environments.isEmpty, case .state(let id) = question else { return environments }
        return StateID(id).map { [$0.environment] } ?? environments
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
