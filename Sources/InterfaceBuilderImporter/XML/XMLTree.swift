import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSpec

/// An element of an Interface Builder document, with where its start tag is.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    /// The comment right before the element (Xcode writes `<!--Compose-->` before each scene).
    let precedingComment: String?
    private(set) var children: [XMLNode] = []

    init(name: String, attributes: [String: String], location: SourceLocation, precedingComment: String?) {
        self.name = name
        self.attributes = attributes
        self.location = location
        self.precedingComment = precedingComment
    }

    func append(_ child: XMLNode) { children.append(child) }

    subscript(attribute: String) -> String? { attributes[attribute] }

    func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    func child(named name: String) -> XMLNode? { children.first { $0.name == name } }

    /// The child element with `key="…"` (`<rect key="frame">`, `<view key="view">`).
    func child(key: String) -> XMLNode? { children.first { $0["key"] == key } }

    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
}

/// Reads a document into `XMLNode`s with Foundation's `XMLParser`. Malformed XML is an error at
/// the parser's `file:line:column`.
enum XMLTree {
    static func parse(_ data: Data, path: String) -> Result<XMLNode, DiagnosticsError> {
        guard data.count <= InputLimits.largestInterfaceBuilderBytes else {
            return .failure(DiagnosticsError([.error(.inputTooLarge, at: SourceLocation(file: path, line: 1, column: 1),
                "the document is \(data.count) bytes: expected a storyboard or XIB of at most \(InputLimits.largestInterfaceBuilderBytes) bytes")]))
        }
        // Foundation's XMLParser traps on a name that is not UTF-8 (found by fuzzing), so such a
        // document is refused before it is parsed; Xcode writes UTF-8 only.
        if let location = firstInvalidUTF8(in: data, path: path) {
            return .failure(DiagnosticsError([.error(.xmlSyntax, at: location,
                "malformed XML (bytes that are not UTF-8 text): expected an Interface Builder document as Xcode writes it, in UTF-8")]))
        }
        // Foundation's XMLParser crashes on a processing instruction without data (`<?name?>`,
        // found by fuzzing); Xcode writes none but the XML declaration.
        if let location = firstEmptyProcessingInstruction(in: data, path: path) {
            return .failure(DiagnosticsError([.error(.xmlSyntax, at: location,
                "malformed XML (a processing instruction without data): expected an Interface Builder document as Xcode writes it")]))
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let builder = TreeBuilder(path: path, lines: lines)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { return .failure(DiagnosticsError([error])) }
        guard parsed, let root = builder.root else {
            let location = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            let reason = parser.parserError.map(XMLTree.describe) ?? "no root element"
            return .failure(DiagnosticsError([.error(.xmlSyntax, at: location,
                "malformed XML (\(reason)): expected an Interface Builder document as Xcode writes it")]))
        }
        return .success(root)
    }
}

extension XMLTree {
    /// Where the first byte that does not decode as UTF-8 is, if any.
    static func firstInvalidUTF8(in data: Data, path: String) -> SourceLocation? {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return SourceLocation(file: path, line: line, column: column)
            }
        }
    }

    /// Where the first `<?name?>` (a name, perhaps spaces, and no data) is, if any.
    static func firstEmptyProcessingInstruction(in data: Data, path: String) -> SourceLocation? {
        let text = String(decoding: data, as: UTF8.self)
        guard let match = text.firstMatch(of: #/<\?[^\s?>]*\s*\?>/#) else { return nil }
        let before = text[..<match.range.lowerBound]
        let line = before.count(where: { $0 == "\n" }) + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return SourceLocation(file: path, line: line, column: column)
    }

    /// libxml2's codes, which XMLParser passes on as they are on Linux.
    static let libxml2Errors: [Int: String] = [
        4: "an empty document", 5: "the document ends inside an element", 41: "a malformed attribute",
        68: "a malformed name", 73: "'>' expected", 76: "an end tag that does not match the element it closes",
        77: "an element that is never closed", 201: "an undeclared namespace prefix",
    ]

    /// Words for the parser's errors, whose own descriptions are only numbers on Linux.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch XMLParser.ErrorCode(rawValue: code) {
        case .tagNameMismatchError?: return "an end tag that does not match the element it closes"
        case .prematureDocumentEndError?: return "the document ends inside an element"
        case .emptyDocumentError?: return "an empty document"
        case .attributeNotStartedError?, .attributeNotFinishedError?, .attributeRedefinedError?:
            return "a malformed attribute"
        case .ltRequiredError?, .gtRequiredError?, .lessThanSymbolInAttributeError?: return "a tag not closed by '>' or a stray '<'"
        case .entityRefAtEOFError?, .entityReferenceWithoutNameError?, .entityReferenceMissingSemiError?, .undeclaredEntityError?:
            return "a malformed entity reference (write & as &amp;)"
        default: return libxml2Errors[code] ?? "XMLParser error \(code)"
        }
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    let path: String
    let lines: [String]
    var root: XMLNode?
    var stack: [XMLNode] = []
    var pendingComment: String?
    var error: Diagnostic?
    private var elementCount = 0

    init(path: String, lines: [String]) {
        self.path = path
        self.lines = lines
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard error == nil else { return }
        elementCount += 1
        guard elementCount <= InputLimits.mostInterfaceBuilderElements else {
            error = .error(.inputTooLarge, at: startLocation(of: elementName, parser),
                           "more than \(InputLimits.mostInterfaceBuilderElements) elements: expected a storyboard or XIB of at most that many")
            parser.abortParsing()
            return
        }
        let node = XMLNode(name: elementName, attributes: attributes, location: startLocation(of: elementName, parser),
                           precedingComment: pendingComment)
        pendingComment = nil
        if let parent = stack.last { parent.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        pendingComment = nil
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard error == nil else { return }
        let location = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        error = .error(.xmlSyntax, at: location,
                       "malformed XML (\(XMLTree.describe(parseError))): expected an Interface Builder document as Xcode writes it")
    }

    /// The parser reports where the start tag ends; the tag's `<` on that line is where it starts.
    private func startLocation(of name: String, _ parser: XMLParser) -> SourceLocation {
        let line = max(parser.lineNumber, 1)
        guard line <= lines.count else { return SourceLocation(file: path, line: line, column: 1) }
        let text = Array(lines[line - 1].utf8)
        let tag = Array("<\(name)".utf8)
        let end = min(max(parser.columnNumber, 1) - 1, text.count)
        var start = end - tag.count
        while start >= 0 {
            if Array(text[start..<(start + tag.count)]) == tag { return SourceLocation(file: path, line: line, column: start + 1) }
            start -= 1
        }
        return SourceLocation(file: path, line: line, column: 1)
    }
}
