import Foundation
@testable import LayoutSpec

/// The test fixtures shipped with the test bundle.
enum Fixtures {
    static var root: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil) ?? URL(fileURLWithPath: "Fixtures")
    }

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// File names in a fixture folder, sorted.
    static func names(in folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func loadValid(_ name: String) throws -> LayoutSpec {
        try SpecLoader.load(path: path("valid/\(name)")).get()
    }
}

/// An expected diagnostic: where and which class.
struct ExpectedDiagnostic: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var code: Diagnostic.Code

    init(line: Int, column: Int, code: Diagnostic.Code) {
        self.line = line
        self.column = column
        self.code = code
    }

    init(_ diagnostic: Diagnostic) {
        self.init(line: diagnostic.location.line, column: diagnostic.location.column, code: diagnostic.code)
    }

    /// The `# expect: LINE:COLUMN code` lines of a fixture.
    static func expectations(inFixture text: String) -> [ExpectedDiagnostic] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("# expect: ") else { return nil }
            let fields = line.dropFirst("# expect: ".count).split(separator: " ")
            let position = fields.first?.split(separator: ":").compactMap { Int($0) } ?? []
            guard fields.count == 2, position.count == 2, let code = Diagnostic.Code(rawValue: String(fields[1])) else { return nil }
            return ExpectedDiagnostic(line: position[0], column: position[1], code: code)
        }
    }

    var description: String { "\(line):\(column) \(code.rawValue)" }
}

extension LayoutSpec {
    /// The spec with every source location and warning removed, to compare content only.
    var withoutLocations: LayoutSpec {
        let here = SourceLocation(file: "", line: 0, column: 0)
        var spec = self
        spec.path = ""
        spec.warnings = []
        spec.keyboardGuide.explicitSettings = spec.keyboardGuide.explicitSettings.mapValues { _ in here }
        spec.views = views.map { var view = $0; view.location = here; return view }
        spec.guides = guides.mapValues { _ in here }
        spec.constraints = constraints.map(\.withoutLocation)
        spec.tracked = tracked.map { group in
            TrackedGroup(condition: group.condition, constraints: group.constraints.map(\.withoutLocation), location: here)
        }
        spec.environments = environments.map { EnvironmentEntry($0.request, location: here) }
        spec.stacks = stacks.map { var stack = $0; stack.location = here; return stack }
        spec.keyboardInsets = keyboardInsets.map { inset in
            var inset = inset
            inset.updates = inset.updates.map { var update = $0; update.location = here; return update }
            return inset
        }
        return spec
    }
}

extension Constraint {
    var withoutLocation: Constraint {
        var constraint = self
        constraint.location = SourceLocation(file: "", line: 0, column: 0)
        return constraint
    }
}
