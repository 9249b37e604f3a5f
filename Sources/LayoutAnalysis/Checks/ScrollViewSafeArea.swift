import ExactGeometry
import LayoutSpec

/// The bottom safe-area inset UIKit adds to a scroll view's content inset (its
/// `adjustedContentInset`): the part of the safe area the scroll view's bottom reaches into, as
/// `contentInsetAdjustmentBehavior` says — `.automatic` (the default) and `.scrollableAxes` only
/// while the content passes the scroll view's bottom or the scroll view bounces vertically
/// (`alwaysBounceVertical`), `.always` whether it does or not, `.never` not at all (Apple,
/// UIScrollView.ContentInsetAdjustmentBehavior).
enum ScrollViewSafeArea {
    /// The part of the bottom safe area a scroll view whose bottom is `bottom` reaches into, by
    /// where its bottom is.
    static func parts(bottom: LinearForm, geometry: ScreenGeometry) -> [(when: [Comparison], inset: LinearForm)] {
        let view = geometry.forms(of: .view), safeArea = geometry.forms(of: .safeArea)
        let viewBottom = view[1] + view[3], safeBottom = safeArea[1] + safeArea[3]
        return [([.less(bottom, safeBottom, strict: false)], LinearForm(constant: .zero)),
                ([.less(safeBottom, bottom), .less(bottom, viewBottom, strict: false)], bottom - safeBottom),
                ([.less(viewBottom, bottom)], viewBottom - safeBottom)]
    }

    /// The inset UIKit adds to scroll view `item`'s content inset, by case. `content`: the frame of
    /// its content guide, where the spec has one; without it the content may fit in the scroll
    /// view, and only the safe area added to content that fits is counted.
    static func insets(of item: Int, content: Int?, declaration: ViewDeclaration?, geometry: ScreenGeometry) -> [(when: [Comparison], inset: LinearForm)] {
        let none = LinearForm(constant: .zero)
        let adjustment = declaration?.contentInsetAdjustment ?? .automatic
        guard adjustment.addsSafeArea else { return [([], none)] }
        let bottom = LinearForm.frame(item, .y) + .frame(item, .height)
        let parts = parts(bottom: bottom, geometry: geometry)
        guard !adjustment.addsSafeAreaToContentThatFits(bouncingVertically: declaration?.alwaysBounceVertical ?? false) else { return parts }
        guard let content else { return [([], none)] }
        let beyond = LinearForm.frame(content, .y) + .frame(content, .height) - bottom
        return [([.less(beyond, none, strict: false)], none)] + parts.map { ([.less(none, beyond)] + $0.when, $0.inset) }
    }
}
