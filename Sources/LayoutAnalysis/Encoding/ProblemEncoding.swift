import ExactGeometry
import LayoutSpec
import Z3

/// A layout problem's unknowns and rows as Z3 terms, in one context.
///
/// `copy` names a second, independent set of layout unknowns over the same keyboard variables;
/// the ambiguity check compares two optimal layouts.
final class ProblemEncoding {
    let context: Context
    let problem: LayoutProblem
    private var variables: [Variable: RealExpr] = [:]
    private let prefix: String

    init(_ problem: LayoutProblem, in context: Context, copy: String = "") {
        self.context = context
        self.problem = problem
        self.prefix = copy
    }

    /// The same problem with fresh layout unknowns and shared keyboard variables.
    func copy(named name: String) -> ProblemEncoding {
        let other = ProblemEncoding(problem, in: context, copy: name)
        for variable in KeyboardVariable.allCases { other.variables[.keyboard(variable)] = self[.keyboard(variable)] }
        return other
    }

    subscript(variable: Variable) -> RealExpr {
        if let existing = variables[variable] { return existing }
        let created = context.real(prefix + name(of: variable))
        variables[variable] = created
        return created
    }

    private func name(of variable: Variable) -> String {
        switch variable {
        case .frame(let item, let component): "\(problem.items[item]).\(component)"
        case .error(let row): "error.\(problem.rows[row].source.id)"
        case .keyboard(let variable): "kb.\(variable)"
        }
    }

    func term(_ form: LinearForm) -> RealExpr {
        context.sum(form.sortedTerms.map { $0.coefficient * self[$0.variable] }) + form.constant
    }

    /// The row as a hard constraint.
    func holds(_ row: Int) -> BoolExpr {
        let value = term(problem.rows[row].form)
        switch problem.rows[row].relation {
        case .equal: return value == Rational.zero
        case .lessThanOrEqual: return value <= Rational.zero
        case .greaterThanOrEqual: return value >= Rational.zero
        }
    }

    var requiredRowsHold: BoolExpr { context.and(problem.requiredRows.map(holds)) }

    /// Every row in linear-program form; optional rows through their error variable.
    var programRows: [ProgramRow] {
        problem.rows.indices.flatMap { ProgramRow.rows(for: problem.rows[$0], at: $0) }
    }

    func holds(_ row: ProgramRow) -> BoolExpr {
        row.isEquality ? term(row.form) == Rational.zero : term(row.form) <= Rational.zero
    }

    /// The layout is feasible and every error variable bounds its row's violation.
    var feasible: BoolExpr { context.and(programRows.map(holds)) }

    /// The total error of one priority level.
    func cost(of level: Priority) -> RealExpr {
        context.sum(problem.optionalRows.filter { problem.rows[$0].priority == level }.map { self[.error(row: $0)] })
    }

    func frame(of item: Int) -> [RealExpr] {
        FrameComponent.allCases.map { self[.frame(item: item, $0)] }
    }
}

/// A row of the linear program `form <= 0` or `form == 0`, whose unknowns are the frames and the
/// error variables; the keyboard variables act as constants.
struct ProgramRow: Hashable {
    var form: LinearForm
    var isEquality: Bool

    static func rows(for row: LayoutRow, at index: Int) -> [ProgramRow] {
        let difference = row.form
        if row.priority.isRequired {
            switch row.relation {
            case .equal: return [ProgramRow(form: difference, isEquality: true)]
            case .lessThanOrEqual: return [ProgramRow(form: difference, isEquality: false)]
            case .greaterThanOrEqual: return [ProgramRow(form: -difference, isEquality: false)]
            }
        }
        let error = LinearForm(.error(row: index))
        let nonNegative = ProgramRow(form: -error, isEquality: false)
        switch row.relation {
        case .equal:
            return [ProgramRow(form: difference - error, isEquality: false),
                    ProgramRow(form: -difference - error, isEquality: false)]
        case .lessThanOrEqual:
            return [ProgramRow(form: difference - error, isEquality: false), nonNegative]
        case .greaterThanOrEqual:
            return [ProgramRow(form: -difference - error, isEquality: false), nonNegative]
        }
    }

    /// The coefficient of a layout unknown (keyboard variables are not unknowns of the program).
    func coefficient(of variable: Variable) -> Rational {
        form.coefficients[variable] ?? .zero
    }
}
