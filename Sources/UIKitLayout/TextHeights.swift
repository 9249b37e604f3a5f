import ExactGeometry
import LayoutSpec

/// A text view's height at a content-size category, from its font (Documentation/DynamicType.md):
/// its class's height, which is for one line of its class's default font (`textPointSize`), less
/// that line plus one line of its font at the category. A label is then exactly one line of its
/// font; a button or a text field keeps the room its class puts around the text
/// (`paddingAroundText`). A label with `numberOfLines = 0` is from one line up: how many lines depends on its text and width, which kbcov does not know.
enum TextHeights {
    static func applied(to view: ViewDeclaration, at category: ContentSizeCategory, table: ContentSizeTable) -> ViewDeclaration {
        guard view.intrinsicHeight == nil, view.contentHeight == nil, let entry = table.contentSize(of: view), let classHeight = entry.height,
              let viewClass = view.viewClass, ViewClass.showingText.contains(viewClass) else { return view }
        let pointSize = view.font?.pointSize(at: category) ?? entry.textPointSize
        let height = classHeight - DynamicTypeTable.lineHeight(pointSize: entry.textPointSize) + DynamicTypeTable.lineHeight(pointSize: pointSize)
        var sized = view
        sized.paddingAroundText = entry.paddingAroundText
        if view.growsWithLines && viewClass == "UILabel" {
            sized.contentHeight = ContentRange(
                minimum: height, maximum: max(height, ContentRanges.longest),
                source: "the label's lines (numberOfLines = 0), which its text and width decide: one line of \(category.name) text or more (kbcov's assumption)")
        } else {
            sized.intrinsicHeight = height
        }
        return sized
    }
}
