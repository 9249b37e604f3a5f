import LayoutSpec

/// Turns the edges within their thresholds into the near set UIKit reports: Documentation/Design.md §3's
/// combination rules, then Apple's table of near/away edges per keyboard type, which wins over
/// the thresholds where the two disagree.
public enum NearEdgeRules {
    public struct Resolution: Hashable, Sendable {
        public var near: Set<Edge>
        /// The near set by the thresholds and the combination rules alone.
        public var thresholdNear: Set<Edge>
        /// Why Apple's table changed the threshold answer, empty when it did not.
        public var overrides: [String]
    }

    public static func resolve(
        thresholdEdges: Set<Edge>, keyboard: KeyboardType, followsKeyboard: Bool, window: WindowKind
    ) -> Resolution {
        var near = thresholdEdges
        if near.contains(.leading) && near.contains(.trailing) { near.subtract([.leading, .trailing]) }
        if near.contains(.top) && near.contains(.bottom) { near.remove(.top) }
        let thresholdNear = near
        var overrides: [String] = []

        func apply(_ reason: String, _ rule: (inout Set<Edge>) -> Void) {
            let before = near
            rule(&near)
            if near != before { overrides.append(reason) }
        }

        if !followsKeyboard {
            apply("the guide shows the hidden keyboard, which is always near the bottom only") { $0 = [.bottom] }
        } else {
            switch keyboard {
            case .hidden:
                apply("a hidden keyboard's guide is always near the bottom only") { $0 = [.bottom] }
            case .docked, .dockedDrag:
                apply("Apple's table: a docked keyboard is near the bottom and away from leading, trailing and top") { $0 = [.bottom] }
            case .undocked, .split:
                apply("Apple's table: split and undocked keyboards are always away from leading and trailing") {
                    $0.subtract([.leading, .trailing])
                }
            case .shortcutsBar:
                apply("Apple's table: the shortcuts bar is always near the bottom and away from the top") {
                    $0.remove(.top)
                    $0.insert(.bottom)
                }
            case .floating:
                break
            }
        }
        if window.isNarrowMultitaskingWindow {
            apply("Apple's table: in 1/3 Split View the guide is away from leading and trailing (Slide Over assumed the same)") {
                $0.subtract([.leading, .trailing])
            }
        }
        return Resolution(near: near, thresholdNear: thresholdNear, overrides: overrides)
    }

    /// The near sets Apple's table allows for a keyboard type; the hidden-keyboard guide's
    /// `{bottom}` is always among them.
    public static func allowedNearSets(for keyboard: KeyboardType) -> [Set<Edge>] {
        switch keyboard {
        case .hidden, .docked, .dockedDrag: [[.bottom]]
        case .undocked, .split: [[], [.top], [.bottom]]
        case .floating:
            [[], [.top], [.bottom], [.leading], [.trailing],
             [.top, .leading], [.top, .trailing], [.bottom, .leading], [.bottom, .trailing]]
        case .shortcutsBar: [[.bottom], [.bottom, .leading], [.bottom, .trailing]]
        }
    }
}
