import Foundation
import KbcovTestSupport
import KeyboardStates
import LayoutSpec
import SwiftImporter
import Testing

struct ImportFailure: Error, CustomStringConvertible {
    var description: String
}

/// Imports Swift source written in a test; the file is `Test.swift`, so locations read `Test.swift:line:column`.
func importSwift(_ source: String, settings: SpecSettings = SpecSettings()) throws -> LayoutSpec {
    switch SwiftSourceImporter.load(source: source, path: "Test.swift", settings: settings) {
    case .success(let spec): return spec
    case .failure(let error): throw ImportFailure(description: error.description)
    }
}

/// The errors of an import that must fail.
func importErrors(_ source: String) throws -> [Diagnostic] {
    switch SwiftSourceImporter.load(source: source, path: "Test.swift") {
    case .success: throw ImportFailure(description: "the import succeeded")
    case .failure(let error): return error.diagnostics
    }
}

/// A view controller whose `viewDidLoad` is `body`.
func viewController(_ body: String, members: String = "") -> String {
    """
    import UIKit

    final class TestViewController: UIViewController {
        let toolbar = UIView()
        let button = UIButton()
    \(members)
        override func viewDidLoad() {
            super.viewDidLoad()
    \(body)
        }
    }
    """
}

extension LayoutSpec {
    /// Every constraint as `id: rule`, always-on first, then each tracked group's.
    var ruleLines: [String] { allConstraints.map { "\($0.id): \($0.rule)" } }

    var rules: [String] { allConstraints.map(\.rule) }

    /// Warnings as `line:column: message`.
    var warningLines: [String] { warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" } }

    /// The model without source locations, so a Swift import and a YAML spec compare equal.
    var withoutLocations: LayoutSpec {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        var spec = self
        spec.path = ""
        spec.name = ""
        spec.warnings = []
        // The spec format does not carry what handlers do across notifications.
        spec.keyboardHandling = []
        spec.keyboardGuide.explicitSettings = [:]
        // Declaration order is no part of the model's meaning: a Swift file declares views as it goes.
        spec.views = views.map { var view = $0; view.location = nowhere; return view }.sorted { $0.name < $1.name }
        spec.stacks = stacks.map { var stack = $0; stack.location = nowhere; return stack }.sorted { $0.name < $1.name }
        spec.guides = guides.mapValues { _ in nowhere }
        func strip(_ constraint: Constraint) -> Constraint {
            var constraint = constraint
            constraint.location = nowhere
            constraint.isGeneratedID = false
            return constraint
        }
        spec.constraints = constraints.map(strip)
        spec.tracked = tracked.map { group in
            TrackedGroup(condition: group.condition, constraints: group.constraints.map(strip), location: nowhere)
        }
        // No environments means the catalog's default set.
        let defaultSet = [EnvironmentEntry(.named("default"), location: nowhere)]
        spec.environments = environments.map { EnvironmentEntry($0.request, location: nowhere) }
        if spec.environments == defaultSet { spec.environments = [] }
        return spec
    }
}

func shippedSwift(_ name: String) throws -> LayoutSpec {
    switch SwiftSourceImporter.load(path: "\(Repository.specs)/swift/\(name)") {
    case .success(let spec): return spec
    case .failure(let error): throw ImportFailure(description: error.description)
    }
}

/// Imports Swift files written in a test together (in path order), as a folder is.
func importFiles(_ files: [String: String]) throws -> SwiftSourceImporter.Imported {
    let sources = files.sorted { $0.key < $1.key }.map { SwiftSourceImporter.Source(path: $0.key, text: $0.value) }
    switch SwiftSourceImporter.load(sources: sources) {
    case .success(let imported): return imported
    case .failure(let error): throw ImportFailure(description: error.description)
    }
}
