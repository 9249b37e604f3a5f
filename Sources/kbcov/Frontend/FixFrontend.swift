import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Reporters
import ScreenInputs

/// `kbcov fix`: analyse one spec, then search and prove repairs for its findings.
struct FixFrontend {
    let specPath: String
    let constraint: String?
    let finding: String?
    let setup: AnalysisSetup
    let format: FixFormat
    let toolVersion: String

    func run() -> KbcovExit {
        let spec: LayoutSpec
        switch ScreenInputs.singleScreen(at: specPath) {
        case .screen(let screen): spec = screen
        case .errors(let errors): return KbcovFailure.input(errors).report()
        case .notAScreen(let input): return inputError("\(specPath): \(input.reason.phrase): \(input.message)")
        case .screens(let count): return inputError("\(specPath): expected one spec file, found \(count) specs")
        }
        let target: FixTarget
        switch self.target(in: spec) {
        case .failure(let problem): return inputError(problem.message)
        case .success(let found): target = found
        }
        let resolved: [Environment]
        switch setup.environments(of: spec, atTextSizes: false) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let found): resolved = found
        }
        // A repair is proven over every state: the clock may not cut the proof short.
        var options = setup.options
        options.limits.timeBudgetSeconds = nil
        let search = RepairSearch(spec: spec, source: ScreenInputs.source(of: spec), environments: resolved, options: options, lowering: setup.lowered)
        do {
            let original = try Analyzer.analyze(setup.lowered(spec), in: resolved, options: options)
            if case .finding(let wanted) = target,
               !original.fingerprints(relativeTo: "").contains(where: { target.includes($0) }) {
                return inputError("\(specPath): no finding of the analysed states matches \(wanted.state ?? "(spec)") \(wanted.kind) \(wanted.items) \(wanted.constraints)")
            }
            let report = try search.run(target, original: original)
            Console.out(format.renderer.render(FixDocument(report: report, context: ReportContext(toolVersion: toolVersion))))
            return report.isFixed ? .clean : .findings
        } catch {
            Console.error("internal error while repairing \(spec.path): \(error)")
            return .internalError
        }
    }

    private func target(in spec: LayoutSpec) -> Result<FixTarget, FixInputProblem> {
        if let constraint {
            let known = FindingSubject.constraint(constraint).knownNames(in: spec)
            guard known.contains(constraint) else {
                return .failure(FixInputProblem("\(specPath): unknown constraint '\(constraint)'" + ClosestName.suggestion(for: constraint, among: Array(known))))
            }
            return .success(.constraint(constraint))
        }
        guard let finding else { return .success(.all) }
        guard let parsed = try? JSONDecoder().decode(FingerprintArgument.self, from: Data(finding.utf8)) else {
            return .failure(FixInputProblem(#"--finding: expected a finding fingerprint as JSON, {"state": "<state id>", "kind": "squeezed", "items": ["editView"], "constraints": ["a", "b"]} (as in a baseline file); got '"# + finding + "'"))
        }
        guard let kind = FindingKind(rawValue: parsed.kind) else {
            return .failure(FixInputProblem("--finding: unknown kind '\(parsed.kind)'; expected one of \(FindingKind.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        return .success(.finding(FindingFingerprint(
            spec: spec.path, state: parsed.state, kind: kind, items: parsed.items ?? [], constraints: parsed.constraints ?? [])))
    }

    private func inputError(_ message: String) -> KbcovExit {
        Console.error("error: " + message)
        return .inputError
    }
}

/// A fingerprint as `--finding` takes it: a baseline entry, its `spec` optional.
private struct FingerprintArgument: Decodable {
    var state: String?
    var kind: String
    var items: [String]?
    var constraints: [String]?
}

struct FixInputProblem: Error {
    var message: String

    init(_ message: String) { self.message = message }
}
