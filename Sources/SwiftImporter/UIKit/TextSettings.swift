import LayoutSpec
import SwiftSyntax

/// What the code says of a label's text or a button's title, which decides their width
/// (`TextLineMetrics`): the texts it spells out, or that it gives one kbcov cannot know.
extension Interpreter {
    /// The properties that set a view's text or change how wide it is drawn.
    static let textSettingNames: Set<String> = [
        "text", "attributedText", "font", "numberOfLines", "adjustsFontForContentSizeCategory",
        "adjustsFontSizeToFitWidth", "configuration",
    ]

    /// Whether the assignment set something of a view's text (read, or taken as unknown).
    func assignTextSetting(_ property: String, of base: Value, _ assignment: Assignment, in frame: Frame) -> Bool {
        guard Self.textSettingNames.contains(property), case .item(.object(let id)) = base else { return false }
        switch (property, assignment.isCompound ? nil : evaluate(assignment.value, in: frame)) {
        case ("text", .string(let text)?):
            objects[id].settings.texts.append(text)
        case ("numberOfLines", .number(let lines)?) where lines.terms.isEmpty && lines.constant == 1:
            break
        default:
            objects[id].settings.hasUnknownText = true
        }
        return true
    }

    /// `setTitle("Send", for: .normal)`: a title the button shows in some state, which sizes it.
    func setTitle(_ call: FunctionCallExprSyntax, isAttributed: Bool, of id: ObjectID, in frame: Frame) {
        guard !isAttributed, let title = call.arguments.first, case .string(let text) = evaluate(title.expression, in: frame) else {
            objects[id].settings.hasUnknownText = true
            return
        }
        objects[id].settings.texts.append(text)
    }
}
