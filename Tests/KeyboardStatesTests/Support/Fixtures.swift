import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The built-in catalog's environments and states, computed once for all tests.
enum Fixtures {
    static let catalog: Catalog? = try? Catalog.builtIn()

    static let environments: [Environment] = (try? catalog?.allEnvironments().get()) ?? []

    static let following = KeyboardGuideSettings(followsUndockedKeyboard: true)

    /// Every state of every built-in environment, following the undocked keyboard.
    static let states: [KeyboardState] = environments.flatMap { StateSpace.states(in: $0, guide: following) }

    static let statesByID: [String: KeyboardState] = Dictionary(states.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    static func environment(_ id: String) -> Environment? { environments.first { $0.id == id } }

    static func location(_ line: Int = 1) -> SourceLocation { SourceLocation(file: "spec.yaml", line: line, column: 3) }
}

extension Rational {
    init(_ numerator: Int, _ denominator: Int) {
        self = Rational(numerator) / Rational(denominator)
    }
}
