extension Environment {
    /// This environment with the dismissal drag (`docked-drag`) among its keyboards wherever the
    /// docked keyboard is: the states `--dismissal-drag` adds.
    public func offeringDismissalDrag() -> Environment {
        guard keyboard.offered.contains(.docked), !keyboard.offered.contains(.dockedDrag) else { return self }
        var environment = self
        environment.keyboard.offered = (keyboard.offered + [.dockedDrag]).sorted()
        return environment
    }
}
