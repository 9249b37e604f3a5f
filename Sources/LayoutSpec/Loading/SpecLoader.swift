import ExactGeometry
import Foundation
import Yams

/// Loads a spec file (DESIGN section 5, a contract) into the model, with every error located.
public enum SpecLoader {
    public static func load(path: String) -> Result<LayoutSpec, DiagnosticsError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the file")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "the file is not UTF-8 text")]))
        }
        return load(yaml: text, path: path)
    }

    public static func load(yaml: String, path: String) -> Result<LayoutSpec, DiagnosticsError> {
        let reader = YAMLReader(file: path)
        let root: Node
        do {
            guard let document = try Yams.compose(yaml: yaml) else {
                return .failure(DiagnosticsError([.error(.missingKey, at: SourceLocation(file: path, line: 1, column: 1),
                                                         "the file is empty: expected a spec starting with 'kbcov: 1'")]))
            }
            root = document
        } catch {
            return .failure(DiagnosticsError([YAMLSyntax.diagnostic(for: error, file: path)]))
        }
        let spec = SpecReader(reader: reader).spec(root)
        let errors = reader.diagnostics.filter { $0.severity == .error }
        guard let spec, errors.isEmpty else {
            return .failure(DiagnosticsError(errors.sorted { $0.location < $1.location }))
        }
        return .success(spec)
    }
}

enum YAMLSyntax {
    static func diagnostic(for error: Error, file: String) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return .error(.yamlSyntax, at: SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            return .error(.yamlSyntax, at: SourceLocation(file: file, line: mark.line, column: mark.column),
                          "YAML syntax: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error(.yamlSyntax, at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                          "duplicated key\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")
        default:
            return .error(.yamlSyntax, at: SourceLocation(file: file, line: 1, column: 1), "YAML: \(yamlError)")
        }
    }
}
