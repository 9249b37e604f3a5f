/// Suggests the name a user probably meant, for every "unknown name" message kbcov writes: spec
/// keys, items and anchors, annotations, environments, `why`'s constraints, items and states.
public enum ClosestName {
    /// ` (did you mean 'toolbar'?)` when candidates are close to `name`, otherwise empty.
    public static func suggestion(for name: String, among candidates: [String]) -> String {
        let names = closest(to: name, among: candidates)
        return names.isEmpty ? "" : " (did you mean " + names.map { "'\($0)'" }.joined(separator: " or ") + "?)"
    }

    /// The candidates with the fewest edits from `name`, ignoring case, when few enough to be a
    /// typing mistake (a third of the name's length, at least one): the closest, in name order.
    public static func closest(to name: String, among candidates: [String]) -> [String] {
        let limit = max(1, name.count / 3)
        let scored = Set(candidates).map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.map(\.distance).min(), best <= limit else { return [] }
        return scored.filter { $0.distance == best }.map(\.candidate).sorted()
    }

    /// Levenshtein distance, with a swap of two neighbouring letters counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let substitution = table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
