import CZ3

extension Context {
    /// An equivalent quantifier-free formula, computed by Z3's `qe` tactic.
    public func eliminateQuantifiers(_ formula: BoolExpr) throws -> BoolExpr {
        let goal = try Goal(self)
        try goal.assert(ast(of: formula.term))
        let result = try Tactic(self, named: "qe").apply(to: goal)
        let subgoals = try result.subgoals()
        // The formula is equivalent to the disjunction of the subgoals, each the conjunction of its formulas.
        let disjuncts = try subgoals.map { try and($0.formulas().map { BoolExpr(.success($0)) }) }
        let eliminated = or(disjuncts)
        _ = try eliminated.term.get()
        return eliminated
    }
}

final class Tactic {
    let context: Context
    let raw: Z3_tactic

    init(_ context: Context, named name: String) throws(Z3Error) {
        let raw = Z3_mk_tactic(context.raw, name)
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .invalidArgument, message: "no tactic named \(name)") }
        self.context = context
        self.raw = raw
        Z3_tactic_inc_ref(context.raw, raw)
    }

    deinit { Z3_tactic_dec_ref(context.raw, raw) }

    func apply(to goal: Goal) throws(Z3Error) -> ApplyResult {
        try ApplyResult(adopting: Z3_tactic_apply(context.raw, raw, goal.raw), in: context)
    }
}

final class Goal {
    let context: Context
    let raw: Z3_goal

    /// A new goal without models, unsat cores or proofs.
    convenience init(_ context: Context) throws(Z3Error) {
        try self.init(adopting: Z3_mk_goal(context.raw, false, false, false), in: context)
    }

    /// Checks the last call and takes a reference to the goal it returned.
    init(adopting raw: Z3_goal?, in context: Context) throws(Z3Error) {
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no goal") }
        self.context = context
        self.raw = raw
        Z3_goal_inc_ref(context.raw, raw)
    }

    deinit { Z3_goal_dec_ref(context.raw, raw) }

    func assert(_ formula: AST) throws(Z3Error) {
        try context.requireOwnership(of: [formula])
        Z3_goal_assert(context.raw, raw, formula.raw)
        try context.throwIfError()
    }

    func formulas() throws(Z3Error) -> [AST] {
        let count = Z3_goal_size(context.raw, raw)
        try context.throwIfError()
        var formulas: [AST] = []
        for index in 0..<count {
            formulas.append(try context.adopt(Z3_goal_formula(context.raw, raw, index)))
        }
        return formulas
    }
}

final class ApplyResult {
    let context: Context
    let raw: Z3_apply_result

    init(adopting raw: Z3_apply_result?, in context: Context) throws(Z3Error) {
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no tactic result") }
        self.context = context
        self.raw = raw
        Z3_apply_result_inc_ref(context.raw, raw)
    }

    deinit { Z3_apply_result_dec_ref(context.raw, raw) }

    func subgoals() throws(Z3Error) -> [Goal] {
        let count = Z3_apply_result_get_num_subgoals(context.raw, raw)
        try context.throwIfError()
        var subgoals: [Goal] = []
        for index in 0..<count {
            subgoals.append(try Goal(adopting: Z3_apply_result_get_subgoal(context.raw, raw, index), in: context))
        }
        return subgoals
    }
}
