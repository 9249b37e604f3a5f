import Foundation
import Yams

/// Loads spec files (Documentation/SpecFormat.md, a contract) into the model. Every error in a file is
/// reported, sorted by location; a spec that loads carries its warnings.
public enum SpecLoader {
    public static func load(path: String) -> Result<LayoutSpec, DiagnosticsError> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "cannot read '\(path)': expected a readable spec file")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "'\(path)' is not UTF-8 text: expected a YAML spec")]))
        }
        return load(yaml: text, path: path)
    }

    public static func load(yaml: String, path: String) -> Result<LayoutSpec, DiagnosticsError> {
        let sink = DiagnosticSink(file: path)
        let root: Node?
        switch YAMLSyntaxDiagnostic.compose(yaml, file: path) {
        case .success(let node): root = node
        case .failure(let error): return .failure(error)
        }
        guard let root else {
            sink.error(.missingKey, at: SourceLocation(file: path, line: 1, column: 1),
                       "the file is empty: expected a spec starting with 'kbcov: 1'")
            return .failure(DiagnosticsError(sink.sorted(.error)))
        }
        let spec = SpecReader(reader: YAMLReader(sink: sink, text: yaml)).spec(from: root)
        guard var spec, !sink.hasErrors else {
            return .failure(DiagnosticsError(sink.sorted(.error)))
        }
        spec.warnings += sink.sorted(.warning)
        return .success(spec)
    }
}
