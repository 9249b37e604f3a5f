import LayoutAnalysis

/// What a report says about itself; passed in so the same input always gives the same bytes.
public struct ReportContext: Hashable, Sendable {
    public var toolVersion: String
    /// `YYYY-MM-DD`, or `nil` to print none.
    public var date: String?

    public init(toolVersion: String, date: String? = nil) {
        self.toolVersion = toolVersion
        self.date = date
    }
}

/// Renders one kind of document — a check report, a fix report, a `why` answer, a state listing —
/// in one format. A renderer reads its document only, so a saved or merged JSON report renders
/// exactly as the run it came from.
public protocol Renderer<Document>: Sendable {
    associatedtype Document
    func render(_ document: Document) -> String
}

/// A command's `--format`: one case per format, each with its renderer of the command's document.
/// Every JSON format writes a document with a `schema` field and a schema file in
/// Documentation/schemas (Documentation/Design.md §6).
public protocol DocumentFormat: RawRepresentable<String>, CaseIterable, Sendable {
    associatedtype Document
    var renderer: any Renderer<Document> { get }
}

extension DocumentFormat {
    /// `text, json, …`, for help and error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension Renderer where Document == ReportDocument {
    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        render(ReportDocument(run: run, context: context))
    }
}

/// A document with a terminal form and a JSON form (`why`'s answers, `states`' listing).
protocol TextOrJSONDocument {
    func text() -> String
    func json() -> String
}

struct TextOrJSONRenderer<Document: TextOrJSONDocument>: Renderer {
    var isJSON: Bool

    func render(_ document: Document) -> String { isJSON ? document.json() : document.text() }
}
