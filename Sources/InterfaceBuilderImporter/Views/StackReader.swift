import ExactGeometry
import LayoutSpec

/// A `<stackView>` as a `StackViewDeclaration`: its subviews are its arranged views, in order,
/// with the `axis`, `spacing`, `distribution`, `alignment`, `layoutMarginsRelativeArrangement`
/// and margins (`directionalLayoutMargins`, else `layoutMargins`) IB records; UIKit's defaults
/// where IB writes nothing.
enum StackReader {
    static func declaration(of node: XMLNode, name: String, arranged: [String]) -> (stack: StackViewDeclaration, errors: [Diagnostic], warnings: [Diagnostic]) {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var stack = StackViewDeclaration(name: name, arranged: arranged, location: node.location)
        if let axis = node["axis"] {
            if let value = Axis(rawValue: axis) { stack.axis = value } else { errors.append(invalid("axis", axis, ["horizontal", "vertical"], node)) }
        }
        if let distribution = node["distribution"] {
            if let value = StackDistribution(rawValue: distribution) { stack.distribution = value } else {
                errors.append(invalid("distribution", distribution, StackDistribution.allCases.map(\.rawValue), node))
            }
        }
        if let alignment = node["alignment"] {
            if let value = StackAlignment(rawValue: alignment) { stack.alignment = value } else {
                errors.append(invalid("alignment", alignment, StackAlignment.allCases.map(\.rawValue), node))
            }
        }
        if let spacing = node["spacing"] {
            if let value = Rational(exactly: spacing) { stack.spacing = value } else {
                errors.append(.error(.invalidNumber, at: node.location, "spacing=\"\(spacing)\": expected a number of points"))
            }
        }
        stack.isLayoutMarginsRelativeArrangement = node.flag("layoutMarginsRelativeArrangement") == true
        if let insets = node.child(key: "directionalLayoutMargins") {
            let values = ["top", "leading", "bottom", "trailing"].map { insets[$0].flatMap { Rational(exactly: $0) } ?? 8 }
            stack.layoutMargins = EdgeInsetsDeclaration(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        } else if let insets = node.child(key: "layoutMargins") {
            let values = ["top", "left", "bottom", "right"].map { insets[$0].flatMap { Rational(exactly: $0) } ?? 8 }
            stack.layoutMargins = EdgeInsetsDeclaration(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        }
        if node.flag("baselineRelativeArrangement") == true {
            warnings.append(.warning(.unsupportedConstruct, at: node.location,
                "approximated: '\(name)' arranges its views relative to their baselines; kbcov models frames and spaces them by their edges"))
        }
        return (stack, errors, warnings)
    }

    private static func invalid(_ attribute: String, _ value: String, _ accepted: [String], _ node: XMLNode) -> Diagnostic {
        .error(.invalidValue, at: node.location, "\(attribute)=\"\(value)\": expected one of \(accepted.joined(separator: ", "))")
    }
}
