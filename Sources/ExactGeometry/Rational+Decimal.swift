import BigInt

extension Rational {
    /// A decimal rendering for people and reports: exact when it terminates within
    /// `maximumFractionDigits`, otherwise rounded half away from zero. Stable across platforms
    /// because it never goes through `Double`.
    public func decimalString(maximumFractionDigits: Int = 2) -> String {
        // Reports write thousands of frames: most fit a machine word, which needs no `BigInt`.
        if let (numerator, denominator) = wordTerms, let scale = Self.powerOfTen(maximumFractionDigits),
           case let (product, overflow) = numerator.magnitude.multipliedReportingOverflow(by: UInt(scale)), !overflow,
           case let (twice, carry) = product.multipliedReportingOverflow(by: 2), !carry,
           case let (half, over) = twice.addingReportingOverflow(UInt(denominator)), !over {
            let scaled = half / (2 * UInt(denominator))
            return Self.decimalText(negative: numerator < 0 && scaled != 0, whole: String(scaled / UInt(scale)),
                                    fraction: String(scaled % UInt(scale)), digits: maximumFractionDigits)
        }
        let scale = BigInt(10).power(maximumFractionDigits)
        let scaled = scaledMagnitude(rounding: scale)
        return Self.decimalText(negative: isNegative && !scaled.isZero, whole: String(scaled / scale),
                                fraction: String(scaled % scale), digits: maximumFractionDigits)
    }

    /// `whole.fraction`, the fraction padded to `digits` and without trailing zeros.
    private static func decimalText(negative: Bool, whole: String, fraction: String, digits: Int) -> String {
        var fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = negative ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// 10^`exponent` when it fits a machine word.
    private static func powerOfTen(_ exponent: Int) -> Int? {
        guard (0...18).contains(exponent) else { return nil }
        return (0..<exponent).reduce(1) { power, _ in power * 10 }
    }

    /// The number `decimalString` writes with `fractionDigits` decimals, computed without the text.
    public func rounded(fractionDigits: Int) -> Rational {
        // Most numbers a layout has (whole points, halves, quarters) already have so few decimals.
        if let denominator = wordTerms?.denominator, let scale = Self.powerOfTen(fractionDigits), scale % denominator == 0 {
            return self
        }
        let scale = BigInt(10).power(fractionDigits)
        let value = Rational(scaledMagnitude(rounding: scale)) / Rational(scale)
        return isNegative ? -value : value
    }

    /// |self| × `scale`, rounded half up to an integer.
    private func scaledMagnitude(rounding scale: BigInt) -> BigInt {
        (magnitude * Rational(scale) + Rational(numerator: 1, denominator: 2)!).floor
    }
}
