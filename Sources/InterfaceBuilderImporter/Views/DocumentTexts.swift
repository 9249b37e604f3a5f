import ExactGeometry
import LayoutSpec

/// A label's `text` or a button's normal-state `title` written in a document outside a
/// `Base.lproj` folder is the text the view shows, in the point size of its `fontDescription`
/// (a system button's 15 pt without one): its width is one line of it (`TextLineMetrics`). A text
/// style (Dynamic Type), an attributed text or a localized document leaves the whole range.
enum DocumentTexts {
    static func applied(to view: ViewDeclaration, element: InterfaceBuilderView) -> ViewDeclaration {
        guard view.intrinsicWidth == nil, view.contentWidth == nil, !element.node.location.file.contains(".lproj/"),
              let viewClass = view.viewClass, let classMetrics = TextLineMetrics.byClass[viewClass],
              let text = viewClass == "UIButton" ? element.node.children(named: "state").first(where: { $0["key"] == "normal" })?["title"] : element.node["text"],
              element.node.child(key: "attributedText") == nil else { return view }
        var metrics = classMetrics
        if let font = element.node.child(key: "fontDescription") {
            guard font["style"] == nil, let size = font["pointSize"].flatMap(Rational.init(exactly:)) else { return view }
            metrics.pointSizes = (size, size)
        }
        var sized = view
        sized.contentWidth = metrics.width(of: [text])
        return sized
    }
}
