import ExactGeometry
import Foundation

/// The size of a vector image in points: Xcode renders a PDF's page box and an SVG's size at
/// one unit per point.
enum VectorSize {
    /// The first `/CropBox` (else `/MediaBox`) of the file: `[x0 y0 x1 y1]`. A box inside a
    /// compressed object stream cannot be read this way (then `nil`).
    static func pdf(_ text: String) -> ImageSize? {
        guard text.hasPrefix("%PDF") else { return nil }
        for key in ["/CropBox", "/MediaBox"] {
            guard let range = text.range(of: key) else { continue }
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { continue }
            let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace).compactMap { Rational(exactly: String($0)) }
            guard numbers.count == 4 else { continue }
            return ImageSize(width: (numbers[2] - numbers[0]).magnitude, height: (numbers[3] - numbers[1]).magnitude)
        }
        return nil
    }

    /// The root element's `width` and `height` (unitless, `px` or `pt`), else its `viewBox`'s.
    static func svg(_ text: String) -> ImageSize? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        if let width = length(attribute("width", in: tag)), let height = length(attribute("height", in: tag)) {
            return ImageSize(width: width, height: height)
        }
        let box = attribute("viewBox", in: tag)?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Rational(exactly: String($0)) }
        guard let box, box.count == 4 else { return nil }
        return ImageSize(width: box[2], height: box[3])
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)"),
                  let close = tag[range.upperBound...].range(of: quote) else { continue }
            return String(tag[range.upperBound..<close.lowerBound])
        }
        return nil
    }

    private static func length(_ text: String?) -> Rational? {
        guard var text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        for unit in ["px", "pt"] where text.hasSuffix(unit) { text.removeLast(unit.count) }
        return Rational(exactly: text)
    }
}
