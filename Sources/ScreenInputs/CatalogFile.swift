import Foundation
import KeyboardStates
import LayoutSpec

/// The catalog a run uses and the content sizes it lowers with: the built-in ones, with the
/// catalog file's sections laid over them. The file is read once; its `devices`, `stageWindows`
/// and `sets` are the catalog loader's to parse, its `viewClasses` the content-size table's.
struct CatalogFile {
    var catalog: Catalog
    var contentSizes: ContentSizeTable

    static func load(extendedBy path: String?) -> Result<CatalogFile, DiagnosticsError> {
        let builtIn: Catalog
        do {
            builtIn = try Catalog.builtIn()
        } catch {
            return .failure(DiagnosticsError([.error(.invalidValue, at: SourceLocation(file: "<built-in catalog>", line: 1, column: 1), "\(error)")]))
        }
        guard let path else { return .success(CatalogFile(catalog: builtIn, contentSizes: .builtin)) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the catalog file")]))
        }
        return Catalog.load(yaml: text, path: path).flatMap { added in
            ContentSizeTable.builtin.overridden(byCatalogYAML: text, path: path).map {
                CatalogFile(catalog: builtIn.merging(added), contentSizes: $0)
            }
        }
    }
}
