import Foundation

/// Which files of a project's context can matter to the named ones, told from their text before
/// anything is parsed: a file uses another when it names something the other declares (a type of
/// the project or an extension of one, a global function or constant, a member of an extension of
/// a type the project does not declare, such as `UIView.pinEdges`) and the other may hold layout
/// (it names UIKit or geometry types). The screens of an import are those of the named files and
/// of the files in the folder that holds them all that use them (`Screen.swift` beside a named
/// `Screen+Layout.swift`, a screen of a named folder placing a view it holds), and, for a named file
/// of helpers alone, every file that uses it; the files read are
/// those and everything they use. A whole project is then read at the cost of the part that matters.
struct ContextSelection {
    /// Indices of the sources to parse.
    let kept: Set<Int>
    /// Indices of the sources whose view controllers are screens of this import.
    let screenSources: Set<Int>

    /// Text of files that may hold layout or its constants (or a keyboard handler's content inset);
    /// a model or networking file names none.
    static let layoutMarkers = ["Anchor", "NSLayout", "addSubview", "UIView", "ViewController", "LayoutGuide", "UIEdgeInsets", "CGFloat", ".snp.", "contentInset"]

    /// `screenFolders`: folders named on the command line, whose files' screens are this import's
    /// wherever they use a named file.
    init(paths: [String], texts: [String], isNamed: [Bool], screenFolders: [String] = []) {
        let scans = texts.map(NameScan.init)
        let ownTypes = Set(scans.flatMap(\.types))
        let mayLayout = texts.map { text in Self.layoutMarkers.contains(where: text.contains) }
        // Who declares each name, so that each file's uses are looked up once.
        var declarers: [String: [Int]] = [:]
        for (index, scan) in scans.enumerated() {
            let members = scan.extensionMembers.filter { !ownTypes.contains($0.type) }.map(\.name)
            let names = Set(scan.types + scan.extended.filter(ownTypes.contains) + scan.globals + members)
            for name in names { declarers[name, default: []].append(index) }
        }
        var uses = Array(repeating: Set<Int>(), count: texts.count)
        var usedBy = Array(repeating: Set<Int>(), count: texts.count)
        for (index, scan) in scans.enumerated() {
            for name in scan.identifiers {
                for other in declarers[name] ?? [] where other != index && mayLayout[other] {
                    uses[index].insert(other)
                    usedBy[other].insert(index)
                }
            }
        }
        let named = Set(texts.indices.filter { isNamed[$0] })
        let folders = [Self.commonFolder(of: named.sorted().map { paths[$0] })]
            + screenFolders.map { Self.folder(of: URL(fileURLWithPath: $0).appendingPathComponent("-").path) }
        // A named file of helpers alone (extensions, global functions) is analysed in its users, wherever they are.
        let helpers = named.filter { scans[$0].types.isEmpty }
        let besideNamed = usedBy.enumerated().map { index, users in
            helpers.contains(index) ? users : users.filter { user in folders.contains { Self.folder(of: paths[user]).starts(with: $0) } }
        }
        screenSources = Self.closure(of: named, along: besideNamed)
        kept = Self.closure(of: screenSources, along: uses)
    }

    private static func folder(of path: String) -> [Substring] {
        Array(URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").dropLast())
    }

    /// The deepest folder holding every named file: a named file's own, or the named folder.
    private static func commonFolder(of paths: [String]) -> [Substring] {
        guard var common = paths.first.map(folder(of:)) else { return [] }
        for path in paths.dropFirst() {
            let other = folder(of: path)
            common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    private static func closure(of start: Set<Int>, along edges: [Set<Int>]) -> Set<Int> {
        var reached = start
        var pending = Array(start)
        while let next = pending.popLast() {
            for other in edges[next] where reached.insert(other).inserted { pending.append(other) }
        }
        return reached
    }
}

/// The names a Swift file declares and uses, read by a small scanner that skips comments and
/// string literals and counts braces (top level, inside an extension).
struct NameScan {
    private(set) var identifiers: Set<String> = []
    private(set) var types: [String] = []
    private(set) var extended: [String] = []
    /// Functions and constants at top level.
    private(set) var globals: [String] = []
    /// Methods and properties declared directly in an extension, with the type extended.
    private(set) var extensionMembers: [(type: String, name: String)] = []

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    private static let memberKeywords: Set<String> = ["func", "var", "let"]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var position = 0
        var depth = 0
        var previous = ""
        /// The type each open extension extends, with the depth of its body.
        var extensions: [(type: String, depth: Int)] = []
        var pendingExtension: String?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position = Self.endOfBlockComment(bytes, from: position)
            } else if byte == UInt8(ascii: "\"") {
                position = Self.endOfString(bytes, from: position)
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                if let type = pendingExtension { extensions.append((type, depth)); pendingExtension = nil }
                position += 1
            } else if byte == UInt8(ascii: "}") {
                if extensions.last?.depth == depth { extensions.removeLast() }
                depth -= 1
                position += 1
            } else if Self.startsIdentifier(byte) {
                let start = position
                while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
                let word = String(decoding: bytes[start..<position], as: UTF8.self)
                identifiers.insert(word)
                if Self.typeKeywords.contains(previous) {
                    types.append(word)
                } else if previous == "extension" {
                    extended.append(word)
                    pendingExtension = word
                } else if Self.memberKeywords.contains(previous) {
                    if depth == 0 {
                        globals.append(word)
                    } else if let open = extensions.last, open.depth == depth {
                        extensionMembers.append((open.type, word))
                    }
                }
                previous = word
                continue
            } else {
                position += 1
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { previous = "" }
        }
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 2, nesting = 1
        while position + 1 < bytes.count, nesting > 0 {
            if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { nesting -= 1; position += 2 }
            else if bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "*") { nesting += 1; position += 2 }
            else { position += 1 }
        }
        return max(position, start + 2)
    }

    /// Past a string literal, `"…"` or `"""…"""`; interpolations are skipped with it.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var position = start + (isMultiline ? 3 : 1)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            if !isMultiline, byte == UInt8(ascii: "\n") { return position }
            if byte == quote {
                if !isMultiline { return position + 1 }
                if position + 2 < bytes.count, bytes[position + 1] == quote, bytes[position + 2] == quote { return position + 3 }
            }
            position += 1
        }
        return position
    }
}
