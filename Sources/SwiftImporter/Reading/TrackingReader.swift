import LayoutSpec
import SwiftSyntax

/// `keyboardLayoutGuide.setConstraints(_:activeWhenNearEdge:)` and `activeWhenAwayFrom:`, with
/// one edge (`.top`), a list (`[.leading, .trailing]`), `.all`, or a name bound to either.
extension Interpreter {
    func track(_ call: FunctionCallExprSyntax, in frame: Frame) {
        guard call.arguments.count == 2, let list = call.arguments.first?.expression,
              let edgesArgument = call.arguments.last, let label = edgesArgument.label?.text,
              label == "activeWhenNearEdge" || label == "activeWhenAwayFrom"
        else {
            diagnostics.skipped(unsupported(call, "a setConstraints call kbcov does not know; expected setConstraints(_:activeWhenNearEdge:) or setConstraints(_:activeWhenAwayFrom:)"))
            return
        }
        let edges: Set<Edge>
        switch self.edges(evaluate(edgesArgument.expression, in: frame), at: edgesArgument.expression) {
        case .success(let read): edges = read
        case .failure(let problem):
            diagnostics.skipped(problem)
            return
        }
        let condition: TrackingCondition = label == "activeWhenNearEdge" ? .near(edges) : .awayFrom(edges)
        book.track(constraintHandles(list, in: frame), condition: condition, at: sources.location(of: call), diagnostics: diagnostics)
    }

    private func edges(_ value: Value, at node: ExprSyntax) -> Result<Set<Edge>, Unsupported> {
        switch value {
        case .implicitMember("all"):
            return .success(Set(Edge.allCases))
        case .implicitMember(let name):
            guard let edge = Edge(rawValue: name) else {
                let hint = name == "left" || name == "right" ? " (tracking edges follow the layout direction: use .leading or .trailing)" : ""
                return .failure(unsupported(node, "the edge '.\(name)'; expected .top, .bottom, .leading, .trailing or .all\(hint)"))
            }
            return .success([edge])
        case .list(let elements):
            guard !elements.isEmpty else {
                return .failure(unsupported(node, "an empty edge set; expected at least one of .top, .bottom, .leading, .trailing"))
            }
            var all: Set<Edge> = []
            for element in elements {
                switch edges(element, at: node) {
                case .success(let some): all.formUnion(some)
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(all)
        case .unreadable(let problem):
            return .failure(problem)
        default:
            return .failure(unsupported(node, "the edges '\(node.trimmedDescription)', which kbcov cannot read"))
        }
    }
}
