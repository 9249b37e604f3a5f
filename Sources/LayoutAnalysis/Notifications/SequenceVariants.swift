import ExactGeometry
import KeyboardStates
import LayoutSpec

/// What a notification sequence leaves where it differs from what a state is analysed with.
struct SequenceLeft: Hashable, Sendable {
    /// By constraint id, the constant handlers left.
    var constants: [String: LinearForm] = [:]
    /// By constraint id, whether handlers left it on.
    var switched: [String: Bool] = [:]
    /// By scroll view, the bottom content inset handlers left.
    var insets: [String: NotifiedInset] = [:]
}

/// The usual findings in the states notification sequences reach (Design §3, Notifications). A
/// state is analysed with what the shortest way to its keyboard leaves: its constraints' rule
/// constants (the constants at rest with the keyboard hidden), the constraints handlers switched
/// on, its scroll views' insets. A longer sequence may leave something else in the same keyboard
/// situation: a delta handler's constant after the predictive bar went off and on, a full-height
/// lift the floating keyboard's hide undid, a `keyboardWillHide` that switches one constraint
/// off and forgets to switch the other back on, an inset added to twice. Each, with the shortest
/// sequence that leaves it, is analysed in the states of that situation; what it finds there
/// that the state does not already show is reported in the same state, after its sequence.
enum SequenceVariants {
    struct Variant: Sendable {
        var environment: Environment
        /// Planned, the states of the situation the sequence reached.
        var states: [KeyboardState]
        var left: SequenceLeft
        /// `after show docked → predictive bar off → predictive bar on, barBottom.constant is -964: `
        var prefix: String
    }

    static func variants(of spec: LayoutSpec, in environments: [Environment], maximumSteps: Int,
                         selecting selected: Set<String>?) -> [Variant] {
        guard !spec.keyboardHandling.isEmpty || !spec.keyboardActivations.isEmpty || !spec.keyboardInsets.isEmpty else { return [] }
        return environments.flatMap { environment in
            let states = EnvironmentPlan.plannedStates(of: spec, in: environment, selecting: selected)
            let searches = Searches(spec: spec, environment: environment, environments: environments, maximumSteps: maximumSteps)
            return constantVariants(searches, states: states) + switchVariants(searches, states: states) + insetVariants(searches, states: states)
        }
    }

    private static func constantVariants(_ searches: Searches, states: [KeyboardState]) -> [Variant] {
        let spec = searches.spec
        return spec.ruleConstants(in: searches.environment).flatMap { rule -> [Variant] in
            guard let handling = spec.keyboardHandling.first(where: { $0.constraint == rule.constraint }) else { return [] }
            let search = searches.replaying(handling, activation: spec.keyboardActivations.first { $0.constraint == handling.constraint })
            return reachedElsewhere(search, states: states, in: searches.environment) { state, _ in rule.inState(of: state.keyboard).constant }
                .map { reached, left in
                    Variant(environment: searches.environment, states: left, left: SequenceLeft(constants: [handling.constraint: reached.constant]),
                            prefix: prefix(reached.steps, "\(handling.constraint).constant is \(written(reached.constant))"))
                }
        }
    }

    /// The constraints handlers switch, as a longer sequence leaves them: `barBottom is off`.
    private static func switchVariants(_ searches: Searches, states: [KeyboardState]) -> [Variant] {
        let activations = searches.spec.keyboardActivations
        guard !activations.isEmpty else { return [] }
        let sequences = ActivationSequences(activations: activations, offered: Set(searches.environment.keyboard.offered), maximumSteps: searches.maximumSteps)
        // What the shortest way to each keyboard leaves on, as `ActiveConstraints` analyses its states.
        let own = Dictionary(uniqueKeysWithValues: Set(states.map(\.keyboard)).map { keyboard in
            (keyboard, sequences.switched(from: [:], after: UIKitNotifications.arrival(at: KeyboardSituation(keyboard))))
        })
        var seen: Set<String> = []
        return sequences.reached().compactMap { reached in
            let left = states.filter { state in
                situations(of: state.keyboard, in: searches.environment.window).contains(reached.situation) && own[state.keyboard] != reached.switched
            }
            let key = activations.map { reached.switched[$0.constraint] == true ? "on" : "off" } + left.map(\.id)
            guard let first = left.first, seen.insert(key.joined(separator: "|")).inserted else { return nil }
            let ownSwitched = own[first.keyboard] ?? [:]
            let changed = activations.map(\.constraint).filter { reached.switched[$0] != ownSwitched[$0] }
            return Variant(environment: searches.environment, states: left, left: SequenceLeft(switched: reached.switched),
                           prefix: prefix(reached.steps, changed.map { "\($0) is \(reached.switched[$0] == true ? "on" : "off")" }.joined(separator: ", ")))
        }
    }

    /// A scroll view's bottom inset, as a longer sequence leaves it while the keyboard is up.
    private static func insetVariants(_ searches: Searches, states: [KeyboardState]) -> [Variant] {
        searches.spec.keyboardInsets.flatMap { inset -> [Variant] in
            let handling = KeyboardHandling(constraint: inset.scrollView, initialConstant: inset.initialInset, updates: inset.updates)
            let insets = Dictionary(uniqueKeysWithValues: Set(states.map(\.keyboard)).map { keyboard in
                (keyboard, inset.notifiedInsets(keyboard: keyboard, in: searches.environment))
            })
            // A hidden keyboard's state has no inset: nothing covers its scroll view.
            let own = { (state: KeyboardState, situation: KeyboardSituation) -> LinearForm? in
                let own = insets[state.keyboard] ?? []
                return (own.first { $0.situation == situation } ?? own.first)?.inset
            }
            return reachedElsewhere(searches.replaying(handling), states: states, in: searches.environment, own: own).map { reached, left in
                let notified = NotifiedInset(scrollView: inset.scrollView, inset: reached.constant, situation: reached.situation, textInputs: inset.textInputs)
                return Variant(environment: searches.environment, states: left, left: SequenceLeft(insets: [inset.scrollView: notified]),
                               prefix: prefix(reached.steps, "\(inset.scrollView).contentInset.bottom is \(written(reached.constant))"))
            }
        }
    }

    /// The states' results with the findings each variant found in them that they lack, marked
    /// with its prefix, in the variants' order. What a sequence leaves is the keyboard's, in the
    /// hidden state too.
    static func merged(_ states: [StateResult], reached: [(prefix: String, results: [StateResult])]) -> [StateResult] {
        var found: [String: [(prefix: String, result: StateResult)]] = [:]
        for (prefix, results) in reached {
            for result in results { found[result.state.id, default: []].append((prefix, result)) }
        }
        guard !found.isEmpty else { return states }
        return states.map { state in
            guard let variants = found[state.state.id] else { return state }
            var merged = state
            for (prefix, result) in variants {
                for finding in result.findings where !merged.findings.contains(where: { FindingKey($0) == FindingKey(finding) }) {
                    var marked = finding
                    marked.message = prefix + finding.message
                    marked.cause = finding.kind == .unknown ? nil : .keyboard
                    merged.findings.append(marked)
                }
                if result.method == .incomplete { merged.method = .incomplete }
            }
            return merged
        }
    }

    /// `after show docked → predictive bar off, barBottom.constant is -keyboardFrame.height - 336: `
    private static func prefix(_ steps: [String], _ left: String) -> String {
        "after \(steps.joined(separator: " → ")), \(left): "
    }

    private static func written(_ form: LinearForm) -> String {
        form.keyboardExpression?.description ?? "another value of the keyboard's frame"
    }

    /// Each other value than a state's `own` in a situation (`nil`: the state is not asked) that a
    /// sequence leaves, first by the shortest sequence, with the states it is left in.
    private static func reachedElsewhere(
        _ search: NotificationSequences, states: [KeyboardState], in environment: Environment,
        own: (KeyboardState, KeyboardSituation) -> LinearForm?
    ) -> [(NotificationSequences.Reached, [KeyboardState])] {
        var left: [(NotificationSequences.Reached, [KeyboardState])] = []
        var seen: Set<String> = []
        for reached in search.reached() ?? [] {
            let indices = states.indices.filter { index in
                guard situations(of: states[index].keyboard, in: environment.window).contains(reached.situation),
                      let value = own(states[index], reached.situation) else { return false }
                return changes(reached.constant - value, anywhereIn: states[index].region)
            }
            guard !indices.isEmpty, seen.insert("\(reached.constant.key)|\(indices)").inserted else { continue }
            left.append((reached, indices.map { states[$0] }))
        }
        return left
    }

    /// What the sequence searches of one environment share.
    private struct Searches {
        let spec: LayoutSpec
        let environment: Environment
        let environments: [Environment]
        let maximumSteps: Int

        func replaying(_ handling: KeyboardHandling, activation: KeyboardActivation? = nil) -> NotificationSequences {
            NotificationSequences(
                handling: handling, activation: activation, geometry: NotifiedGeometry(environment: environment),
                rotated: DriftSearch.rotated(environment, among: environments).map(NotifiedGeometry.init), maximumSteps: maximumSteps)
        }
    }

    /// Whether `change` is other than zero somewhere in the region: a hidden keyboard's height is zero.
    private static func changes(_ change: LinearForm, anywhereIn region: Region) -> Bool {
        region.pieces.contains { piece in
            var total = AffineExpression.constant(change.constant, parameterCount: piece.parameterCount)
            for (variable, coefficient) in change.sortedTerms {
                guard case .keyboard(let keyboard) = variable, let expression = piece.expression(of: keyboard) else { return true }
                total = total + expression * coefficient
            }
            return !total.isConstant || !total.constant.isZero
        }
    }

    /// The situations an app's notifications may be in while a state's keyboard is up: a docked
    /// keyboard's with or without its predictive bar, and in Split View the other app's.
    private static func situations(of keyboard: KeyboardType, in window: WindowKind) -> [KeyboardSituation] {
        guard keyboard != .hidden else { return [.hidden] }
        let told = KeyboardInset.situations(of: keyboard, in: window)
        return told.contains(.docked) ? told + [.dockedWithoutPredictiveBar] : told
    }
}
