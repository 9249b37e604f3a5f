import ExactGeometry
import LayoutSpec

/// A JSON document with keys in the order they are written, serialized byte-stably.
public indirect enum JSONValue: Hashable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// Up to four decimals: exact for every figure the catalog and ordinary specs produce.
    public static func number(_ value: Rational) -> JSONValue { .number(value.decimalString(maximumFractionDigits: 4)) }

    public static func rect(_ rect: Rect) -> JSONValue { .array(rect.components.map(number)) }

    public static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Two-space indentation, a newline at the end of the document.
    public func serialized() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    /// Straight into `output`: a report writes tens of thousands of values, and a string made per
    /// value (its padding, a scalar array's elements) cost more than the writing.
    private func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let padding = String(repeating: "  ", count: indent + 1)
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += padding
                output += JSONValue.quoted(member.0)
                output += ": "
                member.1.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    element.write(to: &output, indent: indent)
                }
                output += "]"
                return
            }
            let padding = String(repeating: "  ", count: indent + 1)
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .string(let text): output += JSONValue.quoted(text)
        case .number(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.escaped { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case _ where scalar.value < 0x20:
                "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: nil
            }
        } + "\""
    }
}
