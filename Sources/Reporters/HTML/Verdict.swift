import LayoutAnalysis

/// What a state's cell says: clean, unreachable, or its finding kinds, worst first.
struct Verdict: Hashable {
    var isReachable: Bool
    /// Distinct, worst first.
    var kinds: [FindingKind]
    var findingCount: Int

    init(_ result: StateReport) {
        isReachable = result.isReachable
        kinds = Array(Set(result.findings.map(\.kind))).sorted { $0.described.severity < $1.described.severity }
        findingCount = result.findings.count
    }

    var isClean: Bool { isReachable && kinds.isEmpty }

    var cssClass: String {
        if let worst = kinds.first { return Palette.cssClass(worst) }
        return isReachable ? Palette.cleanClass : Palette.unreachableClass
    }

    var symbol: String {
        if !kinds.isEmpty { return kinds.map(Palette.letter).joined() }
        return isReachable ? Palette.cleanSymbol : Palette.unreachableSymbol
    }

    var label: String {
        if !kinds.isEmpty { return kinds.map(\.rawValue).joined(separator: ", ") }
        return isReachable ? "clean" : "unreachable"
    }

    /// Sorts worse verdicts first: the most severe kind, then the most findings.
    static func isWorse(_ lhs: Verdict, than rhs: Verdict) -> Bool {
        let lhsRank = lhs.kinds.first?.described.severity ?? Int.max
        let rhsRank = rhs.kinds.first?.described.severity ?? Int.max
        if lhsRank != rhsRank { return lhsRank < rhsRank }
        return lhs.findingCount > rhs.findingCount
    }
}
