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
