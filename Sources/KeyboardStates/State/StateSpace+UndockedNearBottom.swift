extension StateSpace {
    /// The environments where a split or undocked keyboard can be near the bottom: the thresholds
    /// allow it although Apple's table says those keyboards are always away from the bottom.
    public static func undockedNearBottomEnvironments(_ states: [KeyboardState]) -> [String] {
        let ids = states
            .filter { ($0.keyboard == .undocked || $0.keyboard == .split) && $0.near.contains(.bottom) }
            .filter { $0.region.pieces.contains(where: \.guideFollowsKeyboard) }
            .map(\.environment.id)
        return Array(Set(ids)).sorted()
    }
}
