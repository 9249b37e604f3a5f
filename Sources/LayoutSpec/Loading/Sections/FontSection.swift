import Yams

/// A view's `font:` and `numberOfLines:` (spec format 1.2): what its height follows at each text
/// size (Documentation/DynamicType.md).
extension SpecReader {
    static let fontKeys = ["textStyle", "size", "adjustsForContentSizeCategory"]

    /// `{ textStyle: body, size: 16, adjustsForContentSizeCategory: true }`, at least a style or a size.
    func font(_ node: Node, of view: ViewDeclaration, key: Node) -> ViewFont? {
        checkShowsText(view, key: key, setting: "font")
        guard let mapping = reader.mapping(node, expected: "the font: a mapping of \(MappingKeys.list(Self.fontKeys))") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: Self.fontKeys, in: "font of view '\(view.name)'", reader: reader)
        var font = ViewFont()
        if let entry = keys["textStyle"], let name = reader.choice(entry.value, of: TextStyle.allCases.map(\.rawValue), what: "text style") {
            font.textStyle = TextStyle(rawValue: name)
        }
        if let entry = keys["size"], let size = reader.size(entry.value) { font.pointSize = size }
        if let entry = keys["adjustsForContentSizeCategory"], let adjusts = reader.bool(entry.value) {
            font.adjustsForContentSizeCategory = adjusts
        }
        guard font.textStyle != nil || font.pointSize != nil else {
            sink.error(.invalidValue, at: reader.location(of: node), "expected the font's 'textStyle', its 'size' or both in view '\(view.name)'")
            return nil
        }
        return font
    }

    /// `numberOfLines: 0` (as many as the text needs) or `1`, UIKit's default for a label.
    func growsWithLines(_ node: Node, of view: ViewDeclaration, key: Node) -> Bool {
        checkShowsText(view, key: key, setting: "numberOfLines")
        guard let lines = reader.number(node, expected: "a number of lines, 0 or 1") else { return false }
        guard lines == 0 || lines == 1 else {
            sink.error(.invalidValue, at: reader.location(of: node), "expected numberOfLines 0 (as many lines as the text needs) or 1 in view '\(view.name)'; found \(lines.decimalString())")
            return false
        }
        return lines == 0
    }

    private func checkShowsText(_ view: ViewDeclaration, key: Node, setting: String) {
        guard !(view.viewClass.map(ViewClass.showingText.contains) ?? false) else { return }
        sink.error(.invalidValue, at: reader.location(of: key),
                   "'\(setting)' is a setting of views that show text; expected 'class:' one of \(MappingKeys.list(ViewClass.showingText.sorted())) in view '\(view.name)'")
    }
}
