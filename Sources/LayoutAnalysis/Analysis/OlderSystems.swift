import LayoutSpec

/// `usesBottomSafeArea` exists from iOS 17; an app that also runs on older systems gets the
/// default there. Such a spec is analysed both ways, and what only the older systems show is
/// reported in the same states, marked as such. (`keyboardDismissPadding` changes only where the
/// dismiss gesture starts, not the guide's frame at rest, so it makes no difference here.)
enum OlderSystems {
    static let guideSettingsIntroduced = OSVersion(17, 0)

    /// The spec as systems before iOS 17 run it, when that differs from the spec as written.
    static func variant(of spec: LayoutSpec) -> LayoutSpec? {
        guard let target = spec.deploymentTarget, target < guideSettingsIntroduced,
              spec.keyboardGuide.usesBottomSafeArea != KeyboardGuideSettings().usesBottomSafeArea
        else { return nil }
        var older = spec
        older.keyboardGuide.usesBottomSafeArea = KeyboardGuideSettings().usesBottomSafeArea
        return older
    }

    /// `states` with the findings only `older` has added to the state of the same id.
    static func merge(_ states: [StateResult], older: [StateResult]) -> [StateResult] {
        let olderByID = Dictionary(older.map { ($0.state.id, $0) }, uniquingKeysWith: { first, _ in first })
        return states.map { state in
            guard let olderState = olderByID[state.state.id] else { return state }
            let known = Set(state.findings.map(FindingKey.init))
            var merged = state
            for finding in olderState.findings where !known.contains(FindingKey(finding)) {
                var marked = finding
                marked.message = "before iOS 17 (usesBottomSafeArea is ignored there): " + finding.message
                merged.findings.append(marked)
            }
            if olderState.method == .incomplete { merged.method = .incomplete }
            return merged
        }
    }
}

