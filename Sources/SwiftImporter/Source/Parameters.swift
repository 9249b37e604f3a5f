import SwiftSyntax

/// A function's parameters, and which arguments of a call go to each by Swift's rules: labels in
/// order, a parameter with a default value may be left out, a variadic one takes the unlabelled
/// arguments that follow, and a trailing closure is the last argument.
struct Parameters {
    struct Parameter {
        /// The argument label, `nil` for `_`.
        let label: String?
        /// The name the body uses.
        let name: String
        let defaultValue: ExprSyntax?
        let isVariadic: Bool
    }

    let list: [Parameter]

    init(_ clause: FunctionParameterClauseSyntax) {
        list = clause.parameters.map { parameter in
            Parameter(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                      name: (parameter.secondName ?? parameter.firstName).text,
                      defaultValue: parameter.defaultValue?.value, isVariadic: parameter.ellipsis != nil)
        }
    }

    var labels: [String?] { list.map(\.label) }
    var names: [String] { list.map(\.name) }

    /// For each parameter, the positions of the arguments it takes (none: its default), or `nil`
    /// when a call with these labels cannot call the function. A trailing closure is the
    /// argument after the labelled ones and goes to the last parameter.
    func match(_ labels: [String?], trailingClosure: Bool) -> [[Int]]? {
        guard !trailingClosure || !list.isEmpty else { return nil }
        var next = 0
        var taken: [[Int]] = []
        for parameter in trailingClosure ? list.dropLast() : list[...] {
            var positions: [Int] = []
            if next < labels.count, labels[next] == parameter.label {
                positions.append(next)
                next += 1
                while parameter.isVariadic, next < labels.count, labels[next] == nil {
                    positions.append(next)
                    next += 1
                }
            } else if parameter.defaultValue == nil && !parameter.isVariadic {
                return nil
            }
            taken.append(positions)
        }
        guard next == labels.count else { return nil }
        if trailingClosure { taken.append([labels.count]) }
        return taken
    }
}
