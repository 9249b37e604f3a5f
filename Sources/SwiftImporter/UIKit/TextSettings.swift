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
        case ("font", _?):
            readFont(assignment, of: id, in: frame)
        case ("adjustsFontForContentSizeCategory", .bool(let adjusts)?):
            // A text style's width already spans every text size (`ViewFont.pointSizes`).
            objects[id].settings.adjustsFontForContentSizeCategory = adjusts
        case ("configuration", _):
            // A configuration draws the title in its own font and insets, whatever its text.
            objects[id].settings.hasUnknownText = true
            objects[id].settings.hasConfiguration = !assignment.value.is(NilLiteralExprSyntax.self)
        case ("numberOfLines", .number(let lines)?) where lines.terms.isEmpty:
            // Wrapping lines change the height (`growsWithLines`) and leave the width any.
            objects[id].settings.hasUnknownText = true
            objects[id].settings.growsWithLines = lines.constant == 0
        default:
            objects[id].settings.hasUnknownText = true
        }
        return true
    }

    /// A font kbcov reads decides the text's width and height; one it cannot read leaves the view
    /// its class's default height and its text any width.
    private func readFont(_ assignment: Assignment, of id: ObjectID, in frame: Frame) {
        objects[id].settings.fontWrites.insert(assignment.node.id)
        guard let read = font(assignment.value, in: frame) else {
            objects[id].settings.font = nil
            objects[id].settings.hasUnknownText = true
            return
        }
        objects[id].settings.font = read.font
        objects[id].settings.fonts.append(read)
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
