import LayoutSpec

extension KeyboardSituation {
    /// What an app's notifications make of a state's keyboard: a keyboard part-way through the
    /// dismissal drag is still the docked one.
    public init(_ keyboard: KeyboardType) {
        switch keyboard {
        case .hidden: self = .hidden
        case .docked, .dockedDrag: self = .docked
        case .undocked: self = .undocked
        case .split: self = .split
        case .floating: self = .floating
        case .shortcutsBar: self = .shortcutsBar
        }
    }
}

extension UIKitNotifications {
    /// What UIKit posts on the shortest way from the hidden keyboard to `situation`, transitions in
    /// table order on a tie: nothing for the hidden keyboard itself, the show notifications for the
    /// docked one, those and then the hide notifications for the floating one. The state a
    /// handler carries into a keyboard is the one this path leaves it in.
    public static func arrival(at situation: KeyboardSituation) -> [PostedNotifications] {
        var paths: [KeyboardSituation: [PostedNotifications]] = [.hidden: []]
        var frontier: [KeyboardSituation] = [.hidden]
        while !frontier.isEmpty, paths[situation] == nil {
            var next: [KeyboardSituation] = []
            for from in frontier {
                for transition in transitions where transition.from.contains(from) && paths[transition.to] == nil {
                    paths[transition.to] = (paths[from] ?? []) + transition.posts
                    next.append(transition.to)
                }
            }
            frontier = next
        }
        return paths[situation] ?? []
    }
}
