import Foundation
import LayoutSpec
import Testing

/// Brackets nested deeper than layout code nests them are refused before swift-syntax's parser,
/// which takes exponential time on them, ever sees the file.
@Suite struct BracketDepthTests {
    /// Fuzz/Regressions/swift/unclosed-brackets.swift: a fuzzer's run of unclosed brackets that
    /// the parser took over a minute to give up on.
    @Test func theFuzzersRunOfUnclosedBracketsIsAnErrorAtTheBracketPastTheLimit() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions/swift/unclosed-brackets.swift").standardized.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let errors = try importErrors(text)
        #expect(errors.map(\.code) == [.inputTooLarge])
        // Line 35, `let inMiddl` then the brackets from column 20: the 17th opens at column 36.
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["35:36"])
    }

    /// Real code nests a handful; brackets in comments and strings do not count.
    @Test func layoutCodeAndBracketsInCommentsAndStringsAreRead() throws {
        let brackets = String(repeating: "[", count: 40)
        let spec = try importSwift(viewController("""
                // \(brackets)
                /* \(brackets) */
                let label = "\(brackets)"
                let rows = [[[["a"]]]]
                toolbar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(toolbar)
                NSLayoutConstraint.activate([toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        """))
        #expect(spec.rules == ["toolbar.bottom == view.bottom"])
    }

    /// Fuzz/Regressions/swift/unterminated-string-then-brackets.swift: a string left open on line
    /// 61 ends there for the parser, so the brackets of line 133 count; read up to the next quote,
    /// they hid, and the parser took 11 s on them.
    @Test func anUnterminatedStringEndsAtItsLine() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions/swift/unterminated-string-then-brackets.swift").standardized.path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let errors = try importErrors(String(decoding: data, as: UTF8.self))
        #expect(errors.map(\.code) == [.inputTooLarge])
        let brackets = String(repeating: "[", count: 40)
        let errorsAfterOpenString = try importErrors(viewController("""
                let name = "unterminated
                let rows = \(brackets)
        """))
        #expect(errorsAfterOpenString.map { "\($0.code) \($0.location.line):\($0.location.column)" } == ["inputTooLarge 10:36"])
    }
}
