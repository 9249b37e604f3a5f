import ExactGeometry
import KeyboardStates
import LayoutAnalysis

extension Rect {
    /// `[x, y, width, height]`, up to two decimals.
    var reportText: String {
        "[" + components.map { $0.decimalString() }.joined(separator: ", ") + "]"
    }
}

extension Finding {
    /// `keyboardSummary`, then the frames of the finding's items (with the other optimal frame of
    /// an ambiguous one); `nil` without a witness. A format passes how it writes item names and
    /// rectangles.
    func witnessSummary(name: (String) -> String = { $0 }, rect: (Rect) -> String = \.reportText) -> String? {
        guard let witness else { return nil }
        var parts = [witness.keyboardSummary(rect: rect)]
        for (item, frame) in witness.frames.sorted(by: { $0.key < $1.key }) where items.contains(item) {
            parts.append("\(name(item)) \(rect(frame))" + (witness.alternativeFrames[item].map { " or \(rect($0))" } ?? ""))
        }
        return parts.joined(separator: "; ")
    }
}

extension Witness {
    /// `keyboard [..] on screen, guide [..] in the view`, with a dismissal drag's distance
    /// (`keyboard [..] on screen (dragged 294 pt down), guide […`) and a window range's window
    /// (`… in the view of the window [..] on screen`).
    func keyboardSummary(rect: (Rect) -> String = \.reportText) -> String {
        let drag = parameters[KeyboardConfiguration.dragParameter].map { " (dragged \($0.decimalString()) pt down)" } ?? ""
        let window = WindowRange.frame(in: parameters).map { " of the window \(rect($0)) on screen" } ?? ""
        return "keyboard \(rect(keyboardFrame)) on screen\(drag), guide \(rect(guideFrame)) in the view\(window)"
    }
}
