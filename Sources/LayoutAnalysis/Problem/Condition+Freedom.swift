import ExactGeometry

/// A condition on one item's frame, seen through the item's freedom: a resolved layout can be
/// moved along the freedom (`Freedom`), so it has the condition in *every* resolved layout only
/// if no move avoids it, and in *some* resolved layout if some move reaches it. Both are again
/// conditions on the frame — the same in every layout the moves connect — computed exactly by
/// Fourier–Motzkin elimination of the moves' amounts, without a solver.
extension Condition {
    /// Holds of a frame exactly when every frame reached from it by `moves` has the condition.
    /// `moves` are changes of the frame variables (each a map variable → change).
    func holdingAlong(_ moves: [[Variable: Rational]]) -> Condition {
        guard !moves.isEmpty else { return self }
        let avoided = negation.alternatives.compactMap { Self.reach($0, along: moves) }
        return Condition(allOf: []).and(avoided.map { Condition(anyOf: $0.map { [$0.negated] }) })
    }

    /// Holds of a frame exactly when some frame reached from it by `moves` has the condition.
    func reachable(along moves: [[Variable: Rational]]) -> Condition {
        guard !moves.isEmpty else { return self }
        return Condition(anyOf: alternatives.compactMap { Self.reach($0, along: moves) })
    }

    /// The negation, as a disjunction of conjunctions.
    var negation: Condition {
        alternatives.reduce(Condition(allOf: [])) { result, conjunction in
            result.and([Condition(anyOf: conjunction.map { [$0.negated] })])
        }
    }

    /// Both this and every one of `others`, distributed into a disjunction of conjunctions. A
    /// comparison a conjunction repeats is kept once, and a conjunction that has every comparison
    /// of another is left out: the other holds wherever it does. Negating alternatives that
    /// share a comparison then stays small instead of doubling per alternative.
    func and(_ others: [Condition]) -> Condition {
        others.reduce(self) { result, other in
            let distributed = result.alternatives.flatMap { left in
                other.alternatives.map { right in left + right.filter { !left.contains($0) } }
            }
            let sets = distributed.map(Set.init)
            return Condition(anyOf: distributed.indices.filter { index in
                !sets.indices.contains { other in
                    other != index && sets[other].isSubset(of: sets[index]) && (sets[other] != sets[index] || other < index)
                }
            }.map { distributed[$0] })
        }
    }

    /// The frames from which some move reaches `conjunction`: `∃t · conjunction(f + Σ tₖ·moveₖ)`,
    /// the amounts eliminated one by one. `nil` when no frame does.
    private static func reach(_ conjunction: [Comparison], along moves: [[Variable: Rational]]) -> [Comparison]? {
        var rows = conjunction.map { comparison in
            (amounts: moves.map { move in move.reduce(Rational.zero) { $0 + (comparison.form.coefficients[$1.key] ?? .zero) * $1.value } },
             comparison: comparison)
        }
        for amount in moves.indices {
            let rising = rows.filter { $0.amounts[amount] > .zero }, falling = rows.filter { $0.amounts[amount] < .zero }
            var next = rows.filter { $0.amounts[amount].isZero }
            for up in rising {
                for down in falling {
                    let (a, b) = (-down.amounts[amount], up.amounts[amount])
                    next.append((
                        amounts: zip(up.amounts, down.amounts).map { a * $0 + b * $1 },
                        comparison: Comparison(form: a * up.comparison.form + b * down.comparison.form,
                                               isStrict: up.comparison.isStrict || down.comparison.isStrict)))
                }
            }
            rows = next
        }
        var kept: [Comparison] = []
        for row in rows.map(\.comparison) where !kept.contains(row) {
            if row.form.coefficients.isEmpty {
                guard row.holds({ _ in .zero }) else { return nil }
                continue
            }
            kept.append(row)
        }
        return kept
    }
}

extension Comparison {
    /// `form >= 0` (or `> 0` when this one is not strict), written as a comparison with zero.
    var negated: Comparison { Comparison(form: -form, isStrict: !isStrict) }
}
