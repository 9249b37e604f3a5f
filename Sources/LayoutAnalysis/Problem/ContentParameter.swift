import ExactGeometry

/// A view's content size on one axis as a parameter of the layout problem, `.content(item:_:)`,
/// anywhere in `minimum...maximum` (the view's `ContentRange`).
public struct ContentParameter: Hashable, Sendable {
    public var variable: Variable
    public var minimum: Rational
    public var maximum: Rational
}

extension LayoutProblem {
    /// `title.width`: how findings name a content size.
    func contentName(of variable: Variable) -> String {
        guard case .content(let item, let axis) = variable else { return "" }
        return "\(items[item]).\(axis == .horizontal ? "width" : "height")"
    }
}
