import LayoutAnalysis

extension FindingKind {
    /// `error` for conflicts and gaps in the analysis, which fail a build; `warning` for layout
    /// defects to look at. The names SARIF and GitHub annotations both use.
    var level: String {
        switch self {
        case .conflict, .unknown: "error"
        case .ambiguous, .offscreen, .squeezed, .covered, .dead: "warning"
        }
    }
}
