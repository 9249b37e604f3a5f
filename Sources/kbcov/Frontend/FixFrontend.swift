import Foundation
import InterfaceBuilderImporter
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Reporters
import ScreenInputs
import SwiftImporter
import UIKitLayout

/// `kbcov fix`: analyse one spec, then search and prove repairs for its findings.
struct FixFrontend {
    let specPath: String
    let constraint: String?
    let finding: String?
    let environments: [String]
    let catalogPath: String?
    let format: FixFormat
    let jobs: Int
    let toolVersion: String

    func run() -> KbcovExit {
        let (specs, skipped, errors) = ScreenInputs.specs(at: [specPath])
        guard errors.isEmpty else { return KbcovFailure.input(errors).report() }
        if specs.isEmpty, let notAScreen = skipped.first {
            return inputError("\(specPath): \(notAScreen.reason.phrase): \(notAScreen.message)")
        }
        guard specs.count == 1, let spec = specs.first else {
            return inputError("\(specPath): expected one spec file, found \(specs.count) specs")
        }
        let target: FixTarget
        switch self.target(in: spec) {
        case .failure(let problem): return inputError(problem.message)
        case .success(let found): target = found
        }
        let catalog: Catalog
        switch Inputs.catalog(extendedBy: catalogPath) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let loaded): catalog = loaded
        }
        let resolved: [Environment]
        switch catalog.environments(for: environments.isEmpty ? spec.environments : Inputs.environmentEntries(environments)) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let found): resolved = found
        }
        let table: ContentSizeTable
        switch Inputs.contentSizeTable(extendedBy: catalogPath) {
        case .failure(let error): return KbcovFailure.input(error.diagnostics).report()
        case .success(let loaded): table = loaded
        }
        let lowering = { (spec: LayoutSpec) in UIKitLowering.lowered(spec, table: table) }
        let search = RepairSearch(spec: spec, source: source(of: spec), environments: resolved, options: AnalysisOptions(jobs: jobs), lowering: lowering)
        do {
            let original = try Analyzer.analyze(lowering(spec), in: resolved, options: AnalysisOptions(jobs: jobs))
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

    /// The file's text and its loader, so repairs are edits of it, proven on the edited file.
    private func source(of spec: LayoutSpec) -> SpecSource? {
        let path = spec.path
        let document = InterfaceBuilderImporter.documentPath(of: path)
        if SpecFiles.isInterfaceBuilderFile(document) {
            guard let text = try? String(contentsOfFile: document, encoding: .utf8) else { return nil }
            return SpecSource(language: .interfaceBuilder, file: document, text: text) { edited in
                try? InterfaceBuilderImporter.load(path: path, contents: Data(edited.utf8)).get().specs.first
            }
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        if SpecFiles.isSwiftFile(path) {
            return SpecSource(language: .swift, text: text) { try? SwiftSourceImporter.load(source: $0, atPath: path).get() }
        }
        return SpecSource(language: .yaml, text: text) { try? SpecLoader.load(yaml: $0, path: path).get() }
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
