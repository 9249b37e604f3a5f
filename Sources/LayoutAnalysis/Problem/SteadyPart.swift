import ExactGeometry

/// A part of a layout problem nothing moves (a component whose rows mention no keyboard variable
/// and no content size), as it is solved: the problem with only the part's rows, as presolve left
/// them. A part content sizes move is a `ContentPart`.
///
/// A part's resolved layout depends on its rows and unknowns alone, so equal parts — from other
/// sets of active constraints or other environments — are solved once.
public struct SteadyPart: Sendable {
    public struct Key: Hashable, Sendable {
        public var rows: [LayoutRow]
        public var variables: [Variable]
    }

    /// The whole problem's items and geometry, with the part's rows only.
    public let problem: LayoutProblem
    public let variables: [Variable]
    /// The part's required rows, by index in the whole problem: settled with the part.
    public let requiredRows: [Int]

    public var key: Key { Key(rows: problem.rows, variables: variables) }

    /// The steady parts of `problem` after `presolve` that can have a unique resolved layout, in
    /// component order: a part whose rows leave its frames a direction to move in has none.
    public static func parts(of problem: LayoutProblem, after presolve: Presolve) -> [SteadyPart] {
        presolve.components(of: problem).filter { !$0.followsKeyboard && !$0.followsContent }.compactMap { component in
            var part = problem
            part.rows = component.rows.map { index in
                var row = problem.rows[index]
                row.form = presolve.substituted(row.form)
                return row
            }
            guard !Freedom.moves(component.variables, under: part.rows.map(\.form)) else { return nil }
            return SteadyPart(
                problem: part, variables: component.variables,
                requiredRows: component.rows.filter { problem.rows[$0].priority.isRequired })
        }
    }
}
