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
        /// The constant of the state's keyboard variables, where the last notifications told its frame.
        var told: LinearForm
    }

    /// The constant a sequence leaves a switched-on constraint with in a situation of the first
    /// orientation: of the state's keyboard variables where the last notifications told the
    /// state's own frame (a docked keyboard, the shortcuts bar), else a number.
    struct Reached: Hashable {
        var situation: KeyboardSituation
        var steps: [String]
        var constant: LinearForm
    }

    let handling: KeyboardHandling
    var activation: KeyboardActivation? = nil
    let geometry: NotifiedGeometry
    /// The same window in the other orientation.
    var rotated: NotifiedGeometry? = nil
    let maximumSteps: Int

    /// The shortest drifting sequence, or `nil`: also when a handler's value cannot be computed here.
    func shortestDrift() -> Drift? {
        let start = startPath
        // The constant the shortest sequence to each place gave it, switched on, and that sequence.
        var first: [Place: (constant: Rational, steps: [String])] = start.isActive ? [start.place: (start.constant, [])] : [:]
        var drift: Drift?
        let walked = walk { moved in
            guard moved.isActive else { return true }
            let place = moved.place, names = moved.steps.map(\.transition)
            guard let earlier = first[place] else {
                first[place] = (moved.constant, names)
                return true
            }
            guard earlier.constant != moved.constant else { return true }
            let rotates = (names + earlier.steps).contains { $0.hasPrefix("rotate") }
            drift = Drift(initialConstant: handling.initialConstant, steps: moved.steps, situation: place.situation,
                          orientation: rotates ? geometry(at: place).environment.orientation : nil, earlierConstant: earlier.constant,
                          earlierSteps: names.starts(with: earlier.steps) ? nil : earlier.steps)
            return false
        }
        return walked ? drift : nil
    }

    /// Every sequence of at most `maximumSteps` transitions that ends in the first orientation with
    /// the constraint on, shortest first, and what it leaves; `nil` when a handler's value cannot
    /// be computed here.
    func reached() -> [Reached]? {
        var reached: [Reached] = []
        let walked = walk { moved in
            if moved.isActive, !moved.place.isRotated {
                reached.append(Reached(situation: moved.place.situation, steps: moved.steps.map(\.transition), constant: moved.told))
            }
            return true
        }
        return walked ? reached : nil
    }

    /// Hands `visit` every sequence of at most `maximumSteps` transitions from the hidden keyboard,
    /// breadth first, until it answers `false`; `false` when a handler's value cannot be computed here.
    private func walk(_ visit: (Path) -> Bool) -> Bool {
        var layer = [startPath]
        for _ in 0..<maximumSteps {
            var next: [Path] = []
            for path in layer {
                for (transition, place) in moves(from: path.place) {
                    guard let moved = apply(transition, to: path, reaching: place) else { return false }
                    guard visit(moved) else { return true }
                    next.append(moved)
                }
            }
            layer = next
        }
        return true
    }

    private var startPath: Path {
        Path(place: Place(situation: .hidden, isRotated: false), constant: handling.initialConstant,
             isActive: activation?.initiallyActive ?? true, frame: geometry.hiddenFrame, steps: [],
             told: LinearForm(constant: handling.initialConstant))
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
        moved.told = LinearForm(constant: moved.constant)
        for (index, posted) in transition.posts.enumerated() {
            guard let after = geometry.replay(handling.updates, from: LinearForm(constant: moved.constant), frame: moved.frame, through: [posted])
            else { return nil }
            // Where the last notifications tell a number, not the state's frame, it is `after`'s.
            if index == transition.posts.count - 1 {
                moved.told = after.value
                if Self.tellsStateFrame(place.situation) {
                    guard let told = geometry.replay(handling.updates, from: LinearForm(constant: moved.constant), frame: moved.frame,
                                                     through: [posted], keyboardAtEnd: true)
                    else { return nil }
                    moved.told = told.value
                }
            }
            (moved.constant, moved.frame) = (after.value.constant, after.frame)
            if var activation {
                activation.initiallyActive = moved.isActive
                moved.isActive = activation.isActive(after: [posted].each)
            }
        }
        moved.place = place
        moved.steps.append(Step(transition: transition.name, constant: moved.constant))
        return moved
    }

    /// Whether the last notifications on the way to a situation carry the frame of its states' keyboard.
    private static func tellsStateFrame(_ situation: KeyboardSituation) -> Bool {
        [.docked, .dockedWithoutPredictiveBar, .shortcutsBar, .otherAppDocked].contains(situation)
    }
}
