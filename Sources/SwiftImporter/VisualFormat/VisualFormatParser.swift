import ExactGeometry
import LayoutSpec

/// Parses a visual format string (see `VisualFormat`); a mistake is an error at its offset,
/// saying what was expected there, as UIKit's exception would.
struct VisualFormatParser {
    private let characters: [Character]
    private var position = 0

    static func parse(_ text: String) -> Result<VisualFormat, VisualFormatError> {
        var parser = VisualFormatParser(characters: Array(text))
        do {
            return .success(try parser.formatString())
        } catch let error as VisualFormatError {
            return .failure(error)
        } catch {
            return .failure(VisualFormatError(offset: 0, message: "\(error)"))
        }
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func formatString() throws -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        if let letter = peek, letter == "H" || letter == "V", peek(at: 1) == ":" {
            orientation = letter == "H" ? .horizontal : .vertical
            position += 2
        }
        var leading: VisualFormat.Connection?
        if take("|") { leading = try connection() }
        var views = [try view()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.Connection?
        while position < characters.count {
            let joining = try connection()
            if take("|") {
                trailing = joining
                break
            }
            guard peek == "[" else { throw error("expected '[' to start a view or '|' for the superview") }
            connections.append(joining)
            views.append(try view())
        }
        guard position == characters.count else { throw error("expected the end of the format after the superview '|'") }
        return VisualFormat(orientation: orientation, leadingSuperview: leading, views: views, connections: connections,
                            trailingSuperview: trailing)
    }

    private mutating func view() throws -> VisualFormat.View {
        guard take("[") else { throw error("expected '[' to start a view") }
        let offset = position
        guard let name = identifier() else { throw error("expected a view name (a key of the views dictionary)") }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateListWithParens(allowsViews: true) }
        guard take("]") else { throw error("expected ']' to end the view '\(name)'") }
        return VisualFormat.View(name: name, offset: offset, predicates: predicates)
    }

    /// `e`, `-`, or `-<predicateList>-`.
    private mutating func connection() throws -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateListWithParens(allowsViews: false)
        } else {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try constant()), priority: nil)]
        }
        guard take("-") else { throw error("expected '-' to end the spacing") }
        return .predicates(predicates)
    }

    private mutating func predicateListWithParens(allowsViews: Bool) throws -> [VisualFormat.Predicate] {
        guard take("(") else { throw error("expected '('") }
        var predicates = [try predicate(allowsViews: allowsViews)]
        while take(",") { predicates.append(try predicate(allowsViews: allowsViews)) }
        guard take(")") else { throw error("expected ',' or ')' after a predicate") }
        return predicates
    }

    private mutating func predicate(allowsViews: Bool) throws -> VisualFormat.Predicate {
        var relation = Relation.equal
        for candidate in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] where take(candidate.rawValue) {
            relation = candidate
            break
        }
        let object: VisualFormat.Predicate.Object
        let offset = position
        if let name = identifier() {
            object = allowsViews ? .view(name, offset: offset) : .constant(.metric(name, offset: offset))
        } else {
            object = .constant(try constant())
        }
        let priority = take("@") ? try constant() : nil
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric name.
    private mutating func constant() throws -> VisualFormat.Constant {
        let offset = position
        if let name = identifier() { return .metric(name, offset: offset) }
        var text = ""
        if take("-") { text = "-" }
        while let character = peek, character.isASCII, character.isNumber || character == "." {
            text.append(character)
            position += 1
        }
        guard let value = Rational(exactly: text) else {
            position = offset
            throw error("expected a number or a metric name")
        }
        return .number(value)
    }

    /// A C identifier, or `nil` (nothing taken) when none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            position += 1
        }
        return name
    }

    private var peek: Character? { peek(at: 0) }

    private func peek(at distance: Int) -> Character? {
        position + distance < characters.count ? characters[position + distance] : nil
    }

    private mutating func take(_ text: String) -> Bool {
        let wanted = Array(text)
        guard position + wanted.count <= characters.count, Array(characters[position..<position + wanted.count]) == wanted else { return false }
        position += wanted.count
        return true
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(offset: position, message: message)
    }
}
