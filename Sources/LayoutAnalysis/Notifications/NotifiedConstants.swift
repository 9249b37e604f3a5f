import ExactGeometry
import KeyboardStates
import LayoutSpec

/// A constraint's constant as keyboard handlers leave it in a group of states, and its constant
/// at rest, before any notification (`MovedCheck`): of the state's keyboard variables where the
/// last notifications told the state's own frame, else a number.
struct NotifiedConstant: Hashable, Sendable {
    var constraint: String
    var constant: LinearForm
    var initial: Rational
    /// What the constraint's rule holds: the constant its row was written with.
    var rule: LinearForm

    /// What tells groups of states apart (`EnvironmentPlan`), where it is not the rule's.
    var key: String? {
        constant == rule ? nil : "\(constraint) constant \(constant.key)"
    }

    /// The constant in a state of `keyboard`: `set`'s where it names the constraint (what a
    /// notification sequence left, `SequenceVariants`); with the keyboard hidden, the constant at
    /// rest, since no notification has come; else the rule's.
    func inState(of keyboard: KeyboardType, set: [String: LinearForm] = [:]) -> NotifiedConstant {
        var inState = self
        inState.constant = set[constraint] ?? (keyboard == .hidden ? LinearForm(constant: initial) : rule)
        return inState
    }
}

extension KeyboardHandling {
    /// The constant the constraint's rule holds (Design §3): what the handlers leave once the
    /// docked keyboard comes up from hidden, of the state's keyboard variables; `nil` when a
    /// statement's value cannot be computed here.
    func ruleConstant(in environment: Environment) -> LinearForm? {
        let geometry = NotifiedGeometry(environment: environment)
        return geometry.replay(updates, from: LinearForm(constant: initialConstant), frame: geometry.hiddenFrame,
                               through: UIKitNotifications.arrival(at: .docked), keyboardAtEnd: true)?.value
    }
}

extension LayoutSpec {
    /// Every handled constraint's rule constant in `environment`, with its constant at rest;
    /// `NotifiedConstant.inState(of:set:)` gives it in a state.
    func ruleConstants(in environment: Environment) -> [NotifiedConstant] {
        keyboardHandling.compactMap { handling in
            handling.ruleConstant(in: environment).map {
                NotifiedConstant(constraint: handling.constraint, constant: $0, initial: handling.initialConstant, rule: $0)
            }
        }
    }
}

extension LinearForm {
    /// The form as text that tells forms apart: `[(1, keyboard(frameHeight))] + 292`.
    var key: String {
        "\(sortedTerms.map { "\($0.coefficient) \($0.variable)" }) + \(constant)"
    }
}

extension LayoutProblem {
    /// The problem with each constraint's row moved from its rule's constant to the one `constants` gives.
    mutating func setConstants(_ constants: [NotifiedConstant]) {
        notifiedConstants = constants
        for constant in constants where constant.constant != constant.rule {
            for index in rows.indices where rows[index].source == .constraint(id: constant.constraint) {
                // lhs − (rhs + constant): the row's form loses what the constant gains.
                rows[index].form = rows[index].form + constant.rule - constant.constant
            }
        }
    }
}

extension LinearForm {
    /// The form as a rule writes it, of the keyboard's items (`-keyboardFrame.height - 292`);
    /// `nil` when it reads anything else.
    var keyboardExpression: LinearExpression? {
        var terms: [LinearExpression.Term] = []
        for (variable, coefficient) in sortedTerms {
            let anchor: (BuiltinItem, Anchor)
            switch variable {
            case .keyboard(.frameX): anchor = (.keyboardFrame, .left)
            case .keyboard(.frameY): anchor = (.keyboardFrame, .top)
            case .keyboard(.frameWidth): anchor = (.keyboardFrame, .width)
            case .keyboard(.frameHeight): anchor = (.keyboardFrame, .height)
            case .keyboard(.overlapWidth): anchor = (.keyboardOverlap, .width)
            case .keyboard(.overlapHeight): anchor = (.keyboardOverlap, .height)
            case .keyboard(.riseHeight): anchor = (.keyboardRise, .height)
            default: return nil
            }
            terms.append(LinearExpression.Term(coefficient: coefficient, anchor: AnchorReference(item: anchor.0.rawValue, anchor: anchor.1)))
        }
        return LinearExpression(terms: terms, constant: constant)
    }
}
