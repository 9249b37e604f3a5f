import ExactGeometry
import Z3

/// The resolved layout of a group whose priorities leave frames to optimize, as an affine function
/// on each of a few polyhedra of the parameters (the keyboard variables and content sizes): the
/// critical regions of the group's parametric linear program.
///
/// The parameters enter the rows' constants only, so the optimality conditions' multipliers
/// (`OptimalityConditions`) do not depend on them. Take the resolved layout at one position and T
/// the rows it meets with equality, asked for multipliers positive on every row of T (they exist
/// where that layout is the only resolved one: each level's linear program has a strictly
/// complementary optimal dual, Goldman–Tucker), and T's equalities fixing every frame. Wherever a feasible layout
/// meets T with equality, those multipliers prove it resolved, and every resolved layout there
/// meets T with equality too (an optimal layout meets complementary slackness with every optimal
/// multiplier, level by level): it is the one layout T's equalities give, an affine function of
/// the parameters, resolved exactly where it is feasible — a polyhedron of the parameters.
///
/// Regions are taken one at a time, each at a position with a layout that none before covers,
/// until none is left in the sites: exact, whatever positions the solver returns. Positions off
/// the hyperplanes that bound a region are asked first, where the regions found are not flat.
struct CriticalRegions {
    let encoding: ProblemEncoding
    /// Holds the optimality conditions (`RegionAsker`'s layout solver).
    let solver: Solver
    /// Past this many regions the layout is left to the solver: asking for each costs a call.
    static let limit = 12

    /// Regions covering every position of `union` with a layout, each with the presolve that makes
    /// its layout affine and where it holds; `nil` when the rows a resolved layout meets leave a
    /// frame free (it may not be the only one), a question came back unknown, or it takes more
    /// than `limit`.
    func cover(_ union: BoolExpr) throws -> [(presolve: Presolve, exists: [Comparison])]? {
        let rows = encoding.programRows
        let unknowns = encoding.freeFrameVariables + encoding.optimizedRows.map { Variable.error(row: $0) }
        let known = Set(unknowns)
        var regions: [(presolve: Presolve, exists: [Comparison])] = []
        var outside: [BoolExpr] = []
        var offBoundaries: [BoolExpr] = []
        while regions.count < CriticalRegions.limit {
            var answer = try solver.check(assuming: [union] + outside + offBoundaries)
            if answer == .unsatisfiable, !offBoundaries.isEmpty {
                offBoundaries = []
                answer = try solver.check(assuming: [union] + outside)
            }
            switch answer {
            case .unsatisfiable: return regions
            case .unknown: return nil
            case .satisfiable: break
            }
            let model = try solver.model()
            var position: [Variable: Rational] = [:]
            for variable in unknowns + encoding.parameters { position[variable] = try model.value(encoding[variable]) }
            let tight = rows.indices.filter { rows[$0].form.value { position[$0] ?? .zero }.isZero }
            let (values, boundaries) = LinearForm.eliminating(tight.map { rows[$0].form }, for: known.contains)
            guard unknowns.allSatisfy({ values[$0].map { form in form.coefficients.keys.allSatisfy(\.isParameter) } ?? false }),
                  try hasMultipliers(positiveOn: tight.filter { !rows[$0].isEquality }, at: position, in: model) else {
                return nil
            }
            let flat = boundaries.filter { !$0.coefficients.isEmpty }
            var exists = flat.flatMap { [Comparison(form: $0, isStrict: false), Comparison(form: -$0, isStrict: false)] }
            for row in rows where !row.isEquality {
                let form = row.form.substituting(values)
                guard !form.coefficients.isEmpty else { continue }
                exists.append(Comparison(form: form, isStrict: false))
            }
            regions.append((encoding.presolve.settling(values.filter { $0.key.isFrame }, rows: []), exists))
            outside.append(!encoding.satisfies(Condition(allOf: exists)))
            offBoundaries += flat.map { !(encoding.term($0) == Rational.zero) }
        }
        return nil
    }

    /// Whether the optimality conditions hold at the parameters of `position` with multipliers
    /// whose sum is positive on each of `rows` — the model's own, else asked for: a resolved
    /// layout there meets them all with equality, and so is the one their equalities give.
    private func hasMultipliers(positiveOn rows: [Int], at position: [Variable: Rational], in model: Model) throws -> Bool {
        let context = encoding.context
        let sums = rows.map { context.sum(OptimalityConditions.multipliers(ofRow: $0, in: encoding)) }
        if try sums.allSatisfy({ try Rational.zero < model.value($0) }) { return true }
        let fixed = encoding.parameters.map { encoding[$0] == (position[$0] ?? .zero) }
        return try solver.check(assuming: fixed + sums.map { $0 > Rational.zero }) == .satisfiable
    }
}
