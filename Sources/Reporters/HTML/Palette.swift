import LayoutAnalysis

/// How each verdict looks: its order of severity, its letter (so colour is never the only cue),
/// its legend text and its colours in light and dark mode.
enum Palette {
    /// Worst first (FindingKindDescription).
    static let severityOrder = FindingKindDescription.severityOrder

    static func severity(_ kind: FindingKind) -> Int {
        severityOrder.firstIndex(of: kind) ?? severityOrder.count
    }

    static func letter(_ kind: FindingKind) -> String { kind.reportDescription.letter }

    static func meaning(_ kind: FindingKind) -> String { kind.reportDescription.meaning }

    static let cleanSymbol = "✓"
    static let unreachableSymbol = "·"

    /// CSS custom properties: name, light value, dark value.
    static let colours: [(name: String, light: String, dark: String)] = [
        ("bg", "#ffffff", "#16171a"),
        ("fg", "#1d1d1f", "#e8e8ed"),
        ("muted", "#5f6368", "#a1a1aa"),
        ("rule", "#d8d8de", "#3a3b40"),
        ("panel", "#f5f5f7", "#1f2024"),
        ("link", "#0a58ca", "#7cb4ff"),
        ("clean", "#cdebd3", "#1d4a2b"),
        ("conflict", "#f3b3b3", "#7d2323"),
        ("covered", "#e2c3f2", "#5a2b74"),
        ("offscreen", "#fbcf9f", "#7a4511"),
        ("squeezed", "#f4e391", "#665512"),
        ("ambiguous", "#b9d6f7", "#1e4673"),
        ("unknown", "#d4d4d8", "#4a4a52"),
        ("unreachable", "#f5f5f7", "#1f2024"),
        ("screen", "#e9e9ee", "#2a2b30"),
        ("other-app", "#d5d6de", "#383a41"),
        ("divider", "#3a3a3c", "#0b0b0c"),
        ("window", "#ffffff", "#1b1c20"),
        ("window-edge", "#8e8e93", "#8e8e93"),
        ("keyboard", "#6e6e73", "#9b9ba3"),
        ("guide", "#00897b", "#3fd0bd"),
        ("item", "#48484a", "#c7c7cc"),
        ("highlight", "#d32f2f", "#ff6b6b"),
    ]

    /// The CSS class of a verdict cell or swatch.
    static func cssClass(_ kind: FindingKind) -> String { "v-\(kind.rawValue)" }
    static let cleanClass = "v-clean"
    static let unreachableClass = "v-unreachable"
}
