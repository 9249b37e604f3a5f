import Foundation

/// What a `Decodable` read found wrong, and where in the document, in a user's words.
public enum DecodingErrorText {
    public static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context): "missing '\(key.stringValue)' at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription.lowercased().trimmingCharacters(in: .punctuationCharacters)) at \(path(context))"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            "\(context.debugDescription.hasSuffix(".") ? String(context.debugDescription.dropLast()) : context.debugDescription) at \(path(context))"
        case DecodingError.dataCorrupted(let context):
            "not JSON: \(context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription)"
        default: "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        return components.isEmpty ? "the top level" : components.joined()
    }
}
