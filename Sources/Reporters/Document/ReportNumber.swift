import ExactGeometry
import Foundation

/// A number as the JSON report holds it: an exact decimal of at most four fraction digits.
/// Values are rounded once, when the report is built from a run, so a report read back from its
/// JSON holds exactly the numbers it was written with, and renders to the same bytes.
struct ReportNumber: Codable, Hashable, Sendable {
    static let fractionDigits = 4

    var value: Rational

    init(_ value: Rational) { self.value = value }

    /// The text the report writes; the number's only rounding.
    var text: String { value.decimalString(maximumFractionDigits: Self.fractionDigits) }

    /// `value` as the report keeps it.
    static func rounded(_ value: Rational) -> Rational {
        value.rounded(fractionDigits: fractionDigits)
    }

    /// Read through `Decimal`, which `JSONDecoder` fills from the number's digits, never through
    /// a binary floating-point value.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let decimal = try container.decode(Decimal.self)
        guard let value = Rational(exactly: "\(decimal)") else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an exact decimal number")
        }
        self.value = value
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Decimal(string: text) ?? 0)
    }
}

extension Rect {
    /// Every component as the report keeps it.
    var reportRounded: Rect {
        Rect(x: ReportNumber.rounded(x), y: ReportNumber.rounded(y), width: ReportNumber.rounded(width), height: ReportNumber.rounded(height))
    }
}
