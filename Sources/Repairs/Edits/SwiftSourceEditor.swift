import Foundation
import LayoutSpec

/// The lines of a Swift view controller a repair rewrites, for constraints bound to a name (the
/// importer's id when the code sets no other `identifier`): the `activeWhen…:` argument of a
/// `setConstraints` call, a `priority` or `constant` assignment added after the constraint's
/// `identifier` line (or its declaration), a `setConstraints` call of its own. Anything else is
/// `nil`; `RepairSearch` imports every edited file again and proves the spec it reads.
struct SwiftSourceEditor: SourceEditor {
    let spec: LayoutSpec
    let source: SourceLines

    func edits(for change: RepairChange) -> [LineEdit]? {
        switch change {
        case .priority(let id, _, let to):
            return assignment(to: id, "priority = UILayoutPriority(\(to))")
        case .constant(let id, _, let to):
            return assignment(to: id, "constant = \(to.decimalString(maximumFractionDigits: 6))")
        case .regroup(let group, _, _, let to):
            guard spec.tracked.indices.contains(group), let line = source[spec.tracked[group].location.line],
                  let match = line.range(of: Self.registrationPattern, options: .regularExpression)
            else { return nil }
            return [source.edit(spec.tracked[group].location.line, after: [line.replacingCharacters(in: match, with: RepairChange.registration(to))])]
        case .move(let id, let from, let to):
            return move(id, from: from, to: to)
        }
    }

    static let registrationPattern = #"activeWhen(NearEdge|AwayFrom):\s*(\.[A-Za-z]+|\[[^\]]*\])"#

    /// `name.priority = …` after the line that names the constraint's `identifier`, else after its
    /// one-line declaration.
    private func assignment(to id: String, _ statement: String) -> [LineEdit]? {
        guard let line = anchorLine(of: id), let text = source[line] else { return nil }
        return [source.edit(line, after: [text, SourceLines.indentation(of: text) + "\(id).\(statement)"])]
    }

    private func anchorLine(of id: String) -> Int? {
        guard let constraint = spec.constraint(id) else { return nil }
        let start = constraint.location.line
        let range = start...min(start + 3, source.lines.count)
        if let named = range.first(where: { source[$0]?.contains("\(id).identifier =") ?? false }) { return named }
        guard let text = source[start], text.contains("let \(id) ="), text.hasSuffix(")") else { return nil }
        return start
    }

    /// Out of the array literal it is registered with (between its declaration and its group's
    /// call), then registered on its own after that call, or after its `identifier` line when it
    /// was always active (`isActive = true` on that line is then removed).
    private func move(_ id: String, from: TrackingCondition?, to: TrackingCondition) -> [LineEdit]? {
        guard let constraint = spec.constraint(id) else { return nil }
        let guide = source.lines.lazy.compactMap { line in line.range(of: ".setConstraints(").map { String(line[..<$0.lowerBound]) } }.first
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "view.keyboardLayoutGuide"
        let call = "\(guide).setConstraints([\(id)], \(RepairChange.registration(to)))"
        if from == nil {
            guard let line = (constraint.location.line...min(constraint.location.line + 4, source.lines.count))
                .first(where: { source[$0]?.trimmingCharacters(in: .whitespaces) == "\(id).isActive = true" }),
                  let text = source[line]
            else { return nil }
            return [source.edit(line, after: [SourceLines.indentation(of: text) + call])]
        }
        guard let group = spec.trackedGroup(of: id), let callText = source[spec.tracked[group].location.line] else { return nil }
        let callLine = spec.tracked[group].location.line
        let members = (constraint.location.line...callLine).first { number in
            guard let text = source[number] else { return false }
            return Self.removing(id, fromArrayIn: text) != nil
        }
        guard let members, let membersText = source[members], let without = Self.removing(id, fromArrayIn: membersText) else { return nil }
        let registration = [SourceLines.indentation(of: callText) + call]
        if members == callLine { return [source.edit(callLine, after: [without] + registration)] }
        return [source.edit(members, after: [without]), source.edit(callLine, after: [callText] + registration)]
    }

    /// The line with `name` taken out of the array literal on it; `nil` if it is not an element of
    /// one or is its only element.
    static func removing(_ name: String, fromArrayIn line: String) -> String? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        for pattern in [#"\[\s*"# + escaped + #"\s*,\s*"#, #"\s*,\s*"# + escaped + #"(?=\s*\])"#, #"(?<=[\[,])\s*"# + escaped + #"\s*,"#] {
            guard let match = line.range(of: pattern, options: .regularExpression) else { continue }
            let replacement = line[match].hasPrefix("[") ? "[" : ""
            return line.replacingCharacters(in: match, with: replacement)
        }
        return nil
    }
}
