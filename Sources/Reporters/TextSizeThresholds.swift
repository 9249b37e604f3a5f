import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// In a run analysed at several text sizes: per finding (its kind and items) and keyboard state
/// (its id without the text size), the smallest text size it shows at, and the largest size below
/// that the run analysed without it — "covered loginButton from AX2 with the docked keyboard in
/// iphone-se/landscape/full/ltr/docked/near-bottom; not at xxxLarge or below".
public struct TextSizeThreshold: Hashable, Sendable {
    public var kind: FindingKind
    public var items: [String]
    /// The keyboard state's id without its text size.
    public var state: String
    public var keyboard: KeyboardType
    public var from: ContentSizeCategory
    /// The largest analysed size below `from`; `nil` when `from` is the smallest analysed.
    public var notAtOrBelow: ContentSizeCategory?
    /// Analysed sizes above `from` where it does not show (a layout need not be monotone in the size).
    public var notAbove: [ContentSizeCategory]

    /// The section of a report that lists them.
    public static let heading = "from which text size"

    public var sentence: String {
        let what = ([kind.rawValue] + (items.isEmpty ? [] : [items.joined(separator: ", ")])).joined(separator: " ")
        var text = "\(what) from \(from.name) with the \(keyboard.rawValue) keyboard in \(state)"
        text += notAtOrBelow.map { "; not at \($0.name) or below" } ?? " (the smallest text size analysed)"
        if !notAbove.isEmpty { text += "; not at \(notAbove.map(\.name).joined(separator: ", ")) either" }
        return text
    }

    /// The thresholds of `states`' findings that `matches` keeps, where the states have text sizes
    /// and a finding does not show at every analysed size; in state order.
    public static func of(_ states: [StateReport], matching matches: (Finding) -> Bool = { _ in true }) -> [TextSizeThreshold] {
        struct Key: Hashable { var kind: FindingKind; var items: [String]; var state: String }
        var analysed: [String: Set<ContentSizeCategory>] = [:]
        var shown: [Key: Set<ContentSizeCategory>] = [:]
        var order: [Key] = []
        var keyboards: [String: KeyboardType] = [:]
        for state in states where state.isReachable {
            guard let textSize = state.environment.textSize else { continue }
            let base = StateID(environment: Environment.splitTextSize(of: state.environment.id).environment, keyboard: state.keyboard,
                               near: state.near).description
            analysed[base, default: []].insert(textSize)
            keyboards[base] = state.keyboard
            for finding in state.findings where matches(finding) {
                let key = Key(kind: finding.kind, items: finding.items, state: base)
                if shown[key] == nil { order.append(key) }
                shown[key, default: []].insert(textSize)
            }
        }
        return order.compactMap { key in
            guard let sizes = shown[key], let from = sizes.min(), let all = analysed[key.state], let keyboard = keyboards[key.state],
                  sizes != all else { return nil }
            return TextSizeThreshold(kind: key.kind, items: key.items, state: key.state, keyboard: keyboard, from: from,
                                     notAtOrBelow: all.filter { $0 < from }.max(), notAbove: all.filter { $0 > from && !sizes.contains($0) }.sorted())
        }
    }
}
