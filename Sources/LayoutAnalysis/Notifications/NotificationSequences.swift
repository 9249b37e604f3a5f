import ExactGeometry
import KeyboardStates
import LayoutSpec

/// Replays sequences of keyboard transitions (`UIKitNotifications.transitions`, and its
/// `rotations` to the other orientation's environment when the run has it) from the hidden
/// keyboard through a constraint's handlers, the constant carried from one notification to the
/// next, breadth first up to `maximumSteps` transitions: the first sequence that reaches a
/// keyboard situation, in an orientation, with another constant than the shortest sequence to it
/// (itself, earlier, or another) is the shortest witness of a drift. A constraint the handlers
/// also switch off (`activation`) has a constant only while it is on: an inactive one's is
/// compared with nothing.
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
        /// The orientation it reached the situation again in, when a sequence rotates.
        var orientation: Orientation?
        var earlierConstant: Rational
        /// The shortest sequence to the situation, when it is not the start of `steps`.
        var earlierSteps: [String]?
    }

    /// A situation in one of the two orientations.
    private struct Place: Hashable {
        var situation: KeyboardSituation
        var isRotated: Bool
    }

    private struct Path {
        var place: Place
        var constant: Rational
        var isActive: Bool
        var frame: Rect
        var steps: [Step]
    }

    let handling: KeyboardHandling
    var activation: KeyboardActivation? = nil
    let geometry: NotifiedGeometry
    /// The same window in the other orientation.
    var rotated: NotifiedGeometry? = nil
    let maximumSteps: Int

    /// The shortest drifting sequence, or `nil`: also when a handler's value cannot be computed here.
    func shortestDrift() -> Drift? {
        let isActive = activation?.initiallyActive ?? true
        let start = Place(situation: .hidden, isRotated: false)
        var layer = [Path(place: start, constant: handling.initialConstant, isActive: isActive, frame: geometry.hiddenFrame, steps: [])]
        // The constant the shortest sequence to each place gave it, switched on, and that sequence.
        var first: [Place: (constant: Rational, steps: [String])] = isActive ? [start: (handling.initialConstant, [])] : [:]
        for _ in 0..<maximumSteps {
            var next: [Path] = []
            for path in layer {
                for (transition, place) in moves(from: path.place) {
                    guard let moved = apply(transition, to: path, reaching: place) else { return nil }
                    next.append(moved)
                    guard moved.isActive else { continue }
                    guard let earlier = first[place] else {
                        first[place] = (moved.constant, moved.steps.map(\.transition))
                        continue
                    }
                    guard earlier.constant != moved.constant else { continue }
                    let names = moved.steps.map(\.transition)
                    let rotates = (names + earlier.steps).contains { $0.hasPrefix("rotate") }
                    return Drift(initialConstant: handling.initialConstant, steps: moved.steps, situation: place.situation,
                                 orientation: rotates ? geometry(at: place).environment.orientation : nil, earlierConstant: earlier.constant,
                                 earlierSteps: names.starts(with: earlier.steps) ? nil : earlier.steps)
                }
            }
            layer = next
        }
        return nil
    }

    /// The transitions the device offers from a place, with the place each reaches.
    private func moves(from place: Place) -> [(NotificationTransition, Place)] {
        let offered = Set(geometry(at: place).environment.keyboard.offered)
        let within = UIKitNotifications.transitions.filter { $0.from.contains(place.situation) && offered.contains($0.needs) }
            .map { ($0, Place(situation: $0.to, isRotated: place.isRotated)) }
        guard let rotated else { return within }
        let turned = Place(situation: place.situation, isRotated: !place.isRotated)
        let rotations = UIKitNotifications.rotations.filter { $0.from.contains(place.situation) }.map { transition in
            var named = transition
            named.name = "\(transition.name) to \((turned.isRotated ? rotated : geometry).environment.orientation.rawValue)"
            return (named, turned)
        }
        return within + rotations
    }

    private func geometry(at place: Place) -> NotifiedGeometry {
        place.isRotated ? rotated ?? geometry : geometry
    }

    /// Runs every handler statement each posted notification reaches, in the order UIKit posts
    /// them and the code makes them, with the frames of the place the transition reaches.
    private func apply(_ transition: NotificationTransition, to path: Path, reaching place: Place) -> Path? {
        var moved = path
        let geometry = geometry(at: place)
        for posted in transition.posts {
            guard let after = geometry.replay(handling.updates, from: LinearForm(constant: moved.constant), frame: moved.frame, through: [posted])
            else { return nil }
            (moved.constant, moved.frame) = (after.value.constant, after.frame)
            if var activation {
                activation.initiallyActive = moved.isActive
                moved.isActive = activation.isActive(after: posted.names.map { ($0, posted.isLocal) })
            }
        }
        moved.place = place
        moved.steps.append(Step(transition: transition.name, constant: moved.constant))
        return moved
    }
}
