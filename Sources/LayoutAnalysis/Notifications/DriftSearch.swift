import ExactGeometry
import KeyboardStates
import LayoutSpec

/// `drift` findings (Design §4): a constant that keyboard notification handlers carry from one
/// notification to the next and that differs when the same keyboard situation is reached again —
/// the keyboard hidden again, the predictive bar back — with the shortest sequence as witness.
public enum DriftSearch {
    /// The notification sequences explored are at most this many transitions long by default.
    public static let defaultMaximumSteps = 3

    /// One finding per drifting constraint: the shortest witness over `environments`, the first
    /// environment's on a tie.
    public static func findings(for spec: LayoutSpec, in environments: [Environment], maximumSteps: Int) -> [Finding] {
        constantFindings(for: spec, in: environments, maximumSteps: maximumSteps)
            + activationFindings(for: spec, in: environments, maximumSteps: maximumSteps)
    }

    /// The root view's origin, which handlers that move the view (`KeyboardViewMove`) carry from
    /// one notification to the next as they do a constant.
    static let viewOrigin = "view.frame.origin.y"

    static func constantFindings(for spec: LayoutSpec, in environments: [Environment], maximumSteps: Int) -> [Finding] {
        // What each value is called in messages, and the constraint it is the constant of, if any.
        let constants = spec.keyboardHandling.map { (handling: $0, subject: "\($0.constraint).constant", constraints: [$0.constraint]) }
        let moves = spec.keyboardViewMove.map { move in
            [(handling: KeyboardHandling(constraint: viewOrigin, initialConstant: move.initialOrigin, updates: move.updates),
              subject: viewOrigin, constraints: [String]())]
        } ?? []
        return (constants + moves).compactMap { handling, subject, constraints in
            var best: (drift: NotificationSequences.Drift, environment: Environment)?
            for environment in environments {
                let search = NotificationSequences(
                    handling: handling, activation: spec.keyboardActivations.first { $0.constraint == handling.constraint },
                    geometry: NotifiedGeometry(environment: environment), rotated: rotated(environment, among: environments).map(NotifiedGeometry.init),
                    maximumSteps: maximumSteps)
                guard let drift = search.shortestDrift(), drift.steps.count < (best?.drift.steps.count ?? .max) else { continue }
                best = (drift, environment)
            }
            guard let best else { return nil }
            return finding(best.drift, of: handling, subject: subject, constraints: constraints, in: best.environment, spec: spec)
        }
    }

    /// The same window of the same device in the other orientation, when the run has it.
    static func rotated(_ environment: Environment, among environments: [Environment]) -> Environment? {
        guard environment.windowRange == nil else { return nil }
        return environments.first { other in
            other.orientation != environment.orientation && other.device == environment.device && other.window == environment.window
                && other.direction == environment.direction && other.textSize == environment.textSize && other.windowRange == nil
        }
    }

    /// `show docked → predictive bar off → hide: barBottom 0 → -336 → -617 → -281`.
    static func witness(_ drift: NotificationSequences.Drift, constraint: String) -> String {
        let names = drift.steps.map(\.transition).joined(separator: " → ")
        let values = ([drift.initialConstant] + drift.steps.map(\.constant)).map(number).joined(separator: " → ")
        return "\(names): \(constraint) \(values)"
    }

    private static func finding(
        _ drift: NotificationSequences.Drift, of handling: KeyboardHandling, subject: String, constraints: [String], in environment: Environment, spec: LayoutSpec
    ) -> Finding {
        let constraint = spec.allConstraints.first { constraints.contains($0.id) }
        let items = constraint.map(viewItems(of:)) ?? []
        let handlers = Array(Set(handling.updates.map(\.handler))).sorted().joined(separator: " and ")
        let message = "\(subject), set by \(handlers), drifts over keyboard notifications on \(environment.id): "
            + witness(drift, constraint: handling.constraint)
            + "; \(drift.situation.rawValue)\(drift.orientation.map { " in \($0.rawValue)" } ?? "")" + ending(drift)
        return Finding(kind: .drift, items: items, constraints: constraints, message: message,
                       location: handling.updates.first?.location ?? constraint?.location, witness: nil)
    }

    /// The views a constraint's left side places.
    static func viewItems(of constraint: Constraint) -> [String] {
        Array(Set(constraint.lhs.terms.map(\.anchor.item))).filter { !BuiltinItem.allCases.map(\.rawValue).contains($0) }.sorted()
    }

    /// ` again, it is -964, not -336`, or `, it is 468, but 228 after rotate to landscape → show docked`.
    private static func ending(_ drift: NotificationSequences.Drift) -> String {
        let now = number(drift.steps.last?.constant ?? drift.initialConstant)
        guard let earlier = drift.earlierSteps else { return " again, it is \(now), not \(number(drift.earlierConstant))" }
        return ", it is \(now), but \(number(drift.earlierConstant)) after \(earlier.joined(separator: " → "))"
    }

    private static func number(_ value: Rational) -> String { value.decimalString(maximumFractionDigits: 2) }
}
