import ExactGeometry

/// Frame variables that the required equalities pin down, each as an affine function of the
/// remaining frame variables and the keyboard variables.
///
/// Substituting them is an exact transformation — the feasible layouts, and so the resolved
/// ones, are the same — and it keeps the optimality conditions as small as the layout's real
/// freedom: a screen whose required constraints fix every frame has nothing left to optimize.
public struct Presolve: Hashable, Sendable {
    /// Eliminated variable → its value in terms of free variables and keyboard variables.
    public private(set) var substitution: [Variable: LinearForm] = [:]
    /// Required rows that hold by construction: the equalities used up by the elimination, and
    /// the rows of components settled to constants.
    public private(set) var settledRows: Set<Int> = []

    public static let none = Presolve()

    /// Gaussian elimination over the required equalities in row order, pivoting on the frame
    /// variable of the most deeply contained view left in each, the first of those: deterministic,
    /// and exact in rationals. Contents are eliminated in terms of their containers, whatever
    /// order the views are declared in: the rows left speak of the outer views the keyboard
    /// moves, and the solver's work no longer depends on declaration order (an edit view declared
    /// before its stack's contents cost 1.8 times as much).
    public init(_ problem: LayoutProblem) {
        // Which eliminated variables' values mention a variable: a new pivot rewrites only those,
        // which keeps elimination near-linear on screens where each view hangs off a few others.
        var mentions: [Variable: Set<Variable>] = [:]
        for index in problem.requiredRows where problem.rows[index].relation == .equal {
            let form = substituted(problem.rows[index].form)
            guard let (pivot, coefficient) = form.sortedTerms.filter({ $0.variable.isFrame })
                .max(by: { problem.depth(of: $0.variable) < problem.depth(of: $1.variable) })
                .map({ ($0.variable, $0.coefficient) }) else {
                continue
            }
            // pivot = −(form − coefficient·pivot) / coefficient
            var rest = form.coefficients
            rest[pivot] = nil
            let value = Rational(-1) / coefficient * LinearForm(coefficients: rest, constant: form.constant)
            for dependent in mentions.removeValue(forKey: pivot) ?? [] {
                guard let old = substitution[dependent] else { continue }
                substitution[dependent] = old.replacing(pivot, with: value)
                for variable in value.coefficients.keys { mentions[variable, default: []].insert(dependent) }
            }
            substitution[pivot] = value
            for variable in value.coefficients.keys { mentions[variable, default: []].insert(pivot) }
            settledRows.insert(index)
        }
    }

    private init() {}

    /// `form` with every eliminated variable replaced.
    public func substituted(_ form: LinearForm) -> LinearForm {
        guard !substitution.isEmpty else { return form }
        return form.substituting(substitution)
    }

    public func isEliminated(_ variable: Variable) -> Bool { substitution[variable] != nil }

    /// The same presolve with `values` fixed as well, and `rows` (which those values satisfy) settled.
    public func settling(_ values: [Variable: Rational], rows: [Int]) -> Presolve {
        settling(values.mapValues { LinearForm(constant: $0) }, rows: rows)
    }

    /// The same presolve with `values` (over variables that are not solved for: the keyboard's,
    /// content sizes) fixed as well, and `rows` (which those values satisfy) settled.
    public func settling(_ values: [Variable: LinearForm], rows: [Int]) -> Presolve {
        guard !values.isEmpty else { return self }
        var settled = self
        for (variable, form) in substitution {
            settled.substitution[variable] = values.reduce(form) { $0.replacing($1.key, with: $1.value) }
        }
        for (variable, value) in values { settled.substitution[variable] = value }
        settled.settledRows.formUnion(rows)
        return settled
    }

    /// The rows that still constrain a layout: required rows not settled, and optional rows whose
    /// error still changes with some frame variable (the others cost the same in every layout).
    public func liveRows(of problem: LayoutProblem) -> [Int] {
        problem.rows.indices.filter { index in
            problem.rows[index].priority.isRequired
                ? !settledRows.contains(index)
                : substituted(problem.rows[index].form).hasFrameVariable
        }
    }
}

extension LayoutProblem {
    func depth(of variable: Variable) -> Int {
        guard case .frame(let item, _) = variable else { return 0 }
        return depths[item]
    }
}

extension Variable {
    var isFrame: Bool {
        if case .frame = self { return true }
        return false
    }
}

extension LinearForm {
    func replacing(_ variable: Variable, with value: LinearForm) -> LinearForm {
        guard let coefficient = coefficients[variable] else { return self }
        var replaced = self
        replaced.add(variable, times: -coefficient)
        replaced.add(value, times: coefficient)
        return replaced
    }

    var hasFrameVariable: Bool { coefficients.keys.contains { $0.isFrame } }
}
