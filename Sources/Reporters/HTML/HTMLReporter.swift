import LayoutAnalysis

/// A self-contained HTML report: `index.html` with every spec's coverage and the worst states,
/// and one page per spec with its coverage matrix and drawings of the witnesses. Inline CSS and
/// SVG only: no scripts, no external resources; light and dark mode; XHTML-compatible markup.
public struct HTMLReporter: FolderReporter {

    public init() {}

    public func files(for document: ReportDocument) -> [ReportFile] {
        let pages = ReportPageNames.names(for: document.specs.map(\.path), extension: "html")
        let index = ReportFile(path: "index.html", contents: IndexPage(document: document, pages: pages).html)
        return [index] + zip(document.specs, pages).map { result, page in
            ReportFile(path: page, contents: SpecPage(result: result, context: document.context).html)
        }
    }

}
