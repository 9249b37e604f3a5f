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
/// The rows of regions certified in a program of the same shape are tried before any
/// (`RegionCertificates`): where they cover every position with a layout, no optimality condition
/// is asked at all.
struct CriticalRegions {
    let encoding: ProblemEncoding
    /// Holds the optimality conditions (`RegionAsker`'s layout solver): made only when the
    /// regions certified before leave a position uncovered.
    let solver: () throws -> Solver
    let certificates: RegionCertificates
    let limits: ResourceLimits
    /// Whether some position of the union with a layout meets a condition over the parameters,
    /// answered without a solver (`AffineLayout.holdsAny` on the union's pieces); `nil` when
    /// it cannot tell.
    var meetsWithLayout: (Condition) -> Bool? = { _ in nil }
    /// Past this many regions the layout is left to the solver: asking for each costs a call.
    static let limit = 12

    /// Where the equalities of some rows make the resolved layout an affine function of the
    /// parameters.
    struct Region {
        /// The frames and errors those equalities give.
        var presolve: Presolve
        /// Where the region is: each `form <= 0`.
        var exists: [Comparison]
        /// What the equalities leave over the parameters, zero in the region: flat when any.
        var boundaries: [LinearForm]
    }

    /// Regions covering every position of `union` with a layout; `nil` when the rows a resolved
    /// layout meets leave a frame free (it may not be the only one), a question came back
    /// unknown, or it takes more than `limit`.
    func cover(_ union: BoolExpr) throws -> [Region]? {
        let rows = encoding.programRows
        let shape = OptimalityConditions.shape(of: encoding)
        var regions: [Region] = []
        var outside: [BoolExpr] = []
        var offBoundaries: [BoolExpr] = []
        if let known = try certifiedBefore(shape, within: union) {
            if known.covers { return known.regions }
            regions = known.regions
            outside = regions.map { !encoding.satisfies(Condition(allOf: $0.exists)) }
        }
        let solver = try self.solver()
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
            for variable in encoding.programUnknowns + encoding.parameters { position[variable] = try model.value(encoding[variable]) }
            let tight = rows.indices.filter { rows[$0].form.value { position[$0] ?? .zero }.isZero }
            guard let (certified, region) = try certifiedRegion(tight: tight, at: position, in: model) else { return nil }
            certificates.record(certified, for: shape)
            regions.append(region)
            outside.append(!encoding.satisfies(Condition(allOf: region.exists)))
            offBoundaries += region.boundaries.map { !(encoding.term($0) == Rational.zero) }
        }
        return nil
    }

    /// The regions the rows certified in programs of `shape` give here that meet `union` with a
    /// layout, and whether they cover it; `nil` when none does or a question came back unknown.
    /// Where a layout exists is known over the parameters (`ProblemEncoding.layoutExists`), so
    /// these questions need no frame, and no optimality condition.
    private func certifiedBefore(_ shape: ProgramShape, within union: BoolExpr) throws -> (regions: [Region], covers: Bool)? {
        let candidates = certificates.tightSets(of: shape).compactMap(region(fixedBy:))
        guard !candidates.isEmpty, let layoutExists = encoding.layoutExists else { return nil }
        let asked = Result {
            let solver = try Solver(encoding.context, limits: limits)
            try solver.assert(union)
            try solver.assert(encoding.satisfies(Condition(allOf: layoutExists)))
            return solver
        }
        var regions: [Region] = []
        for region in candidates {
            let meets = Condition(allOf: region.exists)
            switch try meetsWithLayout(meets).map({ $0 ? .satisfiable : .unsatisfiable }) ?? asked.get().check(assuming: [encoding.satisfies(meets)]) {
            case .satisfiable: regions.append(region)
            case .unsatisfiable: continue
            case .unknown: return nil
            }
        }
        guard !regions.isEmpty, regions.count <= CriticalRegions.limit else { return nil }
        let solver = try asked.get()
        switch try solver.check(assuming: regions.map { !encoding.satisfies(Condition(allOf: $0.exists)) }) {
        case .unsatisfiable: return (regions, true)
        case .satisfiable: return (regions, false)
        case .unknown: return nil
        }
    }

    /// The region of the rows certified at `position` and the rows: first the model's own
    /// certificate, the tight rows where its multipliers are positive (wherever a feasible layout
    /// meets them, the same multipliers prove it resolved and every resolved layout meets them),
    /// which spares asking for multipliers; when their equalities leave a frame free, every
    /// tight row, with multipliers asked for. `nil` when neither fixes every frame.
    private func certifiedRegion(tight: [Int], at position: [Variable: Rational], in model: Model) throws -> (rows: [Int], region: Region)? {
        let rows = encoding.programRows
        let inequalities = tight.filter { !rows[$0].isEquality }
        let positive = try Set(inequalities.filter { try Rational.zero < model.value(multiplierSum(ofRow: $0)) })
        let certified = tight.filter { rows[$0].isEquality || positive.contains($0) }
        if let region = region(fixedBy: certified) { return (certified, region) }
        guard positive.count < inequalities.count, let region = region(fixedBy: tight),
              try hasMultipliers(positiveOn: inequalities, at: position) else { return nil }
        return (tight, region)
    }

    /// Where the equalities of rows `tight` give the resolved layout: the values of the unknowns
    /// they give, over the parameters, where those values meet every row. `nil` when they leave
    /// an unknown free, or contradict each other or a row wherever the parameters are.
    private func region(fixedBy tight: [Int]) -> Region? {
        let rows = encoding.programRows
        let unknowns = encoding.programUnknowns
        let known = Set(unknowns)
        let (values, rest) = LinearForm.eliminating(tight.map { rows[$0].form }, for: known.contains)
        guard unknowns.allSatisfy({ values[$0]?.coefficients.keys.allSatisfy(\.isParameter) ?? false }) else { return nil }
        var exists: [Comparison] = []
        var boundaries: [LinearForm] = []
        for form in rest {
            if form.coefficients.isEmpty {
                guard form.constant.isZero else { return nil }
                continue
            }
            boundaries.append(form)
            exists += [Comparison(form: form, isStrict: false), Comparison(form: -form, isStrict: false)]
        }
        for row in rows where !row.isEquality {
            let form = row.form.substituting(values)
            if form.coefficients.isEmpty {
                guard !(Rational.zero < form.constant) else { return nil }
                continue
            }
            exists.append(Comparison(form: form, isStrict: false))
        }
        return Region(presolve: encoding.presolve.settling(values.filter { $0.key.isFrame }, rows: []), exists: exists, boundaries: boundaries)
    }

    private func multiplierSum(ofRow row: Int) -> RealExpr {
        encoding.context.sum(OptimalityConditions.multipliers(ofRow: row, in: encoding))
    }

    /// Whether the optimality conditions hold at the parameters of `position` with multipliers
    /// whose sum is positive on each of `rows`: a resolved layout there meets them all with
    /// equality, and so is the one their equalities give.
    private func hasMultipliers(positiveOn rows: [Int], at position: [Variable: Rational]) throws -> Bool {
        let fixed = encoding.parameters.map { encoding[$0] == (position[$0] ?? .zero) }
        return try solver().check(assuming: fixed + rows.map { multiplierSum(ofRow: $0) > Rational.zero }) == .satisfiable
    }
}
