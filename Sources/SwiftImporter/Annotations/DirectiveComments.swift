import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// `// kbcov: <view> <setting>…` comments: what the source cannot tell about a view.
///
///     // kbcov: toolbar intrinsicSize 320x44 keepVisible
///     // kbcov: button intrinsicHeight 44
///
/// Settings: `intrinsicSize <width>x<height>`, `intrinsicWidth <points>`,
/// `intrinsicHeight <points>`, `keepVisible`. A comment kbcov cannot read is an error.
enum DirectiveComments {
    static let marker = "kbcov:"
    static let settings = ["intrinsicSize", "intrinsicWidth", "intrinsicHeight", "keepVisible"]

    static func annotations(in file: SourceFile, diagnostics: ImportDiagnostics) -> [ViewAnnotation] {
        var annotations: [ViewAnnotation] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var position = start
                for piece in trivia {
                    defer { position += piece.sourceLength }
                    guard case .lineComment(let comment) = piece, let body = directiveBody(comment) else { continue }
                    let words = Word.split(String(comment[body...]), startingAt: comment.utf8.distance(from: comment.startIndex, to: body))
                    if let read = Reader(words: words, file: file, commentStart: position, diagnostics: diagnostics).annotation() {
                        annotations.append(read)
                    }
                }
            }
        }
        return annotations
    }

    /// Where the directive's words start, after `//` and `kbcov:`.
    private static func directiveBody(_ comment: String) -> String.Index? {
        let afterSlashes = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard afterSlashes.hasPrefix(marker) else { return nil }
        return afterSlashes.index(afterSlashes.startIndex, offsetBy: marker.count)
    }

    /// A word of a directive and its byte offset in the comment.
    struct Word {
        let text: String
        let offset: Int

        static func split(_ text: String, startingAt start: Int) -> [Word] {
            var words: [Word] = []
            var current = "", currentStart = 0, offset = start
            for character in text {
                if character.isWhitespace {
                    if !current.isEmpty { words.append(Word(text: current, offset: currentStart)) }
                    current = ""
                } else {
                    if current.isEmpty { currentStart = offset }
                    current.append(character)
                }
                offset += character.utf8.count
            }
            if !current.isEmpty { words.append(Word(text: current, offset: currentStart)) }
            return words
        }
    }

    private struct Reader {
        let words: [Word]
        let file: SourceFile
        let commentStart: AbsolutePosition
        let diagnostics: ImportDiagnostics

        func location(of word: Word) -> SpecLocation {
            file.location(at: commentStart.advanced(by: word.offset))
        }

        func error(_ code: Diagnostic.Code, _ word: Word, _ message: String) {
            diagnostics.report(.error(code, at: location(of: word), message))
        }

        func annotation() -> ViewAnnotation? {
            guard let nameWord = words.first else {
                diagnostics.report(.error(.missingKey, at: file.location(at: commentStart),
                                          "a kbcov comment without a view: expected '// kbcov: <view> \(DirectiveComments.settings.joined(separator: " | "))…'"))
                return nil
            }
            var annotation = ViewAnnotation(name: nameWord.text, location: location(of: nameWord))
            var index = 1
            if words.count == 1 {
                error(.missingKey, nameWord, "a kbcov comment without settings for '\(nameWord.text)': expected \(DirectiveComments.settings.joined(separator: ", "))")
            }
            while index < words.count {
                let word = words[index]
                index += 1
                switch word.text {
                case "keepVisible":
                    annotation.keepVisible = true
                case "intrinsicSize", "intrinsicWidth", "intrinsicHeight":
                    guard index < words.count else {
                        error(.missingKey, word, "'\(word.text)' needs a value, as in 'intrinsicSize 320x44' or 'intrinsicHeight 44'")
                        return nil
                    }
                    let value = words[index]
                    index += 1
                    guard read(word.text, value, into: &annotation) else { return nil }
                default:
                    let suggestion = ClosestName.suggestion(for: word.text, among: DirectiveComments.settings)
                    error(.unknownKey, word, "unknown kbcov setting '\(word.text)'\(suggestion); expected \(DirectiveComments.settings.joined(separator: ", "))")
                    return nil
                }
            }
            return annotation
        }

        private func read(_ setting: String, _ value: Word, into annotation: inout ViewAnnotation) -> Bool {
            if setting == "intrinsicSize" {
                let parts = value.text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = size(String(parts[0]), value), let height = size(String(parts[1]), value) else {
                    if parts.count != 2 { error(.invalidValue, value, "expected a size as <width>x<height>, such as 320x44; found '\(value.text)'") }
                    return false
                }
                annotation.intrinsicWidth = width
                annotation.intrinsicHeight = height
                return true
            }
            guard let points = size(value.text, value) else { return false }
            if setting == "intrinsicWidth" { annotation.intrinsicWidth = points } else { annotation.intrinsicHeight = points }
            return true
        }

        private func size(_ text: String, _ word: Word) -> Rational? {
            guard let value = Rational(exactly: text), !value.isNegative, value <= Rational(100_000) else {
                error(.invalidNumber, word, "expected a size in points, 0 or more; found '\(text)' in '\(word.text)'")
                return nil
            }
            return value
        }
    }
}
