import ExactGeometry
import KeyboardStates
import LayoutSpec

/// Makes the findings of one group's detections in the environment's own coordinates: the
/// witness position on the state's own region, the layouts back through the mirror, and the
/// messages written from those.
struct FindingRenderer {
    let problem: LayoutProblem
    let mirror: HorizontalMirror?
    /// Per layout check, in `LayoutChecks.all` order: the candidates the detections refer to.
    let candidates: [[Candidate]]

    /// `problem` is the group's, in the reading direction, as the detections were made.
    init(spec: LayoutSpec, problem: LayoutProblem, active: [Constraint], mirror: HorizontalMirror?) {
        self.problem = problem
        self.mirror = mirror
        self.candidates = LayoutChecks.all.map { $0.candidates(in: problem, spec: spec, active: active) }
    }

    func finding(_ detection: Detection, in state: KeyboardState, reflected: ReflectedParameter?) -> Finding {
        var witness = detection.position.flatMap { positionWitness(at: $0, in: state, reflected: reflected) }
        let message: String
        switch detection.statement {
        case .text(let text):
            message = text
        case .candidate(let check, let index, let layout):
            let layout = physical(layout)
            let candidate = candidates[check][index]
            witness?.frames = frames(layout)
            witness?.overlap = candidate.overlap(layout)
            message = candidate.describe(layout)
        case .ambiguity(let item, let least, let greatest):
            let (least, greatest) = (physical(least), physical(greatest))
            let name = problem.items[item]
            let (a, b) = (least.frame(of: item), greatest.frame(of: item))
            let free = zip(["x", "y", "width", "height"], zip(a.components, b.components)).filter { $0.1.0 != $0.1.1 }.map(\.0)
            witness?.frames = frames(least)
            witness?.alternativeFrames = [name: b]
            message = "\(name) is not fully determined: its frame can be \(a.formatted) or \(b.formatted) "
                + "(free: \(free.joined(separator: ", ")))"
        }
        return Finding(
            kind: detection.kind, items: detection.items, constraints: detection.constraints, message: message,
            location: detection.location, witness: witness)
    }

    /// The keyboard and guide at the position, from the state's own region: piece `i` of the
    /// reading-direction region is piece `i` of the state's, its points reflected.
    private func positionWitness(at position: Detection.Position, in state: KeyboardState, reflected: ReflectedParameter?) -> Witness? {
        guard state.region.pieces.indices.contains(position.piece) else { return nil }
        let piece = state.region.pieces[position.piece]
        let point = reflected?.reflect(position.point) ?? position.point
        return Witness(
            keyboardFrame: piece.keyboardFrame.rect(at: point),
            guideFrame: piece.guideFrame.rect(at: point),
            parameters: Dictionary(uniqueKeysWithValues: zip(state.region.parameters.map(\.name), point)))
    }

    private func physical(_ layout: Assignment) -> Assignment {
        mirror?.assignment(layout) ?? layout
    }

    private func frames(_ layout: Assignment) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: problem.items.indices.map { (problem.items[$0], layout.frame(of: $0)) })
    }
}

extension EnvironmentPlan {
    /// The states' results from their detections (made for this plan, or for a plan with the
    /// same content), findings in report order.
    func results(of detections: [[Detection]], spec: LayoutSpec) -> [StateResult] {
        var findings = Array(repeating: [Finding](), count: states.count)
        // Most groups are clean: their candidates are built only when there is something to render.
        for group in groups where group.members.contains(where: { !detections[$0].isEmpty }) {
            let renderer = FindingRenderer(spec: spec, problem: group.problem, active: active[group.members[0]], mirror: mirror)
            for index in group.members {
                findings[index] = detections[index]
                    .map { renderer.finding($0, in: states[index], reflected: reflectedParameters[index]) }
                    .sorted(by: Self.reportOrder)
            }
        }
        return states.indices.map { index in
            let state = states[index]
            let method: AnalysisMethod = !state.isReachable ? .unreachable
                : findings[index].contains { $0.kind == .unknown } ? .incomplete : .exact
            return StateResult(state: state, active: active[index].map(\.id), method: method, findings: findings[index])
        }
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.kind, a.items.joined(separator: ","), a.message) < (b.kind, b.items.joined(separator: ","), b.message)
    }
}
