import LayoutAnalysis

/// How each verdict looks: the finding kinds' letters and colours (`FindingKindDescription`), and
/// the colours of everything else on the pages, in light and dark mode.
enum Palette {
    static func letter(_ kind: FindingKind) -> String { kind.described.letter }

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
    ] + kindColours.map { ($0.name, $0.light, $0.dark) } + [
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

    /// Each kind's colour once, worst first; kinds may share one.
    static var kindColours: [SwatchColour] {
        FindingKind.bySeverity.map(\.described.colour).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The CSS class of a verdict cell or swatch.
    static func cssClass(_ kind: FindingKind) -> String { "v-\(kind.rawValue)" }
    static let cleanClass = "v-clean"
    static let unreachableClass = "v-unreachable"
}
