import KeyboardStates
import LayoutSpec

/// What decides which constraints are active in a state: the edges the guide is near (tracked
/// groups) and the keyboard, whose notifications the app's handlers answer (`keyboardActivations`).
public struct Activation: Hashable, Sendable {
    public var near: Set<Edge>
    public var keyboard: KeyboardType

    public init(near: Set<Edge>, keyboard: KeyboardType) {
        self.near = near
        self.keyboard = keyboard
    }

    public init(_ state: KeyboardState) {
        self.init(near: state.near, keyboard: state.keyboard)
    }
}

/// Which constraints are active in a state.
public enum ActiveConstraints {
    /// Always-on constraints — those notification handlers switch, as the notifications UIKit
    /// posts on the way to the state's keyboard leave them — plus the tracked groups whose
    /// condition holds for every edge. Tracked groups never apply while the guide does not follow
    /// the undocked keyboard.
    /// `switched`: by constraint id, whether a longer notification sequence left it on (`SequenceVariants`).
    public static func constraints(of spec: LayoutSpec, at activation: Activation, switched: [String: Bool] = [:]) -> [Constraint] {
        let always = switchedOn(spec, keyboard: activation.keyboard, switched: switched)
        guard spec.keyboardGuide.followsUndockedKeyboard else { return always }
        return always + spec.tracked
            .filter { $0.condition.isSatisfied(byNearEdges: activation.near) }
            .flatMap(\.constraints)
    }

    private static func switchedOn(_ spec: LayoutSpec, keyboard: KeyboardType, switched: [String: Bool]) -> [Constraint] {
        guard !spec.keyboardActivations.isEmpty else { return spec.constraints }
        let posted = arrival(at: keyboard)
        let activations = Dictionary(spec.keyboardActivations.map { ($0.constraint, $0) }, uniquingKeysWith: { first, _ in first })
        return spec.constraints.filter { switched[$0.id] ?? activations[$0.id]?.isActive(after: posted) ?? true }
    }

    /// What a state's notes say of the constraints handlers switched on the way to its keyboard:
    /// `'keyboardWillShow(_:)' (line 16) switches barAboveKeyboard on: UIKit posts willShow on the
    /// way to the docked keyboard`.
    public static func switchNotes(of spec: LayoutSpec, keyboard: KeyboardType) -> [String] {
        let posted = arrival(at: keyboard)
        return spec.keyboardActivations.compactMap { activation in
            let isActive = activation.isActive(after: posted)
            guard isActive != activation.initiallyActive,
                  let toggle = activation.toggles.last(where: { toggle in toggle.isActive == isActive && posted.contains { toggle.runs(on: $0.name) } })
            else { return nil }
            return "keyboard handlers: \(toggle.handler) (line \(toggle.location.line)) switches \(activation.constraint) \(isActive ? "on" : "off"), "
                + "as UIKit posts \(Array(Set(posted.map(\.name).filter(toggle.runs(on:)))).sorted().map(\.codeName).joined(separator: ", ")) on the way to the \(keyboard.rawValue) keyboard"
        }
    }

    private static func arrival(at keyboard: KeyboardType) -> [(name: KeyboardNotification, isLocal: Bool)] {
        UIKitNotifications.arrival(at: KeyboardSituation(keyboard)).each
    }

    /// The near sets Apple's table allows for some keyboard: no edge, one edge, or two adjacent
    /// edges (one of top/bottom with one of leading/trailing).
    public static let legalNearSets: [Set<Edge>] = {
        let single: [Set<Edge>] = Edge.allCases.map { [$0] }
        let adjacent: [Set<Edge>] = [Edge.top, .bottom].flatMap { vertical in
            [Edge.leading, .trailing].map { [vertical, $0] }
        }
        return [[]] + single + adjacent
    }()

    /// Tracked groups that no legal near set activates: their constraints can never take part.
    public static func deadGroups(of spec: LayoutSpec) -> [DeadGroup] {
        spec.tracked.compactMap { group in
            guard !legalNearSets.contains(where: group.condition.isSatisfied(byNearEdges:)) else { return nil }
            return DeadGroup(
                condition: group.condition, constraints: group.constraints.map(\.id), location: group.location,
                reason: "no keyboard is ever \(group.condition): the guide is near at most two adjacent edges, "
                    + "never both top and bottom nor both leading and trailing")
        }
    }

    /// Warnings that depend on the analysis rather than on the spec's syntax.
    public static func warnings(of spec: LayoutSpec) -> [Diagnostic] {
        deadGroups(of: spec).map {
            .warning(.trackingNeverApplies, at: $0.location, "tracked group \($0.condition) is dead: \($0.reason)")
        }
    }
}
