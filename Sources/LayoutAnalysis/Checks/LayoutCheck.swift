import ExactGeometry
import KeyboardStates
import LayoutSpec

/// A property of the resolved layout that some items must not have, e.g. "outside the view".
struct Candidate: Sendable {
    var items: [String]
    var condition: Condition
    /// What the finding says, given the confirmed layout.
    var describe: @Sendable (Assignment) -> String
    var overlap: @Sendable (Assignment) -> Rect? = { _ in nil }
    /// Set when the problem carries the item's contents along (a stack's arranged views leave the
    /// screen with it): in a state where the item has it, the views inside are reported with this
    /// finding, not searched on their own. The clause names those the witness layout shows with it.
    var contentsClause: (@Sendable ([String]) -> String)? = nil
    /// Constraints a finding of it is about whatever else forces it, named first: the one whose
    /// handlers move a `moved` view.
    var constraints: [String] = []
    /// The keyboards of the states it is searched in; `nil`, every state.
    var keyboards: Set<KeyboardType>? = nil

    func isSearched(with keyboard: KeyboardType) -> Bool {
        keyboards?.contains(keyboard) ?? true
    }
}

/// A check on the resolved layout: it names candidate properties, the analysis searches the whole
/// region for a resolved layout that has one, then confirms it concretely.
protocol LayoutCheck: Sendable {
    var kind: FindingKind { get }
    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate]
}

/// The checks on the resolved layout, in the order findings are listed.
enum LayoutChecks {
    static let all: [any LayoutCheck] = [OffscreenCheck(), SqueezedCheck(), CoveredCheck(), ContentInsetCheck(), MovedCheck(), ViewMoveCheck()]

    /// The content sizes some check's candidates name (a side below its content), which must keep
    /// their whole range (`ContentClamp`).
    static func contentRead(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> Set<Variable> {
        Set(all.flatMap { $0.candidates(in: problem, spec: spec, active: active) }.flatMap(\.condition.variables).filter {
            if case .content = $0 { true } else { false }
        })
    }
}

/// `save`, `save and share`, `save, share and cancel`: names as a sentence lists them.
func spokenList(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
}

extension LinearForm {
    static func frame(_ item: Int, _ component: FrameComponent) -> LinearForm { LinearForm(.frame(item: item, component)) }
    static func keyboard(_ variable: KeyboardVariable) -> LinearForm { LinearForm(.keyboard(variable)) }
}

extension Rect {
    /// `[x, y, width, height]` with two decimals, for messages.
    var formatted: String {
        "[" + components.map { $0.decimalString() }.joined(separator: ", ") + "]"
    }
}
