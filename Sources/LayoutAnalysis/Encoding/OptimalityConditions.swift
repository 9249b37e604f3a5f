import ExactGeometry
import LayoutSpec
import Z3

/// "These frames are the layout Auto Layout resolves", exactly, as linear arithmetic.
///
/// Resolution satisfies optional priority levels in order, each minimizing its total error given
/// the levels above. A point is lexicographically optimal iff, for every level, it minimizes that
/// level's cost over the feasible points that cost no more at every higher level. Each of those is
/// a linear program, where the Karush–Kuhn–Tucker conditions are necessary and sufficient:
/// stationarity (linear in the multipliers: the keyboard enters the rows' constants only),
/// dual feasibility, and complementary slackness written as a disjunction per row. No bound on the
/// multipliers and no sampling: the formula holds exactly for the optimal layouts at every
/// keyboard position.
enum OptimalityConditions {
    static func resolved(_ encoding: ProblemEncoding) -> BoolExpr {
        let context = encoding.context
        let rows = encoding.programRows
        let unknowns = encoding.programUnknowns
        let levels = encoding.optimizedLevels
        var conditions = [encoding.feasible]
        var inequalityMultiplierSums: [[RealExpr]] = Array(repeating: [], count: rows.count)

        for (levelIndex, level) in levels.enumerated() {
            let name = "kkt.\(level.value)"
            var multiplier: [Int: RealExpr] = [:]
            for (index, row) in rows.enumerated() {
                let lambda = OptimalityConditions.multiplier(ofRow: index, at: level, in: context)
                multiplier[index] = lambda
                if !row.isEquality {
                    conditions.append(lambda >= Rational.zero)
                    inequalityMultiplierSums[index].append(lambda)
                }
            }
            let higherLevels = levels[..<levelIndex].map { higher in
                (level: higher, multiplier: context.real("\(name).level\(higher.value)"))
            }
            conditions += higherLevels.map { $0.multiplier >= Rational.zero }

            for unknown in unknowns {
                var terms: [RealExpr] = []
                for (index, row) in rows.enumerated() {
                    let coefficient = row.coefficient(of: unknown)
                    if !coefficient.isZero, let lambda = multiplier[index] { terms.append(coefficient * lambda) }
                }
                let costLevel = costLevel(of: unknown, in: encoding)
                for (higherIndex, higher) in higherLevels.enumerated() where costLevel == higherIndex {
                    terms.append(higher.multiplier)
                }
                let objective: Rational = costLevel == levelIndex ? .one : .zero
                conditions.append(context.sum(terms) + objective == Rational.zero)
            }
        }
        // Complementary slackness, for all levels at once: the multipliers are non-negative, so
        // they all vanish exactly when their sum does.
        for (index, row) in rows.enumerated() where !row.isEquality && !inequalityMultiplierSums[index].isEmpty {
            let tight = encoding.term(row.form) == Rational.zero
            conditions.append(context.sum(inequalityMultiplierSums[index]) == Rational.zero || tight)
        }
        return context.and(conditions)
    }

    /// The multipliers of program row `index` (`ProblemEncoding.programRows`), one per optimized
    /// level: a resolved layout meets the row with equality where their sum is positive.
    static func multipliers(ofRow index: Int, in encoding: ProblemEncoding) -> [RealExpr] {
        encoding.optimizedLevels.map { multiplier(ofRow: index, at: $0, in: encoding.context) }
    }

    private static func multiplier(ofRow index: Int, at level: Priority, in context: Context) -> RealExpr {
        context.real("kkt.\(level.value).row\(index)")
    }

    /// No level of the copy costs more than the original's: with the original optimal, the copy is too.
    static func asGoodAs(_ copy: ProblemEncoding, _ original: ProblemEncoding) -> BoolExpr {
        let context = original.context
        return context.and(
            [copy.feasible] + original.optimizedLevels.map { copy.cost(of: $0) <= original.cost(of: $0) })
    }

    /// The optimized level, by index in `optimizedLevels`, whose cost `unknown` adds to (an
    /// optimized row's error); `nil` for a frame.
    static func costLevel(of unknown: Variable, in encoding: ProblemEncoding) -> Int? {
        guard case .error(let row) = unknown else { return nil }
        return encoding.optimizedLevels.firstIndex(of: encoding.problem.rows[row].priority)
    }

    /// The shape of the encoding's program: what these conditions read besides its constants.
    static func shape(of encoding: ProblemEncoding) -> ProgramShape {
        ProgramShape(rows: encoding.programRows, unknowns: encoding.programUnknowns) { costLevel(of: $0, in: encoding) }
    }
}
