import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The usual findings in the states notification sequences reach (Design §3, Notifications). A
/// state is analysed with the constant its constraint's rule gives (the constant at rest with the
/// keyboard hidden); a longer sequence of notifications may leave another one in the same
/// keyboard situation (a delta handler after the predictive bar went off and on, a full-height
/// lift the floating keyboard's hide undid). Each such constant, with the shortest sequence that
/// leaves it, is analysed in the states of that situation; what it finds there that the state
/// does not already show is reported in the same state, after its sequence.
enum SequenceVariants {
    struct Variant: Sendable {
        var environment: Environment
        /// Planned, the states of the situation the sequence reached.
        var states: [KeyboardState]
        /// By constraint id, the constant the sequence left.
        var constants: [String: LinearForm]
        /// `after show docked → predictive bar off → predictive bar on, barBottom.constant is -964: `
        var prefix: String
    }

    static func variants(of spec: LayoutSpec, in environments: [Environment], maximumSteps: Int,
                         selecting selected: Set<String>?) -> [Variant] {
        guard !spec.keyboardHandling.isEmpty else { return [] }
        return environments.flatMap { environment in
            let states = EnvironmentPlan.plannedStates(of: spec, in: environment, selecting: selected)
            return spec.ruleConstants(in: environment).flatMap { rule -> [Variant] in
                guard let handling = spec.keyboardHandling.first(where: { $0.constraint == rule.constraint }) else { return [] }
                return reachedElsewhere(handling, rule: rule, spec: spec, in: environment, among: environments, states: states, maximumSteps: maximumSteps)
                    .map { reached, left in
                        let written = reached.constant.keyboardExpression?.description ?? "another value of the keyboard's frame"
                        return Variant(environment: environment, states: left, constants: [handling.constraint: reached.constant],
                                       prefix: "after \(reached.steps.joined(separator: " → ")), \(handling.constraint).constant is \(written): ")
                    }
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

    /// Each other constant than a state's own that a sequence leaves in a situation, first by the
    /// shortest sequence, with the states it is left in.
    private static func reachedElsewhere(
        _ handling: KeyboardHandling, rule: NotifiedConstant, spec: LayoutSpec, in environment: Environment, among environments: [Environment],
        states: [KeyboardState], maximumSteps: Int
    ) -> [(NotificationSequences.Reached, [KeyboardState])] {
        let search = NotificationSequences(
            handling: handling, activation: spec.keyboardActivations.first { $0.constraint == handling.constraint },
            geometry: NotifiedGeometry(environment: environment),
            rotated: DriftSearch.rotated(environment, among: environments).map(NotifiedGeometry.init), maximumSteps: maximumSteps)
        let own = states.map { rule.inState(of: $0.keyboard).constant }
        var left: [(NotificationSequences.Reached, [KeyboardState])] = []
        var seen: Set<String> = []
        for reached in search.reached() ?? [] {
            let indices = states.indices.filter { index in
                situations(of: states[index].keyboard, in: environment.window).contains(reached.situation)
                    && changes(reached.constant - own[index], anywhereIn: states[index].region)
            }
            guard !indices.isEmpty, seen.insert("\(reached.constant.key)|\(indices)").inserted else { continue }
            left.append((reached, indices.map { states[$0] }))
        }
        return left
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
