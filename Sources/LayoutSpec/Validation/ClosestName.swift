/// Suggests the name a user probably meant, for "unknown name" messages.
public enum ClosestName {
    /// ` (did you mean 'toolbar'?)` when a candidate is close to `name`, otherwise empty.
    public static func suggestion(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The candidate with the fewest edits from `name`, when few enough to be a typing mistake.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let scored = candidates.map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
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
