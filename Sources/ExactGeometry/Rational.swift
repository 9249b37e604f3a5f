import BigInt

/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Layout constants such as `0.1 * H` or a multiplier of `1/3` must reach the solver exactly:
/// a binary `Double` cannot represent them.
public struct Rational: Hashable, Sendable {
    public let numerator: BigInt
    public let denominator: BigInt

    /// Creates `numerator / denominator`; `nil` when the denominator is zero.
    public init?(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(normalizing: numerator, denominator)
    }

    public init(_ integer: Int) {
        numerator = BigInt(integer)
        denominator = 1
    }

    public init(_ integer: BigInt) {
        numerator = integer
        denominator = 1
    }

    private init(normalizing numerator: BigInt, _ denominator: BigInt) {
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let sign: BigInt = denominator.sign == .minus ? -1 : 1
        if divisor.isZero || divisor == 1 {
            self.numerator = numerator * sign
            self.denominator = denominator * sign
        } else {
            self.numerator = numerator / divisor * sign
            self.denominator = denominator / divisor * sign
        }
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
        guard !(whole.isEmpty && fraction.isEmpty),
              whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
              let digits = BigInt(String(whole + fraction).isEmpty ? "0" : String(whole + fraction))
        else { return nil }
        let scale = exponent - fraction.count
        let power = BigInt(10).power(abs(scale))
        let value = scale >= 0 ? Rational(digits * power) : Rational(normalizing: digits, power)
        self = negative ? -value : value
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var isZero: Bool { numerator.isZero }
    public var isInteger: Bool { denominator == 1 }
    public var isNegative: Bool { numerator.sign == .minus && !numerator.isZero }

    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// The largest integer not greater than this value.
    public var floor: BigInt {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder.sign == .minus && !remainder.isZero ? quotient - 1 : quotient
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Rational: Comparable {
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: AdditiveArithmetic {
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
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
        Rational(normalizing: -value.numerator, value.denominator)
    }

    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        Rational(normalizing: lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
    }

    /// Division; `nil` when dividing by zero.
    public func divided(by divisor: Rational) -> Rational? {
        guard !divisor.isZero else { return nil }
        return Rational(normalizing: numerator * divisor.denominator, denominator * divisor.numerator)
    }

    /// Division by a divisor the caller knows is not zero (a constant of the program, never input).
    public static func / (lhs: Rational, rhs: Rational) -> Rational {
        precondition(!rhs.isZero, "division of \(lhs) by zero")
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
        isInteger ? numerator.description : "\(numerator)/\(denominator)"
    }

    /// A decimal rendering for people and reports: exact when it terminates within
    /// `maximumFractionDigits`, otherwise rounded half away from zero. Stable across platforms
    /// because it never goes through `Double`.
    public func decimalString(maximumFractionDigits: Int = 2) -> String {
        let scale = BigInt(10).power(maximumFractionDigits)
        let scaled = (magnitude * Rational(scale) + Rational(numerator: 1, denominator: 2)!).floor
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: max(0, maximumFractionDigits - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = isNegative && !scaled.isZero ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
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
