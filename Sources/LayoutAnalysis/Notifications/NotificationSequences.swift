import ExactGeometry
import KeyboardStates
import LayoutSpec

/// Replays sequences of keyboard transitions (`UIKitNotifications.transitions`) from the hidden
/// keyboard through a constraint's handlers, the constant carried from one notification to the
/// next, breadth first up to `maximumSteps` transitions: the first sequence that reaches a
/// keyboard situation again with another constant is the shortest witness of a drift. A constraint
/// the handlers also switch off (`activation`) has a constant only while it is on: an inactive
/// one's is compared with nothing.
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
        var isActive: Bool
        var frame: Rect
        var steps: [Step]
        /// The constant the sequence first had, switched on, in each situation it reached.
        var seen: [KeyboardSituation: Rational]
    }

    let handling: KeyboardHandling
    var activation: KeyboardActivation? = nil
    let geometry: NotifiedGeometry
    let maximumSteps: Int

    /// The shortest drifting sequence, or `nil`: also when a handler's value cannot be computed here.
    func shortestDrift() -> Drift? {
        let hidden = geometry.screenFrame(.belowScreen, current: Rect(x: .zero, y: .zero, width: .zero, height: .zero))
        let isActive = activation?.initiallyActive ?? true
        var layer = [Path(situation: .hidden, constant: handling.initialConstant, isActive: isActive, frame: hidden, steps: [],
                          seen: isActive ? [.hidden: handling.initialConstant] : [:])]
        let offered = Set(geometry.environment.keyboard.offered)
        for _ in 0..<maximumSteps {
            var next: [Path] = []
            for path in layer {
                for transition in UIKitNotifications.transitions where transition.from.contains(path.situation) && offered.contains(transition.needs) {
                    guard var moved = apply(transition, to: path) else { return nil }
                    if moved.isActive, let earlier = moved.seen[transition.to], earlier != moved.constant {
                        return Drift(initialConstant: handling.initialConstant, steps: moved.steps, situation: transition.to, earlierConstant: earlier)
                    }
                    if moved.isActive { moved.seen[transition.to] = moved.seen[transition.to] ?? moved.constant }
                    next.append(moved)
                }
            }
            layer = next
        }
        return nil
    }

    /// Runs every handler statement each posted notification reaches, in the order UIKit posts
    /// them and the code makes them.
    private func apply(_ transition: NotificationTransition, to path: Path) -> Path? {
        var moved = path
        for posted in transition.posts {
            let begin = geometry.screenFrame(posted.begin, current: path.frame)
            let end = geometry.screenFrame(posted.end, current: path.frame)
            for notification in posted.names {
                for update in handling.updates where update.runs(on: notification) && (posted.isLocal || !update.onlyWhenLocal) {
                    guard let value = geometry.value(of: update, begin: begin, end: end) else { return nil }
                    moved.constant = update.isRelative ? moved.constant + value : value
                }
            }
            moved.frame = end
            if var activation {
                activation.initiallyActive = moved.isActive
                moved.isActive = activation.isActive(after: posted.names.map { ($0, posted.isLocal) })
            }
        }
        moved.situation = transition.to
        moved.steps.append(Step(transition: transition.name, constant: moved.constant))
        return moved
    }
}
