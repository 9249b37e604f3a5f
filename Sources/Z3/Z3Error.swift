import CZ3

/// An error reported by Z3, or a misuse the wrapper detects before Z3 could (reported with Z3's codes).
public struct Z3Error: Error, CustomStringConvertible {
    public let code: Code
    public let message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "Z3 error \(code.rawValue) (\(code)): \(message)" }

    /// Z3's `Z3_error_code`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        init(_ code: Z3_error_code) { rawValue = code.rawValue }

        public static let sortError = Code(Z3_SORT_ERROR)
        public static let indexOutOfBounds = Code(Z3_IOB)
        public static let invalidArgument = Code(Z3_INVALID_ARG)
        public static let parserError = Code(Z3_PARSER_ERROR)
        public static let noParser = Code(Z3_NO_PARSER)
        public static let invalidPattern = Code(Z3_INVALID_PATTERN)
        public static let outOfMemory = Code(Z3_MEMOUT_FAIL)
        public static let fileAccessError = Code(Z3_FILE_ACCESS_ERROR)
        public static let internalFatal = Code(Z3_INTERNAL_FATAL)
        public static let invalidUsage = Code(Z3_INVALID_USAGE)
        public static let decRefError = Code(Z3_DEC_REF_ERROR)
        public static let exception = Code(Z3_EXCEPTION)

        public var description: String {
            switch self {
            case .sortError: "sort error"
            case .indexOutOfBounds: "index out of bounds"
            case .invalidArgument: "invalid argument"
            case .parserError: "parser error"
            case .noParser: "no parser"
            case .invalidPattern: "invalid pattern"
            case .outOfMemory: "out of memory"
            case .fileAccessError: "file access error"
            case .internalFatal: "internal fatal error"
            case .invalidUsage: "invalid usage"
            case .decRefError: "dec_ref error"
            case .exception: "exception"
            default: "unknown error code"
            }
        }
    }
}
