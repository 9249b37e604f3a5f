import ExactGeometry
import KeyboardStates

/// Makes the findings of one group's detections in the environment's own coordinates: the
/// witness position on the state's own region, the layouts back through the mirror, and the
/// messages the checks write from those.
struct FindingRenderer {
    /// The group's problem, in the reading direction, as the detections were made.
    let problem: LayoutProblem
    let mirror: HorizontalMirror?
    private let recent = RecentFrames()

    func finding(_ detection: Detection, in state: KeyboardState, reflected: [ReflectedParameter]) -> Finding {
        var witness = detection.position.flatMap { positionWitness(at: $0, in: state, reflected: reflected) }
        let message: String
        switch detection.statement {
        case .text(let text):
            message = text
        case .candidate(let candidate, let solved):
            let layout = physical(solved)
            witness?.frames = frames(solved)
            witness?.overlap = candidate.overlap(layout)
            message = candidate.describe(layout) + (detection.contents.isEmpty ? "" : candidate.contentsClause?(detection.contents) ?? "")
        case .ambiguity(let item, let first, let second, let free, let inactive, let reaching):
            witness?.frames = frames(first)
            let (first, second) = (physical(first), physical(second, reference: first))
            let name = problem.items[item]
            witness?.alternativeFrames = [name: second.frame(of: item)]
            message = AmbiguityCheck.describe(
                name, free: physical(free), frame: first.frame(of: item), alternative: second.frame(of: item),
                inactive: inactive, reaching: reaching)
        case .folded:
            message = ""
        }
        return Finding(
            kind: detection.kind, items: detection.items, constraints: detection.constraints, message: message + (detection.windowClause ?? ""),
            location: detection.location, witness: witness,
            contentDependence: detection.holdsForAnyContent.map { $0 ? .definite : .contentDependent })
    }

    /// The keyboard and guide at the position, from the state's own region: piece `i` of the
    /// reading-direction region is piece `i` of the state's, its points reflected.
    private func positionWitness(at position: Detection.Position, in state: KeyboardState, reflected: [ReflectedParameter]) -> Witness? {
        guard state.region.pieces.indices.contains(position.piece) else { return nil }
        let piece = state.region.pieces[position.piece]
        let point = reflected.reflect(position.point)
        let content = zip(problem.contentParameters, point.suffix(problem.contentParameters.count)).map { parameter, value in
            (problem.contentName(of: parameter.variable), value)
        }
        return Witness(
            keyboardFrame: piece.keyboardFrame.rect(at: point),
            guideFrame: piece.guideFrame.rect(at: point),
            parameters: Dictionary(uniqueKeysWithValues: zip(state.region.parameters.map(\.name), point)),
            contentSizes: Dictionary(content, uniquingKeysWith: { first, _ in first }),
            contentStarts: Dictionary(position.contentStarts.map { (problem.contentName(of: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The frame components a reader is told are free, in physical coordinates: through the
    /// mirror the left edge is the reading direction's right edge.
    private func physical(_ free: Set<FreeMeasure>) -> [FrameComponent] {
        FreeMeasure.allCases.filter { free.contains(mirror == nil ? $0 : $0.mirrored) }.compactMap(\.component)
    }

    /// `reference`: a layout with the keyboard's variables, for one that has only an item's frame.
    private func physical(_ layout: Assignment, reference: Assignment? = nil) -> Assignment {
        mirror?.assignment(layout, in: problem.geometry, reference: reference) ?? layout
    }

    /// The physical frames of a layout as solved. Findings of one state often show the same
    /// layout (every free item's ambiguity does): its frames are made once and shared.
    private func frames(_ solved: Assignment) -> [String: Rect] {
        if let (last, frames) = recent.last, last == solved { return frames }
        let layout = physical(solved)
        let frames = Dictionary(uniqueKeysWithValues: problem.items.indices.map { (problem.items[$0], layout.frame(of: $0)) })
        recent.last = (solved, frames)
        return frames
    }
}

private final class RecentFrames {
    var last: (Assignment, [String: Rect])?
}

extension EnvironmentPlan {
    /// The states' results from their detections (made for this plan, or for a plan with the
    /// same content), findings in report order.
    func results(of detections: [[Detection]]) -> [StateResult] {
        var findings = Array(repeating: [Finding](), count: states.count)
        for group in groups where group.members.contains(where: { !detections[$0].isEmpty }) {
            let renderer = FindingRenderer(problem: group.problem, mirror: mirror)
            for index in group.members {
                findings[index] = detections[index].filter { !$0.isFolded }
                    .map { renderer.finding($0, in: states[index], reflected: reflectedParameters[index]) }
                    .sorted(by: Self.reportOrder)
            }
        }
        return states.indices.map { index in
            let state = states[index]
            let method: AnalysisMethod = !state.isReachable ? .unreachable
                : findings[index].contains { $0.kind == .unknown } ? .incomplete
                : detections[index].contains(where: \.isFolded) ? .foldedAtWitness : .exact
            return StateResult(state: state, active: active[index].map(\.id), method: method, findings: findings[index])
        }
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.kind, a.items.joined(separator: ","), a.message) < (b.kind, b.items.joined(separator: ","), b.message)
    }
}
