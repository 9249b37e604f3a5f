/// Writes a spec as YAML in the contract format (Documentation/SpecFormat.md), for `kbcov import`. Loading the
/// output gives the same spec, up to source locations.
public enum SpecWriter {
    public static func yaml(_ spec: LayoutSpec) -> String {
        var lines = ["kbcov: 1", "name: \(YAMLText.string(spec.name))"]
        lines += keyboardGuide(spec.keyboardGuide)
        if !spec.views.isEmpty {
            lines.append("views:")
            let stacks = Dictionary(spec.stacks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            lines += spec.views.flatMap { view($0, stack: stacks[$0.name]) }
        }
        if !spec.guides.isEmpty {
            let names = spec.guides.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { YAMLText.string($0.key) }
            lines.append("guides: [\(names.joined(separator: ", "))]")
        }
        if !spec.constraints.isEmpty {
            lines.append("constraints:")
            lines += constraintLines(spec.constraints, idPrefix: "constraints", indent: "  ")
        }
        if !spec.tracked.isEmpty {
            lines.append("tracked:")
            for (index, group) in spec.tracked.enumerated() {
                let edges = group.condition.edges.sorted().map(\.rawValue).joined(separator: ", ")
                switch group.condition {
                case .near: lines.append("  - near: [\(edges)]")
                case .awayFrom: lines.append("  - awayFrom: [\(edges)]")
                }
                lines.append("    constraints:")
                lines += constraintLines(group.constraints, idPrefix: "tracked[\(index)].constraints", indent: "      ")
            }
        }
        lines += keyboardInsets(spec.keyboardInsets)
        lines += environments(spec.environments)
        if let target = spec.deploymentTarget {
            lines.append("deploymentTarget: \(YAMLText.quoted(target.description))")
        }
        if let orientations = spec.phoneOrientations {
            let names = PhoneOrientations.Orientation.allCases.filter(orientations.orientations.contains).map(\.rawValue)
            lines.append("supportedOrientations: { iphone: [\(names.joined(separator: ", "))] }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func keyboardInsets(_ insets: [KeyboardInset]) -> [String] {
        guard !insets.isEmpty else { return [] }
        return ["keyboardInsets:"] + insets.flatMap { inset in
            var lines = ["  - scrollView: \(YAMLText.string(inset.scrollView))"]
            if !inset.textInputs.isEmpty { lines.append("    textInputs: [\(inset.textInputs.map(YAMLText.string).joined(separator: ", "))]") }
            if !inset.initialInset.isZero { lines.append("    initialInset: \(YAMLText.number(inset.initialInset))") }
            lines.append("    updates:")
            return lines + inset.updates.map { update in
                let on = update.notifications.isEmpty ? "" : "on: [\(update.notifications.map(\.rawValue).joined(separator: ", "))], "
                let local = update.onlyWhenLocal ? ", onlyWhenLocal: true" : ""
                return "      - { \(on)\(update.isRelative ? "add" : "set"): \(YAMLText.string(RuleText.side(update.value)))\(local), handler: \(YAMLText.string(update.handler)) }"
            }
        }
    }

    /// Written settings and settings that differ from UIKit's defaults; defaults left unwritten stay so.
    private static func keyboardGuide(_ settings: KeyboardGuideSettings) -> [String] {
        let defaults = KeyboardGuideSettings()
        var lines: [String] = []
        let explicit = settings.explicitSettings
        if explicit["followsUndockedKeyboard"] != nil || settings.followsUndockedKeyboard != defaults.followsUndockedKeyboard {
            lines.append("  followsUndockedKeyboard: \(settings.followsUndockedKeyboard)")
        }
        if explicit["usesBottomSafeArea"] != nil || settings.usesBottomSafeArea != defaults.usesBottomSafeArea {
            lines.append("  usesBottomSafeArea: \(settings.usesBottomSafeArea)")
        }
        if explicit["keyboardDismissPadding"] != nil || settings.keyboardDismissPadding != defaults.keyboardDismissPadding {
            lines.append("  keyboardDismissPadding: \(YAMLText.number(settings.keyboardDismissPadding))")
        }
        return lines.isEmpty ? [] : ["keyboardGuide:"] + lines
    }

    private static func view(_ view: ViewDeclaration, stack: StackViewDeclaration?) -> [String] {
        let defaults = ViewDeclaration(name: view.name, location: view.location)
        var lines: [String] = []
        if let viewClass = view.viewClass { lines.append("    class: \(YAMLText.string(viewClass))") }
        if view.isHidden { lines.append("    hidden: true") }
        if !view.isScrollEnabled { lines.append("    scrollEnabled: false") }
        if view.isBorderless { lines.append("    borderStyle: none") }
        if view.drawsWithoutConfiguration { lines.append("    configuration: none") }
        if view.contentInsetAdjustment != .automatic { lines.append("    contentInsetAdjustment: \(view.contentInsetAdjustment.rawValue)") }
        if view.alwaysBounceVertical != ViewClass.bouncesVerticallyByDefault(view.viewClass) {
            lines.append("    alwaysBounceVertical: \(view.alwaysBounceVertical)")
        }
        let size = [("width", view.intrinsicWidth), ("height", view.intrinsicHeight)]
            .compactMap { name, value in value.map { "\(name): \(YAMLText.number($0))" } }
        if !size.isEmpty { lines.append("    intrinsicSize: { \(size.joined(separator: ", ")) }") }
        if view.hugging != defaults.hugging { lines.append("    hugging: \(priorities(view.hugging))") }
        if view.compressionResistance != defaults.compressionResistance {
            lines.append("    compressionResistance: \(priorities(view.compressionResistance))")
        }
        if view.keepVisible { lines.append("    keepVisible: true") }
        if !view.isEditable { lines.append("    editable: false") }
        if let font = view.font { lines.append("    font: \(fontLine(font))") }
        if view.growsWithLines { lines.append("    numberOfLines: 0") }
        if let scrollView = view.scrollView { lines.append("    inScrollView: \(YAMLText.string(scrollView))") }
        if let stack { lines += stackLines(stack) }
        let name = YAMLText.string(view.name)
        return lines.isEmpty ? ["  \(name): {}"] : ["  \(name):"] + lines
    }

    private static func fontLine(_ font: ViewFont) -> String {
        let entries = [font.textStyle.map { "textStyle: \($0.rawValue)" }, font.pointSize.map { "size: \(YAMLText.number($0))" },
                       font.adjustsForContentSizeCategory ? "adjustsForContentSizeCategory: true" : nil]
        return "{ \(entries.compactMap { $0 }.joined(separator: ", ")) }"
    }

    /// The settings that differ from UIKit's defaults; the arranged views always.
    private static func stackLines(_ stack: StackViewDeclaration) -> [String] {
        let defaults = StackViewDeclaration(name: stack.name, location: stack.location)
        var lines = ["    stack:"]
        if stack.axis != defaults.axis { lines.append("      axis: \(stack.axis.rawValue)") }
        lines.append("      arranged: [\(stack.arranged.map(YAMLText.string).joined(separator: ", "))]")
        if stack.spacing != defaults.spacing { lines.append("      spacing: \(YAMLText.number(stack.spacing))") }
        let custom = stack.arranged.compactMap { name in
            stack.customSpacing[name].map { "\(YAMLText.string(name)): \(YAMLText.number($0))" }
        }
        if !custom.isEmpty { lines.append("      customSpacing: { \(custom.joined(separator: ", ")) }") }
        if stack.distribution != defaults.distribution { lines.append("      distribution: \(stack.distribution.rawValue)") }
        if stack.alignment != defaults.alignment { lines.append("      alignment: \(stack.alignment.rawValue)") }
        if stack.isLayoutMarginsRelativeArrangement { lines.append("      layoutMarginsRelative: true") }
        if let margins = stack.layoutMargins {
            let sides = [margins.top, margins.leading, margins.bottom, margins.trailing].map(YAMLText.number)
            lines.append("      margins: { top: \(sides[0]), leading: \(sides[1]), bottom: \(sides[2]), trailing: \(sides[3]) }")
        }
        return lines
    }

    private static func priorities(_ priorities: ViewDeclaration.AxisPriorities) -> String {
        "{ horizontal: \(priorities.horizontal), vertical: \(priorities.vertical) }"
    }

    /// A constraint whose id is the one its position generates is written without it.
    private static func constraintLines(_ constraints: [Constraint], idPrefix: String, indent: String) -> [String] {
        constraints.enumerated().map { index, constraint in
            let rule = YAMLText.quoted(RuleText.rule(constraint))
            let scaled = constraint.scaledBy.map { ", scaledBy: \($0.rawValue)" } ?? ""
            if constraint.isGeneratedID, constraint.id == "\(idPrefix)[\(index)]" {
                return scaled.isEmpty ? "\(indent)- \(rule)" : "\(indent)- { rule: \(rule)\(scaled) }"
            }
            return "\(indent)- { id: \(YAMLText.quoted(constraint.id)), rule: \(rule)\(scaled) }"
        }
    }

    private static func environments(_ entries: [EnvironmentEntry]) -> [String] {
        guard !entries.isEmpty else { return [] }
        if entries.count == 1, case .named(let name) = entries[0].request {
            return ["environments: \(YAMLText.string(name))"]
        }
        return ["environments:"] + entries.map { entry in
            switch entry.request {
            case .named(let name):
                return "  - \(YAMLText.string(name))"
            case .stageWindow(let window):
                let orientation = window.orientation.map { ", orientation: \($0)" } ?? ""
                let frame = window.frame.components.map(YAMLText.number).joined(separator: ", ")
                return "  - { stage: \(YAMLText.string(window.name)), device: \(YAMLText.string(window.device))\(orientation), frame: [\(frame)] }"
            }
        }
    }
}
