import ExactGeometry
import Z3

/// The resolved layout of a group whose priorities leave frames to optimize, as an affine function
/// on each of a few polyhedra of the parameters (the keyboard variables and content sizes): the
/// critical regions of the group's parametric linear program.
///
/// The parameters enter the rows' constants only, so the optimality conditions' multipliers
/// (`OptimalityConditions`) do not depend on them. Take the resolved layout at one position and T
/// rows it meets with equality, with multipliers positive on every inequality of T and zero on the
/// other rows, and T's equalities fixing every frame. Wherever a feasible layout meets T with
/// equality, those multipliers prove it resolved, and every resolved layout there meets T with
/// equality too (an optimal layout meets complementary slackness with every optimal multiplier,
/// level by level): it is the one layout T's equalities give, an affine function of the
/// parameters, resolved exactly where it is feasible — a polyhedron of the parameters. T is the
/// rows where the solver's multipliers are positive when their equalities fix every frame, else
/// every row the layout meets, with multipliers positive on all of them asked for.
///
/// Such multipliers exist where that layout is the only resolved one: each level's linear program
/// has a strictly complementary optimal dual (Goldman–Tucker).
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
            guard let (values, boundaries) = try certifiedLayout(tight: tight, at: position, in: model, unknowns: unknowns) else { return nil }
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

    /// The layout of the region around `position`: the values of `unknowns` that the equalities of
    /// rows T give, and the forms over the parameters those equalities leave (zero wherever T
    /// can be met), for T with multipliers positive on each of its inequalities. First T is the
    /// model's own certificate, the tight rows where its multipliers are positive (wherever a
    /// feasible layout meets them, the same multipliers prove it resolved and every resolved
    /// layout meets them), which spares asking for multipliers; when its equalities leave a frame
    /// free, every tight row, with multipliers asked for. `nil` when neither fixes every frame.
    private func certifiedLayout(
        tight: [Int], at position: [Variable: Rational], in model: Model, unknowns: [Variable]
    ) throws -> (values: [Variable: LinearForm], boundaries: [LinearForm])? {
        let rows = encoding.programRows
        let known = Set(unknowns)
        let fixing = { (forms: [LinearForm]) -> (values: [Variable: LinearForm], boundaries: [LinearForm])? in
            let (values, boundaries) = LinearForm.eliminating(forms, for: known.contains)
            let fixed = unknowns.allSatisfy { values[$0].map { form in form.coefficients.keys.allSatisfy(\.isParameter) } ?? false }
            return fixed ? (values, boundaries) : nil
        }
        let inequalities = tight.filter { !rows[$0].isEquality }
        let positive = try Set(inequalities.filter { try Rational.zero < model.value(multiplierSum(ofRow: $0)) })
        if let certified = fixing(tight.filter { rows[$0].isEquality || positive.contains($0) }.map { rows[$0].form }) { return certified }
        guard positive.count < inequalities.count, let layout = fixing(tight.map { rows[$0].form }),
              try hasMultipliers(positiveOn: inequalities, at: position) else { return nil }
        return layout
    }

    private func multiplierSum(ofRow row: Int) -> RealExpr {
        encoding.context.sum(OptimalityConditions.multipliers(ofRow: row, in: encoding))
    }

    /// Whether the optimality conditions hold at the parameters of `position` with multipliers
    /// whose sum is positive on each of `rows`: a resolved layout there meets them all with
    /// equality, and so is the one their equalities give.
    private func hasMultipliers(positiveOn rows: [Int], at position: [Variable: Rational]) throws -> Bool {
        let fixed = encoding.parameters.map { encoding[$0] == (position[$0] ?? .zero) }
        return try solver.check(assuming: fixed + rows.map { multiplierSum(ofRow: $0) > Rational.zero }) == .satisfiable
    }
}
