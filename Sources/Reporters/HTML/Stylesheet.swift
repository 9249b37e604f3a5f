import LayoutAnalysis

/// The pages' one inline stylesheet: light and dark colours from `Palette`, the matrix, the
/// drawings. No external fonts or images.
enum Stylesheet {
    static var css: String {
        let light = Palette.colours.map { "  --\($0.name): \($0.light);" }.joined(separator: "\n")
        let dark = Palette.colours.map { "    --\($0.name): \($0.dark);" }.joined(separator: "\n")
        let verdicts = FindingKind.bySeverity.map { kind in
            ".\(Palette.cssClass(kind)) { background: var(--\(kind.described.colour.name)); }"
        }.joined(separator: "\n")
        return """
        :root {
        \(light)
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
        \(dark)
          }
        }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; }
        header, main, footer { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 20px; }
        footer { color: var(--muted); font-size: 13px; padding-bottom: 32px; }
        h1 { font-size: 26px; margin: 8px 0 4px; }
        h2 { font-size: 20px; margin: 32px 0 8px; padding-top: 8px; border-top: 1px solid var(--rule); }
        h3 { font-size: 16px; margin: 0 0 6px; }
        h4 { font-size: 14px; margin: 14px 0 4px; }
        a { color: var(--link); }
        code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .muted { color: var(--muted); }
        .nav { font-size: 14px; }
        table { border-collapse: collapse; margin: 8px 0; }
        th, td { border: 1px solid var(--rule); padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: var(--panel); }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        .summary td.zero { color: var(--muted); }
        .summary th[scope=row] { min-width: 18em; }
        .swatch { display: inline-block; min-width: 1.6em; padding: 0 3px; border-radius: 4px; text-align: center; font-weight: 600; border: 1px solid var(--rule); }
        .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 13px; }
        \(verdicts)
        .\(Palette.cleanClass) { background: var(--clean); }
        .\(Palette.unreachableClass) { background: var(--unreachable); color: var(--muted); }
        .v-unknown { background-image: repeating-linear-gradient(45deg, transparent 0 4px, var(--bg) 4px 6px); }
        .matrix-scroll { overflow-x: auto; }
        table.matrix { font-size: 13px; }
        table.matrix td { padding: 0; text-align: center; min-width: 26px; }
        table.matrix td a { display: block; padding: 4px 2px; color: var(--fg); text-decoration: none; font-weight: 600; }
        table.matrix td a:hover, table.matrix td a:focus { outline: 2px solid var(--link); }
        .v-none { background: transparent; }
        table.matrix th.edges { writing-mode: vertical-rl; transform: rotate(180deg); font-weight: normal; white-space: nowrap; padding: 6px 2px; }
        table.matrix th.group { background: var(--panel); }
        table.matrix th[scope=row] { font-weight: normal; white-space: nowrap; }
        .bar { display: block; border: 1px solid var(--rule); }
        .bar .clean { fill: var(--clean); }
        .bar .failing { fill: var(--conflict); }
        .bar .unknown { fill: var(--unknown); }
        .bar .unreachable { fill: var(--unreachable); }
        section.finding { border: 1px solid var(--rule); border-radius: 8px; padding: 14px 16px; margin: 14px 0; }
        .finding-body { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); max-width: 520px; }
        table.numbers { font-size: 13px; }
        .states-list td:first-child, .states-list code { white-space: nowrap; }
        svg.witness { background: var(--bg); }
        svg.witness text { font-family: -apple-system, system-ui, sans-serif; fill: var(--fg); }
        svg.witness text.muted-label { fill: var(--muted); }
        svg.witness .screen { fill: var(--screen); stroke: var(--window-edge); }
        svg.witness .other-app { fill: var(--other-app); }
        svg.witness .divider { fill: var(--divider); }
        svg.witness .window { fill: var(--window); stroke: var(--window-edge); }
        svg.witness .keyboard { fill: var(--keyboard); fill-opacity: 0.35; stroke: var(--keyboard); }
        svg.witness .guide { fill: var(--guide); fill-opacity: 0.18; stroke: var(--guide); stroke-dasharray: 6 4; }
        svg.witness .item { fill: var(--item); fill-opacity: 0.06; stroke: var(--item); }
        svg.witness .highlight { fill: var(--highlight); fill-opacity: 0.16; stroke: var(--highlight); }
        svg.witness .alternative { fill: none; stroke: var(--highlight); stroke-dasharray: 10 6; }
        svg.witness rect { vector-effect: non-scaling-stroke; stroke-width: 1.2px; }
        svg.witness rect.highlight, svg.witness rect.alternative, svg.witness rect.overlap { stroke-width: 2.5px; }
        svg.witness .hatch-line { stroke: var(--highlight); }
        svg.witness .overlap { stroke: var(--highlight); }
        .key { display: inline-block; width: 14px; height: 10px; margin-right: 4px; border: 2px solid; vertical-align: middle; }
        .key.keyboard { background: var(--keyboard); border-color: var(--keyboard); opacity: 0.6; }
        .key.guide { border-color: var(--guide); border-style: dashed; }
        .key.item { border-color: var(--item); }
        .key.highlight { border-color: var(--highlight); }
        .key.alternative { border-color: var(--highlight); border-style: dashed; }
        .key.overlap { border-color: var(--highlight); background: repeating-linear-gradient(45deg, var(--highlight) 0 2px, transparent 2px 5px); }
        .key.other-app { background: var(--other-app); border-color: var(--divider); }
        ul.keys { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 14px; font-size: 12px; color: var(--muted); max-width: 520px; }

        """
    }
}
