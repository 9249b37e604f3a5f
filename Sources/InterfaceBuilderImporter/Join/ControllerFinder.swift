import Foundation

/// Finds the Swift file that declares a screen's view controller class: among the analysed Swift
/// files first, else in the document's own folder and, for a localized document
/// (`Base.lproj/Main.storyboard`), the folder above it, where Xcode's templates put them.
final class ControllerFinder {
    let candidates: [String]
    private let documentPath: String?
    private var texts: [String: String] = [:]

    init(candidates: [String], documentPath: String?) {
        self.candidates = candidates
        self.documentPath = documentPath
    }

    func file(declaring className: String) -> String? {
        candidates.first { declares(className, $0) } ?? nearbyFiles().first { declares(className, $0) }
    }

    private func nearbyFiles() -> [String] {
        guard let documentPath else { return [] }
        var folder = URL(fileURLWithPath: documentPath).deletingLastPathComponent()
        var folders = [folder]
        if folder.pathExtension == "lproj" {
            folder.deleteLastPathComponent()
            folders.append(folder)
        }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .sorted()
                .map { folder.path == "." ? $0 : folder.appendingPathComponent($0).relativePath }
        }
    }

    private func declares(_ className: String, _ path: String) -> Bool {
        let text = texts[path] ?? FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        texts[path] = text
        return text.range(of: "class\\s+\(NSRegularExpression.escapedPattern(for: className))\\b", options: .regularExpression) != nil
    }
}
