import ExactGeometry
import LayoutSpec

/// A label's, text field's, text view's or button's `fontDescription` as Interface Builder writes
/// it — a text style (`style="UICTFontTextStyleBody"`, with "Automatically Adjusts Font" as
/// `adjustsFontForContentSizeCategory="YES"`) or a fixed `pointSize` — and a label's
/// `numberOfLines="0"`: what its height follows at each text size (`ViewFont`).
enum DocumentFonts {
    static func applied(to view: ViewDeclaration, element: InterfaceBuilderView) -> ViewDeclaration {
        guard let viewClass = view.viewClass, ViewClass.showingText.contains(viewClass) else { return view }
        var read = view
        if let description = element.node.child(key: "fontDescription") {
            let style = description["style"].flatMap(TextStyle.init(uikitName:))
            let size = style == nil ? description["pointSize"].flatMap(Rational.init(exactly:)) : nil
            if style != nil || size != nil {
                read.font = ViewFont(textStyle: style, pointSize: size,
                                     adjustsForContentSizeCategory: element.node["adjustsFontForContentSizeCategory"] == "YES")
            }
        }
        read.growsWithLines = viewClass == "UILabel" && element.node["numberOfLines"] == "0"
        return read
    }
}
