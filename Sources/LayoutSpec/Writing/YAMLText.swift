import ExactGeometry

/// How the writer spells scalars so that the loader reads back exactly the same value.
public enum YAMLText {
    private static let plainWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~"]

    /// Plain when that is unambiguous (a simple name), double-quoted otherwise.
    public static func string(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isSimple = scalars.first.map(isLetter) == true
            && scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
            && !plainWords.contains(text.lowercased())
        return isSimple ? text : quoted(text)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.escaped { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            default: nil
            }
        } + "\""
    }

    /// An exact number: a decimal when it terminates, otherwise `p/q`, which the loader reads exactly.
    static func number(_ value: Rational) -> String {
        guard let digits = terminatingFractionDigits(value) else { return value.description }
        return value.decimalString(maximumFractionDigits: digits)
    }

    /// A number inside a rule, where a fraction is written as a division: `1 / 3`.
    static func ruleNumber(_ value: Rational) -> String {
        guard terminatingFractionDigits(value) != nil else { return "\(value.numerator) / \(value.denominator)" }
        return number(value)
    }

    /// How many decimals the value needs, or `nil` when its decimal expansion does not terminate.
    private static func terminatingFractionDigits(_ value: Rational) -> Int? {
        var denominator = value.denominator
        var twos = 0, fives = 0
        while denominator % 2 == 0 { denominator /= 2; twos += 1 }
        while denominator % 5 == 0 { denominator /= 5; fives += 1 }
        return denominator == 1 ? max(twos, fives) : nil
    }
}
