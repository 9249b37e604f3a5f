import KeyboardStates
import LayoutSpec

/// Which constraints keyboard handlers switch on and off (`keyboardActivations`) sequences of
/// keyboard transitions leave on: breadth first from the hidden keyboard, up to `maximumSteps`
/// transitions, each set of switched constraints a situation is reached with, by the shortest
/// sequence that leaves it. The states of a situation are analysed with the set the shortest way
/// there leaves (`ActiveConstraints`); `SequenceVariants` analyses them with the others.
struct ActivationSequences {
    struct Reached: Hashable {
        var situation: KeyboardSituation
        var steps: [String]
        /// By constraint id, whether it is on.
        var switched: [String: Bool]
    }

    let activations: [KeyboardActivation]
    let offered: Set<KeyboardType>
    let maximumSteps: Int

    /// A situation with a set of switched constraints.
    private struct Place: Hashable {
        var situation: KeyboardSituation
        var switched: [String: Bool]
    }

    func reached() -> [Reached] {
        let start = Reached(situation: .hidden, steps: [], switched: switched(from: [:], after: []))
        var seen: Set<Place> = [Place(situation: .hidden, switched: start.switched)]
        var layer = [start], reached: [Reached] = []
        for _ in 0..<maximumSteps {
            var next: [Reached] = []
            for path in layer {
                for transition in UIKitNotifications.transitions where transition.from.contains(path.situation) && offered.contains(transition.needs) {
                    let moved = Reached(situation: transition.to, steps: path.steps + [transition.name],
                                        switched: switched(from: path.switched, after: transition.posts))
                    guard seen.insert(Place(situation: moved.situation, switched: moved.switched)).inserted else { continue }
                    reached.append(moved)
                    next.append(moved)
                }
            }
            layer = next
        }
        return reached
    }

    /// What the handlers leave on after `posts`, from `before` (each constraint's initial state where it is not named).
    func switched(from before: [String: Bool], after posts: [PostedNotifications]) -> [String: Bool] {
        var switched: [String: Bool] = [:]
        for activation in activations where switched[activation.constraint] == nil {
            var from = activation
            from.initiallyActive = before[activation.constraint] ?? activation.initiallyActive
            switched[activation.constraint] = from.isActive(after: posts.each)
        }
        return switched
    }
}
