import ExactGeometry

/// The directions a layout can move in without changing any row: the null space of every row's
/// frame part, required or optional, equality or not. Moving a resolved layout along one of them
/// keeps every row's value, so the moved layout is feasible and costs the same at every level —
/// it is resolved too, at every keyboard position. This is the freedom a missing constraint leaves
/// (a view with no height, a view with no vertical position), and it does not depend on the
/// keyboard: it is found once per set of active constraints, in rationals, without a solver.
///
/// The space is given by free parameters, frame variables an elimination left unpivoted: each
/// resolved layout is one with every parameter at zero plus a unique move along the space.
public struct Freedom: Sendable {
    /// The frame variables that parametrize the space, in variable order.
    public let parameters: [Variable]
    /// Every frame variable's move per unit of each parameter (zero moves left out).
    private let moves: [Variable: [Variable: Rational]]

    /// The null space of `problem`'s live rows after `presolve`, over its free frame variables;
    /// the moves of eliminated variables follow from their substitution.
    public init(_ problem: LayoutProblem, after presolve: Presolve) {
        let free = problem.frameVariables.filter { !presolve.isEliminated($0) }
        let substitution = Self.eliminated(presolve.liveRows(of: problem).map { presolve.substituted(problem.rows[$0].form) })
        let parameters = free.filter { substitution[$0] == nil }
        var moves: [Variable: [Variable: Rational]] = [:]
        for variable in free { moves[variable] = substitution[variable] ?? [variable: .one] }
        for (variable, form) in presolve.substitution {
            var move: [Variable: Rational] = [:]
            for (inner, coefficient) in form.coefficients where inner.isFrame {
                for (parameter, scale) in moves[inner] ?? [:] { move[parameter, default: .zero] += coefficient * scale }
            }
            moves[variable] = move.filter { !$0.value.isZero }
        }
        self.parameters = parameters
        self.moves = moves.filter { !$0.value.isEmpty }
    }

    public var isEmpty: Bool { parameters.isEmpty }

    /// Whether rows over `variables` leave some of them free to move together.
    static func moves(_ variables: [Variable], under rows: [LinearForm]) -> Bool {
        eliminated(rows).count < variables.count
    }

    /// Gaussian elimination of the rows' frame parts, in row order, pivoting on the least frame
    /// variable left in each: each pivot as a combination of the variables never pivoted.
    private static func eliminated(_ rows: [LinearForm]) -> [Variable: [Variable: Rational]] {
        var substitution: [Variable: [Variable: Rational]] = [:]
        var mentions: [Variable: Set<Variable>] = [:]
        for form in rows {
            var row: [Variable: Rational] = [:]
            for (variable, coefficient) in form.coefficients where variable.isFrame {
                for (inner, scale) in substitution[variable] ?? [variable: .one] { row[inner, default: .zero] += coefficient * scale }
            }
            row = row.filter { !$0.value.isZero }
            guard let pivot = row.keys.min(), let coefficient = row[pivot] else { continue }
            row[pivot] = nil
            let value = row.mapValues { -$0 / coefficient }
            for dependent in mentions.removeValue(forKey: pivot) ?? [] {
                guard let old = substitution[dependent], let scale = old[pivot] else { continue }
                var updated = old
                updated[pivot] = nil
                for (variable, coefficient) in value { updated[variable, default: .zero] += scale * coefficient }
                substitution[dependent] = updated.filter { !$0.value.isZero }
                for variable in value.keys { mentions[variable, default: []].insert(dependent) }
            }
            substitution[pivot] = value
            for variable in value.keys { mentions[variable, default: []].insert(pivot) }
        }
        return substitution
    }

    /// How much `variable` moves per unit of `parameter`.
    public func move(of variable: Variable, per parameter: Variable) -> Rational {
        moves[variable]?[parameter] ?? .zero
    }

    /// The item's frame components that can move.
    public func freeComponents(of item: Int) -> [FrameComponent] {
        FrameComponent.allCases.filter { moves[.frame(item: item, $0)] != nil }
    }

    /// The parameters that move the item's frame, in order.
    public func parameters(moving item: Int) -> [Variable] {
        let touching = Set(FrameComponent.allCases.flatMap { moves[.frame(item: item, $0)]?.keys ?? [:].keys })
        return parameters.filter(touching.contains)
    }

    /// A basis of the moves of the item's frame, each as `[x, y, width, height]` changes.
    public func frameBasis(of item: Int) -> [[Rational]] {
        let vectors = parameters(moving: item).map { parameter in
            FrameComponent.allCases.map { move(of: .frame(item: item, $0), per: parameter) }
        }
        return Self.independent(vectors)
    }

    /// A maximal linearly independent subset of `vectors`, in order (Gaussian elimination).
    static func independent(_ vectors: [[Rational]]) -> [[Rational]] {
        var echelon: [(pivot: Int, vector: [Rational])] = []
        var chosen: [[Rational]] = []
        for vector in vectors {
            var reduced = vector
            for (pivot, row) in echelon where !reduced[pivot].isZero {
                let scale = reduced[pivot] / row[pivot]
                reduced = zip(reduced, row).map { $0 - scale * $1 }
            }
            guard let pivot = reduced.firstIndex(where: { !$0.isZero }) else { continue }
            echelon.append((pivot, reduced))
            chosen.append(vector)
        }
        return chosen
    }
}
