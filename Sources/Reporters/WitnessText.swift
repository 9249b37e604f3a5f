import ExactGeometry
import LayoutAnalysis

extension Rect {
    /// `[x, y, width, height]`, up to two decimals.
    var reportText: String {
        "[" + components.map { $0.decimalString() }.joined(separator: ", ") + "]"
    }
}

extension Finding {
    /// `keyboard [..] on screen, guide [..] in the view`, then the frames of the finding's items
    /// (with the other optimal frame of an ambiguous one); `nil` without a witness. A format
    /// passes how it writes item names and rectangles.
    func witnessSummary(name: (String) -> String = { $0 }, rect: (Rect) -> String = \.reportText) -> String? {
        guard let witness else { return nil }
        var parts = ["keyboard \(rect(witness.keyboardFrame)) on screen, guide \(rect(witness.guideFrame)) in the view"]
        for (item, frame) in witness.frames.sorted(by: { $0.key < $1.key }) where items.contains(item) {
            parts.append("\(name(item)) \(rect(frame))" + (witness.alternativeFrames[item].map { " or \(rect($0))" } ?? ""))
        }
        return parts.joined(separator: "; ")
    }
}
