import ExactGeometry
import Foundation

/// The point size of an image set: each file's size (pixels, or a vector's units) divided by
/// its scale (`"scale": "2x"`; a vector without a scale is 1x), as `UIImage.size` is. Files for
/// another appearance (dark mode) are the same size and left out; `universal` files are
/// preferred, then `iphone`'s. Where the scales disagree the largest scale's file wins (today's
/// iPhones load 3x).
enum ImageSetReader {
    static func size(ofImageSetAt folder: String) -> ImageLookup {
        let setName = URL(fileURLWithPath: folder).lastPathComponent
        guard let contents = ContentsJSON.read(folder), let images = contents["images"] as? [[String: Any]] else {
            return .unknown(reason: "'\(setName)' has no Contents.json listing its images")
        }
        let files = images.filter { $0["filename"] is String && $0["appearances"] == nil }
        let idiom = ["universal", "iphone"].first { wanted in files.contains { $0["idiom"] as? String == wanted } }
        let chosen = files.filter { idiom == nil || $0["idiom"] as? String == idiom }
            .sorted { scale(of: $0) > scale(of: $1) }
        guard let best = chosen.first, let filename = best["filename"] as? String else {
            return .unknown(reason: "'\(setName)' lists no image file")
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(filename).path
        switch ImageFileSize.size(ofFileAt: path) {
        case .failure(let reason):
            return .unknown(reason: "'\(setName)/\(filename)': \(reason)")
        case .success(let units):
            let factor = Rational(scale(of: best))
            return .size(ImageSize(width: units.width / factor, height: units.height / factor))
        }
    }

    /// `"1x"`, `"2x"`, `"3x"`; none (a single-scale vector) is 1.
    private static func scale(of image: [String: Any]) -> Int {
        (image["scale"] as? String).flatMap { Int($0.dropLast()) }.map { max(1, $0) } ?? 1
    }
}
