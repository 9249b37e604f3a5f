import ExactGeometry
import KeyboardStates
import LayoutSpec

/// Replays sequences of keyboard transitions (`UIKitNotifications.transitions`) from the hidden
/// keyboard through a constraint's handlers, the constant carried from one notification to the
/// next, breadth first up to `maximumSteps` transitions: the first sequence that reaches a
/// keyboard situation again with another constant is the shortest witness of a drift.
struct NotificationSequences {
    struct Step: Hashable {
        var transition: String
        var constant: Rational
    }

    /// A drifting sequence: its steps, and the situation it reached again with another constant.
    struct Drift: Hashable {
        var initialConstant: Rational
        var steps: [Step]
        var situation: KeyboardSituation
        var earlierConstant: Rational
    }

    private struct Path {
        var situation: KeyboardSituation
        var constant: Rational
        var frame: Rect
        var steps: [Step]
        /// The constant the sequence first had in each situation it reached.
        var seen: [KeyboardSituation: Rational]
    }

    let handling: KeyboardHandling
    let geometry: NotifiedGeometry
    let maximumSteps: Int

    /// The shortest drifting sequence, or `nil`: also when a handler's value cannot be computed here.
    func shortestDrift() -> Drift? {
        var layer = [Path(situation: .hidden, constant: handling.initialConstant, frame: geometry.hiddenFrame, steps: [],
                          seen: [.hidden: handling.initialConstant])]
        let offered = Set(geometry.environment.keyboard.offered)
        for _ in 0..<maximumSteps {
            var next: [Path] = []
            for path in layer {
                for transition in UIKitNotifications.transitions where transition.from.contains(path.situation) && offered.contains(transition.needs) {
                    guard var moved = apply(transition, to: path) else { return nil }
                    if let earlier = moved.seen[transition.to], earlier != moved.constant {
                        return Drift(initialConstant: handling.initialConstant, steps: moved.steps, situation: transition.to, earlierConstant: earlier)
                    }
                    moved.seen[transition.to] = moved.seen[transition.to] ?? moved.constant
                    next.append(moved)
                }
            }
            layer = next
        }
        return nil
    }

    /// Runs every handler statement the transition's notifications reach.
    private func apply(_ transition: NotificationTransition, to path: Path) -> Path? {
        guard let after = geometry.replay(handling.updates, from: LinearForm(constant: path.constant), frame: path.frame, through: transition.posts)
        else { return nil }
        var moved = path
        (moved.constant, moved.frame) = (after.value.constant, after.frame)
        moved.situation = transition.to
        moved.steps.append(Step(transition: transition.name, constant: moved.constant))
        return moved
    }
}
