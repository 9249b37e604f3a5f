import BigInt

/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Layout constants such as `0.1 * H` or a multiplier of `1/3` must reach the solver exactly:
/// a binary `Double` cannot represent them.
public struct Rational: Hashable, Sendable {
    /// Lowest terms, positive denominator. Values whose terms fit a machine word are always
    /// `.word` (so equal values have equal storage); their arithmetic never allocates, and falls
    /// back to `BigInt` only when a result would overflow. The big case is boxed so that a
    /// rational stays three words, not the size of two inline `BigInt`s: the analysis copies
    /// rationals everywhere, and that size alone cost a sixth of its time.
    private enum Storage: Hashable, Sendable {
        case word(Int, Int)
        indirect case big(BigInt, BigInt)
    }

    private let storage: Storage

    public var numerator: BigInt {
        switch storage {
        case .word(let numerator, _): BigInt(numerator)
        case .big(let numerator, _): numerator
        }
    }

    public var denominator: BigInt {
        switch storage {
        case .word(_, let denominator): BigInt(denominator)
        case .big(_, let denominator): denominator
        }
    }

    /// Creates `numerator / denominator`; `nil` when the denominator is zero.
    public init?(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(normalizing: numerator, denominator)
    }

    public init(_ integer: Int) {
        storage = integer == .min ? .big(BigInt(integer), 1) : .word(integer, 1)
    }

    public init(_ integer: BigInt) {
        self.init(normalizing: integer, 1)
    }

    private init(normalizing numerator: BigInt, _ denominator: BigInt) {
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let sign: BigInt = denominator.sign == .minus ? -1 : 1
        let (top, bottom) = divisor.isZero || divisor == 1
            ? (numerator * sign, denominator * sign)
            : (numerator / divisor * sign, denominator / divisor * sign)
        if let top = Int(exactly: top), let bottom = Int(exactly: bottom), top != .min {
            storage = .word(top, bottom)
        } else {
            storage = .big(top, bottom)
        }
    }

    /// `numerator / denominator` in machine words; `nil` when lowest terms do not fit.
    private static func word(_ numerator: Int, _ denominator: Int) -> Rational? {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
        let sign = denominator < 0 ? -1 : 1
        return Rational(storage: .word(numerator / Int(divisor) * sign, denominator / Int(divisor) * sign))
    }

    private init(storage: Storage) { self.storage = storage }

    private static func greatestCommonDivisor(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    /// Parses an exact decimal literal: `12`, `-0.5`, `1.25e2`, `3/4`.
    /// Returns `nil` for anything else (including `nan`, `inf` and empty text).
    public init?(exactly text: String) {
        if let slash = text.firstIndex(of: "/") {
            guard let top = Rational(exactly: String(text[..<slash])),
                  let bottom = Rational(exactly: String(text[text.index(after: slash)...])),
                  !bottom.isZero
            else { return nil }
            self = top / bottom
            return
        }
        var mantissa = Substring(text)
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let parsed = Int(mantissa[mantissa.index(after: e)...]), abs(parsed) <= 400 else { return nil }
            exponent = parsed
            mantissa = mantissa[..<e]
        }
        var negative = false
        if let first = mantissa.first, first == "-" || first == "+" {
            negative = first == "-"
            mantissa = mantissa.dropFirst()
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        let scale = exponent - fraction.count
        guard let value = Self.word(digits: whole + fraction, scale: scale) ?? Self.big(digits: whole + fraction, scale: scale) else { return nil }
        self = negative ? -value : value
    }

    /// `digits × 10^scale` in machine words, or `nil` when it needs more: most numbers read back
    /// (frames, sizes, thresholds) are short decimals, and BigInt's parsing was a cache read's cost.
    private static func word(digits: Substring, scale: Int) -> Rational? {
        guard digits.count <= 18, abs(scale) <= 18, let integer = Int(digits) else { return nil }
        let power = repeatElement(10, count: abs(scale)).reduce(1, *)
        guard scale >= 0 else { return word(integer, power) }
        let (product, overflow) = integer.multipliedReportingOverflow(by: power)
        return overflow ? nil : Rational(product)
    }

    private static func big(digits: Substring, scale: Int) -> Rational? {
        guard let integer = BigInt(String(digits)) else { return nil }
        let power = BigInt(10).power(abs(scale))
        return scale >= 0 ? Rational(integer * power) : Rational(normalizing: integer, power)
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var isZero: Bool {
        switch storage {
        case .word(let numerator, _): numerator == 0
        case .big(let numerator, _): numerator.isZero
        }
    }

    public var isInteger: Bool {
        switch storage {
        case .word(_, let denominator): denominator == 1
        case .big(_, let denominator): denominator == 1
        }
    }

    public var isNegative: Bool {
        switch storage {
        case .word(let numerator, _): numerator < 0
        case .big(let numerator, _): numerator.sign == .minus && !numerator.isZero
        }
    }

    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// The largest integer not greater than this value.
    public var floor: BigInt {
        if case .word(let numerator, let denominator) = storage {
            let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
            return BigInt(remainder < 0 ? quotient - 1 : quotient)
        }
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder.sign == .minus && !remainder.isZero ? quotient - 1 : quotient
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Rational: Comparable {
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if case .word(let a, let b) = lhs.storage, case .word(let c, let d) = rhs.storage {
            // a/b < c/d ⟺ a·d < c·b (positive denominators), in double width: never overflows.
            let left = a.multipliedFullWidth(by: d)
            let right = c.multipliedFullWidth(by: b)
            return (left.high, left.low) < (right.high, right.low)
        }
        return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: AdditiveArithmetic {
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
        if case .word(let a, let b) = lhs.storage, case .word(let c, let d) = rhs.storage {
            if b == d {
                let (sum, overflow) = a.addingReportingOverflow(c)
                if !overflow, let result = word(sum, b) { return result }
            } else {
                let (ad, o1) = a.multipliedReportingOverflow(by: d)
                let (cb, o2) = c.multipliedReportingOverflow(by: b)
                let (bd, o3) = b.multipliedReportingOverflow(by: d)
                let (sum, o4) = ad.addingReportingOverflow(cb)
                if !(o1 || o2 || o3 || o4), let result = word(sum, bd) { return result }
            }
        }
        if lhs.denominator == rhs.denominator {
            return Rational(normalizing: lhs.numerator + rhs.numerator, lhs.denominator)
        }
        return Rational(
            normalizing: lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
            lhs.denominator * rhs.denominator)
    }

    public static func - (lhs: Rational, rhs: Rational) -> Rational { lhs + -rhs }
}

extension Rational {
    public static prefix func - (value: Rational) -> Rational {
        if case .word(let numerator, let denominator) = value.storage {
            return Rational(storage: .word(-numerator, denominator))
        }
        return Rational(normalizing: -value.numerator, value.denominator)
    }

    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        if case .word(let a, let b) = lhs.storage, case .word(let c, let d) = rhs.storage {
            let (ac, o1) = a.multipliedReportingOverflow(by: c)
            let (bd, o2) = b.multipliedReportingOverflow(by: d)
            if !(o1 || o2), let result = word(ac, bd) { return result }
        }
        return Rational(normalizing: lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
    }

    /// Division; `nil` when dividing by zero.
    public func divided(by divisor: Rational) -> Rational? {
        guard !divisor.isZero else { return nil }
        return self / divisor
    }

    /// Division by a divisor the caller knows is not zero (a constant of the program, never input).
    public static func / (lhs: Rational, rhs: Rational) -> Rational {
        precondition(!rhs.isZero, "division of \(lhs) by zero")
        if case .word(let a, let b) = lhs.storage, case .word(let c, let d) = rhs.storage {
            let (ad, o1) = a.multipliedReportingOverflow(by: d)
            let (bc, o2) = b.multipliedReportingOverflow(by: c)
            if !(o1 || o2), let result = word(ad, bc) { return result }
        }
        return Rational(normalizing: lhs.numerator * rhs.denominator, lhs.denominator * rhs.numerator)
    }

    public static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }
    public static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }
    public static func *= (lhs: inout Rational, rhs: Rational) { lhs = lhs * rhs }

    public var magnitude: Rational { isNegative ? -self : self }
}

extension Rational: CustomStringConvertible {
    /// `3`, `-1/2`: the exact form, as Z3 and SMT-LIB write it.
    public var description: String {
        switch storage {
        case .word(let numerator, 1): String(numerator)
        case .word(let numerator, let denominator): "\(numerator)/\(denominator)"
        case .big(let numerator, let denominator): denominator == 1 ? numerator.description : "\(numerator)/\(denominator)"
        }
    }

    /// The terms when they fit a machine word; `nil` when they are `BigInt`s.
    var wordTerms: (numerator: Int, denominator: Int)? {
        if case .word(let numerator, let denominator) = storage { return (numerator, denominator) }
        return nil
    }
}

extension Rational: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Rational(exactly: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an exact number: \(text)")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

public func min(_ a: Rational, _ b: Rational) -> Rational { a < b ? a : b }
public func max(_ a: Rational, _ b: Rational) -> Rational { a < b ? b : a }
