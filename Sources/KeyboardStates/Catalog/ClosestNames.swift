/// Suggestions for a mistyped name, by edit distance.
public enum ClosestNames {
    public static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(2, name.count / 4)
        return Array(Set(candidates))
            .map { (candidate: $0, distance: distance(name, $0)) }
            .filter { $0.distance <= allowed }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .prefix(limit)
            .map(\.candidate)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
