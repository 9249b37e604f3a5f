import Foundation
import KeyboardStates
import LayoutSpec

extension FuzzTarget {
    /// The device catalog loader (`--catalog FILE`), then resolving the sets it declares, which
    /// checks their references.
    static let catalog = FuzzTarget(name: "catalog") { input in
        guard let text = String(data: input, encoding: .utf8),
              case .success(let catalog) = Catalog.load(yaml: text, path: "fuzz-catalog.yaml")
        else { return }
        let location = SourceLocation(file: "fuzz.yaml", line: 1, column: 1)
        _ = catalog.environments(for: catalog.sets.keys.sorted().map { EnvironmentEntry(.named($0), location: location) })
    }
}
