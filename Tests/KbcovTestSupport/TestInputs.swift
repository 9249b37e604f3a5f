import KeyboardStates
import LayoutSpec
import ScreenInputs

/// A fixture that did not load: its diagnostics, as the test failure's message.
public struct FixtureFailure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
}

/// What `kbcov check` analyses with when nothing is chosen: the built-in catalog and content
/// sizes, one worker, the default limits.
public func defaultSetup() throws -> AnalysisSetup {
    try loaded(AnalysisSetup.assemble(SetupChoices(), configuration: nil))
}

/// A spec written in a test, loaded as a spec file is.
public func load(_ yaml: String, path: String = "test.yaml") throws -> LayoutSpec {
    try loaded(SpecLoader.load(yaml: yaml, path: path))
}

/// Environments named as on the command line, from the built-in catalog.
public func resolve(_ names: [String]) throws -> [Environment] {
    try loaded(defaultSetup().environments(named: names))
}

/// A shipped YAML spec (`name` relative to `specs/`), as written.
public func shippedYAML(_ name: String) throws -> LayoutSpec {
    try loaded(SpecLoader.load(path: "\(Repository.specs)/\(name)"))
}

/// A shipped YAML spec as `check` analyses it: lowered from UIKit's classes and stack views.
public func shippedSpec(_ name: String) throws -> LayoutSpec {
    try defaultSetup().lowered(try shippedYAML(name))
}

private func loaded<Value>(_ result: Result<Value, DiagnosticsError>) throws -> Value {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw FixtureFailure(description: error.description)
    }
}
