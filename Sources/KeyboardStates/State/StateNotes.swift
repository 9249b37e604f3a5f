import LayoutSpec

/// The notes a state carries: where Apple's table overrode the thresholds, and the assumptions.
enum StateNotes {
    static func notes(
        keyboard: KeyboardType, near: Set<Edge>, pieces: [ClassifiedPiece], environment: Environment,
        settings: KeyboardGuideSettings
    ) -> [String] {
        var notes: [String] = []
        func add(_ note: String) { if !notes.contains(note) { notes.append(note) } }

        for piece in pieces {
            for reason in piece.resolution.overrides {
                add("table overrides thresholds: they alone give \(StateID.edgesID(piece.resolution.thresholdNear)) here; \(reason)")
            }
        }
        if (keyboard == .undocked || keyboard == .split), near.contains(.bottom),
           pieces.contains(where: \.piece.guideFollowsKeyboard) {
            add("near the bottom: Apple's table says split and undocked keyboards are always away from the bottom, its header says they can be near the top or the bottom; the thresholds decide, and here they allow it")
        }
        if keyboard.isUndocked && !settings.followsUndockedKeyboard {
            add("followsUndockedKeyboard is false: the guide shows the hidden keyboard for this keyboard")
        } else if keyboard != .hidden && pieces.contains(where: { !$0.piece.guideFollowsKeyboard }) {
            add("includes positions where the keyboard does not cover the window: the guide behaves as if the keyboard were hidden")
        }
        if keyboard == .undocked || keyboard == .split {
            add("estimate: the \(keyboard.rawValue) keyboard is a full-width band as tall as the docked keyboard")
        }
        if keyboard == .dockedDrag {
            add(DismissalDragNotes.range)
            if let padding = DismissalDragNotes.padding(settings) { add(padding) }
        }
        if let range = environment.windowRange, !pieces.isEmpty {
            let size = { (size: Size) in "\(size.width.decimalString()) × \(size.height.decimalString()) pt" }
            add("window range: every Stage Manager window from \(size(range.minimum)) to \(size(range.maximum)), anywhere on the screen (the witness's windowX, windowY, windowWidth, windowHeight); assumption: the smallest window is the catalog's, the largest the screen")
        }
        if environment.window == .slideOver && !pieces.isEmpty {
            add("assumption: Slide Over is a full-height window 320 pt wide at the trailing side of the screen, treated like 1/3 Split View")
        }
        return notes
    }
}
