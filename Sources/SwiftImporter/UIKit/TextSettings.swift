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
        let value = assignment.isCompound ? nil : evaluate(assignment.value, in: frame)
        switch (property, value) {
        case ("text", .string(let text)?):
            objects[id].settings.texts.append(text)
        case ("numberOfLines", .number(let lines)?) where lines.terms.isEmpty && lines.constant == 1:
            objects[id].settings.growsWithLines = false
        default:
            objects[id].settings.hasUnknownText = true
            if let value { readFontSetting(property, value, of: id, assignment, in: frame) }
        }
        return true
    }

    /// What decides the text's height at each text size (`ViewFont`): the font, whether it adjusts
    /// to a change of text size, and `numberOfLines = 0`.
    private func readFontSetting(_ property: String, _ value: Value, of id: ObjectID, _ assignment: Assignment, in frame: Frame) {
        switch (property, value) {
        case ("font", _):
            objects[id].settings.font = font(assignment.value, in: frame)
        case ("adjustsFontForContentSizeCategory", .bool(let adjusts)):
            objects[id].settings.adjustsFontForContentSizeCategory = adjusts
        case ("numberOfLines", .number(let lines)) where lines.terms.isEmpty:
            objects[id].settings.growsWithLines = lines.constant == 0
        default:
            break
        }
    }

    /// `button.titleLabel?.font`: a button's title's settings are the button's.
    static func titleOwner(_ base: ExprSyntax) -> ExprSyntax? {
        let chained = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard let member = chained.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" else { return nil }
        return member.base
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
