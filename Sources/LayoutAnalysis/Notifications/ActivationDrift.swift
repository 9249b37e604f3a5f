import KeyboardStates
import LayoutSpec

/// `drift` findings for a constraint keyboard handlers switch on and off: replayed over every
/// sequence of transitions from the hidden keyboard (as `NotificationSequences` replays a
/// constant), the first that brings the keyboard back to a situation with the constraint switched
/// the other way — a `keyboardWillHide` that forgets to restore what `keyboardWillShow` switched.
/// States are analysed with what the shortest way to them leaves (`ActiveConstraints`); this says
/// where a longer way leaves something else.
extension DriftSearch {
    static func activationFindings(for spec: LayoutSpec, in environments: [Environment], maximumSteps: Int) -> [Finding] {
        spec.keyboardActivations.compactMap { activation in
            var best: (steps: [(transition: String, isActive: Bool)], situation: KeyboardSituation, environment: Environment)?
            for environment in environments {
                guard let drift = shortestDrift(of: activation, offered: Set(environment.keyboard.offered), maximumSteps: maximumSteps),
                      drift.steps.count < (best?.steps.count ?? .max) else { continue }
                best = (drift.steps, drift.situation, environment)
            }
            guard let best else { return nil }
            let states = ([activation.initiallyActive] + best.steps.map(\.isActive)).map { $0 ? "on" : "off" }.joined(separator: " → ")
            let handlers = Array(Set(activation.toggles.map(\.handler))).sorted().joined(separator: " and ")
            let last = best.steps.last?.isActive ?? activation.initiallyActive
            let message = "\(activation.constraint), switched by \(handlers), drifts over keyboard notifications on \(best.environment.id): "
                + best.steps.map(\.transition).joined(separator: " → ") + ": \(activation.constraint) \(states)"
                + "; \(best.situation.rawValue) again, it is \(last ? "on" : "off"), not \(last ? "off" : "on")"
            let constraint = spec.allConstraints.first { $0.id == activation.constraint }
            return Finding(kind: .drift, items: constraint.map(viewItems(of:)) ?? [], constraints: [activation.constraint], message: message,
                           location: activation.toggles.first?.location ?? constraint?.location, witness: nil)
        }
    }

    private static func shortestDrift(of activation: KeyboardActivation, offered: Set<KeyboardType>, maximumSteps: Int)
        -> (steps: [(transition: String, isActive: Bool)], situation: KeyboardSituation)? {
        typealias Path = (situation: KeyboardSituation, isActive: Bool, steps: [(transition: String, isActive: Bool)], seen: [KeyboardSituation: Bool])
        var layer: [Path] = [(.hidden, activation.initiallyActive, [], [.hidden: activation.initiallyActive])]
        for _ in 0..<maximumSteps {
            var next: [Path] = []
            for path in layer {
                for transition in UIKitNotifications.transitions where transition.from.contains(path.situation) && offered.contains(transition.needs) {
                    let posted = transition.posts.each
                    var moved = KeyboardActivation(constraint: activation.constraint, initiallyActive: path.isActive, toggles: activation.toggles)
                    let isActive = moved.isActive(after: posted)
                    moved.initiallyActive = isActive
                    let steps = path.steps + [(transition.name, isActive)]
                    if let earlier = path.seen[transition.to], earlier != isActive { return (steps, transition.to) }
                    next.append((transition.to, isActive, steps, path.seen.merging([transition.to: isActive]) { first, _ in first }))
                }
            }
            layer = next
        }
        return nil
    }
}
