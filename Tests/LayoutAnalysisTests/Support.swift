import ExactGeometry
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

struct AnalysisFailure: Error, CustomStringConvertible {
    var description: String
}

/// Loads a spec from YAML text and analyses it in the named environments with the real Z3.
func analyze(_ yaml: String, in environments: [String], jobs: Int = 1) throws -> SpecResult {
    let spec = try load(yaml)
    return try Analyzer.analyze(spec, in: try resolve(environments), options: AnalysisOptions(jobs: jobs))
}

func load(_ yaml: String, path: String = "test.yaml") throws -> LayoutSpec {
    switch SpecLoader.load(yaml: yaml, path: path) {
    case .success(let spec): return spec
    case .failure(let error): throw AnalysisFailure(description: error.description)
    }
}

func resolve(_ names: [String]) throws -> [Environment] {
    let entries = names.map { EnvironmentEntry(.named($0), location: SourceLocation(file: "test", line: 1, column: 1)) }
    switch try Catalog.builtIn().environments(for: entries) {
    case .success(let environments): return environments
    case .failure(let error): throw AnalysisFailure(description: error.description)
    }
}

extension SpecResult {
    /// State ids with a finding of `kind` (naming `item` when given).
    func states(with kind: FindingKind, item: String? = nil) -> [String] {
        states.filter { state in
            state.findings.contains { $0.kind == kind && (item == nil || $0.items.contains(item!)) }
        }.map(\.state.id)
    }

    func findings(_ kind: FindingKind, in stateID: String) -> [Finding] {
        states.first { $0.state.id == stateID }?.findings.filter { $0.kind == kind } ?? []
    }

    var allFindings: [Finding] { states.flatMap(\.findings) }
}

/// The repository's `specs/` folder.
let specsFolder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("specs").path
}()

/// A shipped spec as `check` analyses it: lowered from UIKit's classes and stack views.
func shippedSpec(_ name: String) throws -> LayoutSpec {
    switch SpecLoader.load(path: "\(specsFolder)/\(name)") {
    case .success(let spec): return UIKitLowering.lowered(spec)
    case .failure(let error): throw AnalysisFailure(description: error.description)
    }
}

import Foundation
