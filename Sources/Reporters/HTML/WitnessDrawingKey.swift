import KeyboardStates
import LayoutAnalysis

/// The key under a witness drawing: what each outline means, listing only what is drawn.
enum WitnessDrawingKey {
    static func markup(for finding: Finding, witness: Witness, window: WindowKind) -> Markup {
        var entries: [(String, String)] = [("keyboard", "keyboard"), ("guide", "keyboard layout guide")]
        if finding.items.contains(where: { witness.frames[$0] != nil }) {
            entries.append(("highlight", "the finding's items"))
        }
        if witness.frames.keys.contains(where: { !finding.items.contains($0) }) {
            entries.append(("item", "other items"))
        }
        if !witness.alternativeFrames.isEmpty { entries.append(("alternative", "equally optimal frame")) }
        if witness.overlap != nil { entries.append(("overlap", "covered part")) }
        switch window {
        case .full: break
        case .split: entries.append(("other-app", "the other app, the divider"))
        case .slideOver, .stage, .stageRange: entries.append(("other-app", "the app behind the window"))
        }
        return .element("ul", [("class", "keys")], children: entries.map { entry in
            .element("li", [], .element("span", [("class", "key \(entry.0)"), ("aria-hidden", "true")]), Markup(entry.1))
        })
    }
}
