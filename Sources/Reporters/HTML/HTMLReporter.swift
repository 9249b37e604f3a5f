import LayoutAnalysis

/// A self-contained HTML report: `index.html` with every spec's coverage and the worst states,
/// and one page per spec with its coverage matrix and drawings of the witnesses. Inline CSS and
/// SVG only: no scripts, no external resources; light and dark mode; XHTML-compatible markup.
public struct HTMLReporter: FolderReporter {
    public let name = "html"

    public init() {}

    public func files(for run: CoverageRun, context: ReportContext) -> [ReportFile] {
        let pages = Self.pageNames(for: run.specs.map(\.spec.path))
        let index = ReportFile(path: "index.html", contents: IndexPage(run: run, pages: pages, context: context).html)
        return [index] + zip(run.specs, pages).map { result, page in
            ReportFile(path: page, contents: SpecPage(result: result, context: context).html)
        }
    }

    /// `<spec file stem>.html`, reduced to `A-Z a-z 0-9 . _ -`, made distinct (and never `index`)
    /// with `-2`, `-3`… in spec order.
    static func pageNames(for specPaths: [String]) -> [String] {
        var used: Set<String> = ["index"]
        return specPaths.map { path in
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let stem = fileName.contains(".") ? fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".") : fileName
            let safe = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
            let base = safe.isEmpty || safe.hasPrefix(".") ? "spec" + safe : safe
            var candidate = base
            var suffix = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(suffix)"
                suffix += 1
            }
            used.insert(candidate)
            return candidate + ".html"
        }
    }
}
