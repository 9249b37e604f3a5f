import Yams

/// Turns what Yams throws for a malformed document into a located `yamlSyntax` diagnostic.
public enum YAMLSyntaxDiagnostic {
    /// The document's root node (`nil` for an empty document), or where and why it is not YAML:
    /// the one way every kbcov file (spec, sidecar, catalog, `.kbcov.yml`) is parsed. A document
    /// beyond `InputLimits` (too big, too deep, an alias bomb) is refused before it is composed.
    public static func compose(_ text: String, file: String) -> Result<Node?, DiagnosticsError> {
        if let problem = YAMLBounds.problem(in: text, file: file) { return .failure(DiagnosticsError([problem])) }
        do {
            return .success(try Yams.compose(yaml: text))
        } catch {
            return .failure(DiagnosticsError([make(for: error, file: file)]))
        }
    }

    static func make(for error: Error, file: String) -> Diagnostic {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let yamlError = error as? YamlError else {
            return .error(.yamlSyntax, at: start, "the file is not valid YAML: \(error)")
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            guard let context else {
                return .error(.yamlSyntax, at: location(mark, file), "invalid YAML: \(problem)")
            }
            let opened = (context.mark.line, context.mark.column) == (mark.line, mark.column)
                ? "" : " that starts at line \(context.mark.line), column \(context.mark.column)"
            let construct = context.text + opened
            // A construct left open (a bracket, a quote) is found only where the file moves on or
            // ends; the user has to look where it was opened.
            let isUnclosed = problem.contains("end of stream") || problem.hasPrefix("did not find expected")
            return .error(.yamlSyntax, at: location(isUnclosed ? context.mark : mark, file),
                          "invalid YAML: \(problem) at line \(mark.line), column \(mark.column), \(construct)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return .error(.yamlSyntax, at: location(context.mark, file),
                          "invalid YAML: the key \(keys) appears more than once in this mapping; expected each key once")
        case .reader(let problem, _, _, _):
            return .error(.yamlSyntax, at: start, "the file cannot be read as YAML text: \(problem)")
        default:
            return .error(.yamlSyntax, at: start, "invalid YAML: \(yamlError)")
        }
    }

    private static func location(_ mark: Mark, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
    }
}
