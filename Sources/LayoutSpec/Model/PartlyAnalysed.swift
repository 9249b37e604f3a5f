extension LayoutSpec {
    /// The screen as an input kbcov analysed only in part, when an importer found keyboard
    /// handling it could not model (its `keyboardHandlerNotModelled` warnings, each naming the
    /// handler and why): listed with the inputs not analysed, so that the screen's clean states
    /// are never read as a clean screen. `nil` when every handler found was modelled.
    public var partlyAnalysed: SkippedInput? {
        let unmodelled = warnings.filter { $0.code == .keyboardHandlerNotModelled }
        guard let first = unmodelled.first else { return nil }
        let more = unmodelled.count > 1 ? " (and \(unmodelled.count - 1) more)" : ""
        return SkippedInput(path: path, name: name, reason: .partlyAnalysed, message: first.message + more,
                            location: first.location, warnings: unmodelled)
    }
}
