import ExactGeometry

/// Where a number in a spec stops being plausible: such values are typing mistakes, and they would
/// only make the solver's arithmetic slow.
public enum NumberLimits {
    /// No screen is anywhere near 100 000 points.
    public static let largestLength = Rational(100_000)
    /// UIKit multipliers are ratios; above 1000 one is a mistake.
    public static let largestMultiplier = Rational(1000)

    /// YAML's and common spellings of infinity and not-a-number.
    public static func isNonFiniteWord(_ text: String) -> Bool {
        var word = text.lowercased()
        if word.hasPrefix("+") || word.hasPrefix("-") { word.removeFirst() }
        if word.hasPrefix(".") { word.removeFirst() }
        return ["inf", "infinity", "nan"].contains(word)
    }
}
