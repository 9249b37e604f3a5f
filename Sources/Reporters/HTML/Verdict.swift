import LayoutAnalysis

/// What a state's cell says: clean, unreachable, or its finding kinds, worst first.
struct Verdict: Hashable {
    var isReachable: Bool
    /// Distinct, worst first.
    var kinds: [FindingKind]
    var findingCount: Int

    /// The state's own findings hold with the keyboard hidden too: shown in that state's cell.
    var hasLayoutFindingsOnly: Bool

    /// From the findings the reports show for the state: the keyboard's, and in the hidden-keyboard
    /// state the layout's.
    init(_ result: StateReport) {
        let findings = result.reportedFindings
        isReachable = result.isReachable
        kinds = Array(Set(findings.map(\.kind))).sorted { $0.described.severity < $1.described.severity }
        findingCount = findings.count
        hasLayoutFindingsOnly = findings.isEmpty && !result.findings.isEmpty
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
        if hasLayoutFindingsOnly { return "no keyboard finding (the layout's are shown with the keyboard hidden)" }
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
