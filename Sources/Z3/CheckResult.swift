import CZ3

public enum CheckResult: Equatable {
    case satisfiable
    case unsatisfiable
    /// Z3 gave up; `reason` is its explanation (e.g. "timeout", "max. resource limit exceeded").
    case unknown(reason: String)
}

extension CheckResult {
    /// Reads the outcome of a check call, asking `reasonUnknown` for Z3's explanation when undecided.
    init(_ result: Z3_lbool, in context: Context, reasonUnknown: () -> Z3_string?) throws(Z3Error) {
        try context.throwIfError()
        switch result {
        case Z3_L_TRUE: self = .satisfiable
        case Z3_L_FALSE: self = .unsatisfiable
        default:
            let reason = reasonUnknown().map { String(cString: $0) } ?? ""
            try context.throwIfError()
            self = .unknown(reason: reason)
        }
    }
}
