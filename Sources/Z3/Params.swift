import CZ3

/// A Z3 parameter set, applied to a solver or optimizer.
final class Params {
    let context: Context
    let raw: Z3_params

    init(_ context: Context) throws(Z3Error) {
        let raw = Z3_mk_params(context.raw)
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no parameter set") }
        self.context = context
        self.raw = raw
        Z3_params_inc_ref(context.raw, raw)
    }

    convenience init(_ context: Context, limits: ResourceLimits) throws(Z3Error) {
        try self.init(context)
        if let rlimit = limits.rlimit { try set("rlimit", rlimit) }
        if let timeout = limits.timeoutMilliseconds { try set("timeout", timeout) }
    }

    deinit { Z3_params_dec_ref(context.raw, raw) }

    /// Sets the SMT core up for many small questions in linear real arithmetic, with the
    /// settings `LinearArithmeticTuning` found a solver of this context accepts.
    func tune(_ tuning: LinearArithmeticTuning) throws(Z3Error) {
        for (name, value) in tuning.settings { try set(name, value) }
    }

    func set(_ name: String, _ value: UInt32) throws(Z3Error) {
        let key = try context.symbol(name)
        Z3_params_set_uint(context.raw, raw, key, value)
        try context.throwIfError()
    }

    func set(_ name: String, symbol value: String) throws(Z3Error) {
        let key = try context.symbol(name)
        let symbol = try context.symbol(value)
        Z3_params_set_symbol(context.raw, raw, key, symbol)
        try context.throwIfError()
    }
}

/// The settings that suit the SMT core to many small questions in linear real arithmetic, those a
/// solver accepts (a Z3 release without one keeps its default). Neither changes an answer;
/// measured with Z3 4.8.12:
/// - `arith.solver` 2, the simplex-based arithmetic solver, over the default 6 (the newer "lra"
///   solver): 0.85× the time on kbcov's questions.
/// - `relevancy` 0: no relevancy filtering, which pays off for quantifiers and large Boolean
///   structure, neither of which these questions have: 0.82× Z3's own count of its work
///   (`rlimit count`) on the Apple sample over the iPads, 0.92× the time on a window range.
struct LinearArithmeticTuning {
    let settings: [(name: String, value: UInt32)]

    /// The settings `descriptions` — the parameters a solver accepts — list as unsigned integers.
    init(accepted descriptions: Z3_param_descrs?, in context: Context) throws(Z3Error) {
        guard let descriptions else {
            settings = []
            return
        }
        Z3_param_descrs_inc_ref(context.raw, descriptions)
        defer { Z3_param_descrs_dec_ref(context.raw, descriptions) }
        var accepted: [(name: String, value: UInt32)] = []
        for (name, value) in [("arith.solver", UInt32(2)), ("relevancy", 0)]
        where Z3_param_descrs_get_kind(context.raw, descriptions, try context.symbol(name)) == Z3_PK_UINT {
            accepted.append((name, value))
        }
        settings = accepted
    }
}
