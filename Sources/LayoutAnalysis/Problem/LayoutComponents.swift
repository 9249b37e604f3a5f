import ExactGeometry
import KeyboardStates

/// A part of a presolved layout problem that shares no unknown with the rest.
///
/// Auto Layout's resolved layouts of independent parts combine freely: each priority level's
/// total error is a sum over the parts, so it is least exactly when every part's is. A part the
/// keyboard does not reach therefore resolves the same way in every keyboard position.
public struct LayoutComponent: Hashable, Sendable {
    /// Its frame variables left after presolve, in variable order.
    public var variables: [Variable]
    /// Its live rows, in row order.
    public var rows: [Int]
    /// Whether any of its rows mentions a keyboard variable.
    public var followsKeyboard: Bool
    /// Whether any of its rows mentions a content size.
    public var followsContent: Bool
}

extension Presolve {
    /// The independent parts of `problem` after this presolve, ordered by their first variable.
    public func components(of problem: LayoutProblem) -> [LayoutComponent] {
        let variables = problem.frameVariables.filter { !isEliminated($0) }
        let position = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        var sets = DisjointSets(count: variables.count)
        let rows = liveRows(of: problem).map { (index: $0, form: substituted(problem.rows[$0].form)) }
        for row in rows { sets.join(row.form.coefficients.keys.compactMap { position[$0] }) }

        var components: [Int: LayoutComponent] = [:]
        for (index, variable) in variables.enumerated() {
            components[sets.root(index), default: LayoutComponent(variables: [], rows: [], followsKeyboard: false, followsContent: false)]
                .variables.append(variable)
        }
        for row in rows {
            guard let member = row.form.coefficients.keys.compactMap({ position[$0] }).first else { continue }
            components[sets.root(member)]?.rows.append(row.index)
            for variable in row.form.coefficients.keys {
                switch variable {
                case .keyboard: components[sets.root(member)]?.followsKeyboard = true
                case .content: components[sets.root(member)]?.followsContent = true
                case .frame, .error: break
                }
            }
        }
        return components.values.sorted { $0.variables[0] < $1.variables[0] }
    }
}

extension LayoutProblem {
    /// Those of `rows` that reach a frame variable in `variables`, directly or through other rows
    /// of `rows` sharing frame variables (keyboard variables count as constants).
    ///
    /// With the other rows satisfiable on their own, they never take part in a minimal set that
    /// forces a property of `variables`.
    func rows(_ rows: [Int], connectedTo variables: Set<Variable>) -> [Int] {
        var reached = variables.filter(\.isFrame)
        var left = rows.filter { self.rows[$0].form.hasFrameVariable }
        var grew = true
        while grew {
            grew = false
            left.removeAll { index in
                let mentioned = self.rows[index].form.coefficients.keys.filter(\.isFrame)
                guard mentioned.contains(where: reached.contains) else { return false }
                reached.formUnion(mentioned)
                grew = true
                return true
            }
        }
        let unreached = Set(left)
        return rows.filter { self.rows[$0].form.hasFrameVariable && !unreached.contains($0) }
    }
}

extension Condition {
    var variables: Set<Variable> {
        Set(alternatives.flatMap { $0.flatMap { $0.form.coefficients.keys } })
    }
}

extension Presolve {
    /// The keyboard and content variables whether `condition` holds in a resolved layout can depend
    /// on: those its comparisons name after this presolve, and those of every independent part
    /// whose frames they name. The others move only parts it does not see.
    ///
    /// `components`: `components(of: problem)`.
    func parameters(reaching condition: Condition, in problem: LayoutProblem, components: [LayoutComponent]) -> Set<Variable> {
        let forms = condition.alternatives.flatMap { $0.map { substituted($0.form) } }
        let frames = Set(forms.flatMap { $0.coefficients.keys.filter(\.isFrame) })
        let rows = components.filter { $0.variables.contains(where: frames.contains) }.flatMap(\.rows)
        let reached = forms + rows.map { substituted(problem.rows[$0].form) }
        return Set(reached.flatMap { $0.coefficients.keys.filter(\.isParameter) })
    }
}
