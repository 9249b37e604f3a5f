import ExactGeometry
import Foundation

/// Why an image file's size cannot be read.
struct UnreadableImage: Error, CustomStringConvertible {
    let description: String
}

/// The size of an image file in its own units: pixels of a PNG (its `IHDR` chunk), JPEG (its
/// start-of-frame segment) or HEIC (its largest `ispe` property, the primary image or grid
/// rather than a thumbnail or tile); points of a PDF's first page (its `/CropBox`, else its
/// `/MediaBox`) or of an SVG (`width`/`height`, else its `viewBox`). Only the header is needed,
/// so nothing is decoded.
enum ImageFileSize {
    static func size(ofFileAt path: String) -> Result<ImageSize, UnreadableImage> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UnreadableImage(description: "the file cannot be read"))
        }
        let bytes = [UInt8](data.prefix(4 << 20))
        let found: ImageSize?
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": found = png(bytes)
        case "jpg", "jpeg": found = jpeg(bytes)
        case "heic", "heif": found = heic(bytes)
        case "pdf": found = VectorSize.pdf(String(decoding: bytes, as: UTF8.self))
        case "svg": found = VectorSize.svg(String(decoding: bytes, as: UTF8.self))
        default:
            return .failure(UnreadableImage(description: "kbcov reads the size of PNG, JPEG, HEIC, PDF and SVG files, not this one"))
        }
        guard let found, found.width > .zero, found.height > .zero else {
            return .failure(UnreadableImage(description: "its header holds no size kbcov can read"))
        }
        return .success(found)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func size(_ width: Int?, _ height: Int?) -> ImageSize? {
        guard let width, let height else { return nil }
        return ImageSize(width: Rational(width), height: Rational(height))
    }

    static func png(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return size(bigEndian(bytes, 16, count: 4), bigEndian(bytes, 20, count: 4))
    }

    /// Walks the segments to the first start-of-frame marker (C0–CF but C4, C8 and CC).
    static func jpeg(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            guard let length = bigEndian(bytes, offset + 2, count: 2) else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return size(bigEndian(bytes, offset + 7, count: 2), bigEndian(bytes, offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    /// `ispe` boxes: 4 bytes of version and flags, then width and height.
    static func heic(_ bytes: [UInt8]) -> ImageSize? {
        let tag = Array("ispe".utf8)
        var best: (width: Int, height: Int)?
        var offset = 4
        while offset + 16 <= bytes.count {
            if Array(bytes[offset..<offset + 4]) == tag,
               let width = bigEndian(bytes, offset + 8, count: 4), let height = bigEndian(bytes, offset + 12, count: 4),
               width * height > (best.map { $0.width * $0.height } ?? 0) {
                best = (width, height)
            }
            offset += 1
        }
        return best.flatMap { size($0.width, $0.height) }
    }
}
