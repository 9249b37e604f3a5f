import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Assignments to the properties of a view that decide its content size or its stack's
/// arrangement: `axis`, `spacing`, `alignment`, `distribution`,
/// `isLayoutMarginsRelativeArrangement`, `directionalLayoutMargins` / `layoutMargins`,
/// `isHidden`, an image view's `image`, a text view's `isScrollEnabled`, a scroll view's
/// `contentInsetAdjustmentBehavior` and `alwaysBounceVertical`, a text field's `borderStyle`, and what makes a text input
/// read-only (`ViewSettings.readOnlyBy`). A value the
/// importer cannot read leaves UIKit's default and is reported, when the view is part of the
/// layout, at the value.
extension Interpreter {
    static let viewSettingNames = Set<String>([
        "axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement",
        "directionalLayoutMargins", "layoutMargins", "isHidden", "image", "isScrollEnabled", "preferredSymbolConfiguration",
        "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "borderStyle",
    ]).union(ViewSettings.readOnlySettings)

    /// Whether the assignment set a view setting (read or reported).
    func assignViewSetting(_ property: String, of base: Value, _ assignment: Assignment, in frame: Frame) -> Bool {
        guard Self.viewSettingNames.contains(property), case .item(.object(let id)) = base else { return false }
        let value = assignment.value
        guard !assignment.isCompound else {
            skipSetting(of: id, assignment.node, "'\(assignment.node.trimmedDescription)', an update kbcov does not read; UIKit's default is kept")
            return true
        }
        switch property {
        case "axis":
            objects[id].settings.usesStackAPI = true
            switch evaluate(value, in: frame) {
            case .implicitMember("horizontal"): objects[id].settings.stack.axis = .horizontal
            case .implicitMember("vertical"): objects[id].settings.stack.axis = .vertical
            default: skipSetting(of: id, value, "the axis '\(value.trimmedDescription)'; expected .horizontal or .vertical; the stack keeps its axis")
            }
        case "spacing":
            objects[id].settings.usesStackAPI = true
            switch stackSpacing(value, in: frame) {
            case .success(let spacing): objects[id].settings.stack.spacing = spacing ?? .zero
            case .failure(let problem): objects[id].settings.skipped.append((problem, ViewClass.stackView))
            }
        case "alignment":
            objects[id].settings.usesStackAPI = true
            if let alignment: StackAlignment = enumCase(value, in: frame, setting: "alignment", of: id) {
                objects[id].settings.stack.alignment = alignment
                objects[id].settings.stack.alignmentLocation = sources.location(of: value)
            }
        case "distribution":
            objects[id].settings.usesStackAPI = true
            if let distribution: StackDistribution = enumCase(value, in: frame, setting: "distribution", of: id) {
                objects[id].settings.stack.distribution = distribution
            }
        case "directionalLayoutMargins", "layoutMargins":
            switch edgeInsets(value, isDirectional: property == "directionalLayoutMargins", in: frame) {
            case .success(let insets): objects[id].settings.stack.layoutMargins = insets
            case .failure(let problem): objects[id].settings.skipped.append((problem, ViewClass.stackView))
            }
        case "image":
            objects[id].settings.hasImage = !value.is(NilLiteralExprSyntax.self)
            setImage(of: id, to: evaluate(value, in: frame))
        case "preferredSymbolConfiguration":
            if case .image(let given) = evaluate(value, in: frame), case .configuration(let configuration) = given.content {
                objects[id].settings.symbolConfiguration = configuration
            }
        case "contentInsetAdjustmentBehavior":
            if case .implicitMember(let name) = evaluate(value, in: frame), let behavior = ContentInsetAdjustment(rawValue: name) {
                objects[id].settings.contentInsetAdjustment = behavior
            } else {
                let accepted = ContentInsetAdjustment.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
                skipSetting(of: id, value, "the contentInsetAdjustmentBehavior '\(value.trimmedDescription)'; expected one of \(accepted); UIKit's default, .automatic, is kept", of: nil)
            }
        case "borderStyle":
            if case .implicitMember(let name) = evaluate(value, in: frame), ViewDeclaration.borderStyles.contains(name) {
                objects[id].settings.isBorderless = name == "none"
            } else {
                objects[id].settings.isBorderless = false
                skipSetting(of: id, value, "the borderStyle '\(value.trimmedDescription)'; expected one of \(ViewDeclaration.borderStyles.map { "." + $0 }.joined(separator: ", ")); kbcov keeps a bordered field's height", of: "UITextField")
            }
        case _ where ViewSettings.readOnlySettings.contains(property):
            // A flag decided at run time leaves the input editable, as it is when the user can type in it.
            guard case .bool(let flag) = evaluate(value, in: frame) else { return true }
            if flag { objects[id].settings.readOnlyBy.remove(property) } else { objects[id].settings.readOnlyBy.insert(property) }
        default:
            guard case .bool(let flag) = evaluate(value, in: frame) else {
                let mattersFor: String? = switch property {
                case "isHidden", "alwaysBounceVertical": nil
                case "isScrollEnabled": "UITextView"
                default: ViewClass.stackView
                }
                skipSetting(of: id, value, "\(property) = '\(value.trimmedDescription)', decided at run time; kbcov reads true and false and keeps \(objects[id].isDrawnByDocument ? "the document's setting" : "UIKit's default")",
                            of: mattersFor)
                return true
            }
            switch property {
            case "isHidden": objects[id].settings.isHidden = flag
            case "isScrollEnabled": objects[id].settings.isScrollEnabled = flag
            case "alwaysBounceVertical": objects[id].settings.alwaysBounceVertical = flag
            default:
                objects[id].settings.usesStackAPI = true
                objects[id].settings.stack.isLayoutMarginsRelativeArrangement = flag
            }
        }
        return true
    }

    /// Records a setting of `id` that cannot be read; `viewClass` is the class it matters for.
    private func skipSetting(of id: ObjectID, _ node: some SyntaxProtocol, _ message: String, of viewClass: String? = ViewClass.stackView) {
        objects[id].settings.skipped.append((unsupported(node, message), viewClass))
    }

    /// `.center`, `UIStackView.Alignment.center`: a case of the model's enum of the same name.
    private func enumCase<Setting: RawRepresentable & CaseIterable>(
        _ expression: ExprSyntax, in frame: Frame, setting: String, of id: ObjectID
    ) -> Setting? where Setting.RawValue == String {
        if case .implicitMember(let name) = evaluate(expression, in: frame), let value = Setting(rawValue: name) {
            return value
        }
        let accepted = Setting.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        skipSetting(of: id, expression, "the \(setting) '\(expression.trimmedDescription)'; expected one of \(accepted); the stack keeps its \(setting)")
        return nil
    }
}
