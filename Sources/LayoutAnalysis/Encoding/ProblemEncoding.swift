import ExactGeometry
import KeyboardStates
import LayoutSpec
import Z3

/// A layout problem's unknowns and rows as Z3 terms, in one context.
///
/// `copy` names a second, independent set of layout unknowns over the same keyboard variables;
/// the ambiguity check compares two optimal layouts.
final class ProblemEncoding {
    let context: Context
    let problem: LayoutProblem
    /// Frame variables replaced by what the required equalities make them (none by default:
    /// the concrete solves that name constraints need every row as written).
    let presolve: Presolve
    private var variables: [Variable: RealExpr] = [:]
    private let prefix: String

    init(_ problem: LayoutProblem, in context: Context, copy: String = "", presolve: Presolve = .none) {
        self.context = context
        self.problem = problem
        self.prefix = copy
        self.presolve = presolve
    }

    /// The same problem with fresh layout unknowns and shared parameters: the keyboard's and the
    /// content sizes.
    func copy(named name: String) -> ProblemEncoding {
        let other = ProblemEncoding(problem, in: context, copy: name, presolve: presolve)
        for variable in parameters { other.variables[variable] = self[variable] }
        return other
    }

    /// The layout's parameters: the keyboard variables, then the content sizes.
    var parameters: [Variable] {
        KeyboardVariable.allCases.map(Variable.keyboard) + problem.contentParameters.map(\.variable)
    }

    subscript(variable: Variable) -> RealExpr {
        if let existing = variables[variable] { return existing }
        let created = presolve.substitution[variable].map(term) ?? context.real(prefix + name(of: variable))
        variables[variable] = created
        return created
    }

    /// The frame variables left to solve for.
    var freeFrameVariables: [Variable] { problem.frameVariables.filter { !presolve.isEliminated($0) } }

    /// The linear program's unknowns: the free frame variables, then the optimized rows' errors.
    private(set) lazy var programUnknowns: [Variable] = freeFrameVariables + optimizedRows.map { Variable.error(row: $0) }

    /// Optional rows whose error can change with the free frame variables; the others cost the
    /// same in every layout, so they cannot change which layout is resolved.
    private(set) lazy var optimizedRows: [Int] = liveRows.filter { !problem.rows[$0].priority.isRequired }

    private lazy var liveRows: [Int] = presolve.liveRows(of: problem)

    /// The priority levels with an optimized row, highest first. Every other level costs the same
    /// in every layout, so every feasible layout minimizes it.
    private(set) lazy var optimizedLevels: [Priority] = {
        let priorities = Set(optimizedRows.map { problem.rows[$0].priority })
        return problem.levels.filter(priorities.contains)
    }()

    private func name(of variable: Variable) -> String {
        switch variable {
        case .frame(let item, let component): "\(problem.items[item]).\(component)"
        case .error(let row): "error.\(problem.rows[row].source.id)"
        case .keyboard(let variable): "kb.\(variable)"
        case .content: "content.\(problem.contentName(of: variable))"
        }
    }

    func term(_ form: LinearForm) -> RealExpr {
        context.sum(form.sortedTerms.map { $0.coefficient * self[$0.variable] }) + form.constant
    }

    /// The row as a hard constraint.
    func holds(_ row: Int) -> BoolExpr {
        let value = term(presolve.substituted(problem.rows[row].form))
        switch problem.rows[row].relation {
        case .equal: return value == Rational.zero
        case .lessThanOrEqual: return value <= Rational.zero
        case .greaterThanOrEqual: return value >= Rational.zero
        }
    }

    var requiredRowsHold: BoolExpr {
        context.and(requiredLiveRows.map(holds))
    }

    private var requiredLiveRows: [Int] { problem.requiredRows.filter { !presolve.settledRows.contains($0) } }

    /// ∃ free frames · `requiredRowsHold`, over the parameters: where a layout exists.
    /// Fourier–Motzkin elimination of the free frames, exact; `nil` when it would grow past a few
    /// hundred inequalities (Z3's quantifier elimination does it then).
    private(set) lazy var layoutExists: [Comparison]? = {
        let frames = freeFrameVariables
        let parameters = self.parameters
        let dimensions = frames + parameters
        let index = Dictionary(uniqueKeysWithValues: dimensions.enumerated().map { ($1, $0) })
        var system: [LinearInequality] = []
        for row in programRows(of: requiredLiveRows) {
            for form in row.isEquality ? [row.form, -row.form] : [row.form] {
                var coefficients = Array(repeating: Rational.zero, count: dimensions.count)
                for (variable, coefficient) in form.sortedTerms {
                    guard let position = index[variable] else { return nil }
                    coefficients[position] = coefficient
                }
                system.append(LinearInequality(AffineExpression(coefficients: coefficients, constant: form.constant), isStrict: false))
            }
        }
        guard let projected = FourierMotzkin.eliminatingFirst(frames.count, from: system, sizeLimit: 400) else { return nil }
        return projected.map { inequality in
            let terms = zip(inequality.expression.coefficients.dropFirst(frames.count), parameters).map { ($0.1, $0.0) }
            return Comparison(
                form: LinearForm(coefficients: Dictionary(uniqueKeysWithValues: terms), constant: inequality.expression.constant),
                isStrict: inequality.isStrict)
        }
    }()

    /// Every live row in linear-program form; optional rows through their error variable.
    /// Made once: the optimality conditions, the critical regions and the program's shape all read it.
    private(set) lazy var programRows: [ProgramRow] = programRows(of: liveRows)

    /// The row's error variable bounds its violation, when it is an optimized row (true otherwise):
    /// true in some layout whatever the frames, so it constrains only the error.
    func errorBounds(of index: Int) -> BoolExpr {
        context.and(optimizedRows.contains(index) ? programRows(of: [index]).map(holds) : [])
    }

    private func programRows(of indices: [Int]) -> [ProgramRow] {
        indices.flatMap { index in
            var row = problem.rows[index]
            row.form = presolve.substituted(row.form)
            return ProgramRow.rows(for: row, at: index)
        }
    }

    func holds(_ row: ProgramRow) -> BoolExpr {
        row.isEquality ? term(row.form) == Rational.zero : term(row.form) <= Rational.zero
    }

    /// The layout is feasible and every error variable bounds its row's violation.
    var feasible: BoolExpr { context.and(programRows.map(holds)) }

    /// The total error of one priority level, over the rows that can vary.
    func cost(of level: Priority) -> RealExpr {
        context.sum(optimizedRows.filter { problem.rows[$0].priority == level }.map { self[.error(row: $0)] })
    }

    /// The levels' costs, highest priority first, are lexicographically less than `bounds`.
    func costsBelow(_ bounds: [Rational]) -> BoolExpr {
        let costs = problem.levels.map(cost(of:))
        return context.or(bounds.indices.map { level in
            context.and(zip(costs[..<level], bounds).map { $0 == $1 } + [costs[level] < bounds[level]])
        })
    }

    /// Every level costs exactly `bounds`.
    func costsEqual(_ bounds: [Rational]) -> BoolExpr {
        context.and(zip(problem.levels, bounds).map { cost(of: $0) == $1 })
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
