/// A side of the physical screen (not a layout direction).
public enum ScreenSide: String, CaseIterable, Hashable, Sendable {
    case left, right
}

public enum SplitFraction: String, CaseIterable, Hashable, Sendable {
    case third, half, twoThirds = "two-thirds"
}

/// Where the app's window is on the screen.
public enum WindowKind: Hashable, Sendable {
    case full
    case split(SplitFraction, ScreenSide)
    case slideOver
    /// A Stage Manager window, named by the catalog or the spec.
    case stage(String)
    /// Every Stage Manager window the device allows, at every size and position (`WindowRange`).
    case stageRange

    /// The window part of an environment id.
    public var id: String {
        switch self {
        case .full: "full"
        case .split(let fraction, let side): "split-\(fraction.rawValue)-\(side.rawValue)"
        case .slideOver: "slide-over"
        case .stage(let name): "stage-\(name)"
        case .stageRange: WindowKind.rangeID
        }
    }

    /// The window an environment id names; `nil` for anything else.
    public init?(id: String) {
        if id == "full" { self = .full; return }
        if id == "slide-over" { self = .slideOver; return }
        if id == WindowKind.rangeID { self = .stageRange; return }
        if id.hasPrefix("stage-"), id.count > "stage-".count { self = .stage(String(id.dropFirst("stage-".count))); return }
        for fraction in SplitFraction.allCases {
            for side in ScreenSide.allCases where id == "split-\(fraction.rawValue)-\(side.rawValue)" {
                self = .split(fraction, side)
                return
            }
        }
        return nil
    }

    /// A Stage Manager window, fixed or a range.
    public var isStageManager: Bool {
        switch self {
        case .stage, .stageRange: true
        default: false
        }
    }

    /// Apple's table: in 1/3 Split View the guide is always away from leading and trailing.
    /// Slide Over is as narrow as 1/3 Split View, so it is assumed to behave the same.
    public var isNarrowMultitaskingWindow: Bool {
        switch self {
        case .split(.third, _), .slideOver: true
        default: false
        }
    }
}
