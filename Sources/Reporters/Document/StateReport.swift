import ExactGeometry
import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// One keyboard state's part of the report: where it is, what was active, and its findings.
public struct StateReport: Hashable, Sendable {
    /// `<device>/<orientation>/<window>/<direction>/<keyboard>/<edges>` (StateID).
    public internal(set) var id: String
    public var environment: EnvironmentReport
    public var keyboard: KeyboardType
    public var near: Set<Edge>
    public var isReachable: Bool
    /// The bounds of the keyboard frame over the state's region; `nil` when it is empty.
    public var region: RegionBounds?
    /// Where Apple's table overrode the thresholds, and the assumptions behind the state.
    public var notes: [String]
    /// Ids of the constraints active in the state, in spec order.
    public var active: [String]
    public var method: AnalysisMethod
    public var findings: [Finding]

    /// `environment`: the state's environment as reported, when the caller made it already (the
    /// states of one environment share it).
    public init(_ result: StateResult, environment: EnvironmentReport? = nil) {
        let state = result.state
        id = state.id
        self.environment = environment ?? EnvironmentReport(state.environment)
        keyboard = state.keyboard
        near = state.near
        isReachable = state.isReachable
        region = state.region.bounds.map { bounds in
            RegionBounds(components: bounds.components.map { ValueRange(min: ReportNumber.rounded($0.min), max: ReportNumber.rounded($0.max)) })
        }
        notes = state.notes
        active = result.active
        method = result.method
        findings = result.findings.map(\.reportRounded)
    }

    public var away: Set<Edge> { Set(Edge.allCases).subtracting(near) }

    /// Reachable, with no finding to report in it (`reportedFindings`).
    public var isClean: Bool { isReachable && reportedFindings.isEmpty }
}

/// Everything fixed about a screen before the keyboard is considered, as the report states it.
public struct EnvironmentReport: Hashable, Sendable {
    public var device: String
    public var orientation: Orientation
    public var window: WindowKind
    public var direction: LayoutDirection
    /// The screen in this orientation.
    public var screenSize: Size
    /// The app's window in screen coordinates; the root view fills it.
    public var windowFrame: Rect
    public var safeArea: EdgeInsets
    /// The text size the state was analysed at; `nil` in a run without text sizes.
    public var textSize: ContentSizeCategory?

    init(_ environment: Environment) {
        device = environment.device
        orientation = environment.orientation
        window = environment.window
        direction = environment.direction
        screenSize = Size(width: ReportNumber.rounded(environment.screenSize.width), height: ReportNumber.rounded(environment.screenSize.height))
        windowFrame = environment.windowFrame.reportRounded
        let insets = environment.safeArea
        safeArea = EdgeInsets(
            top: ReportNumber.rounded(insets.top), left: ReportNumber.rounded(insets.left),
            bottom: ReportNumber.rounded(insets.bottom), right: ReportNumber.rounded(insets.right))
        textSize = environment.textSize
    }

    /// `<device>/<orientation>/<window>/<direction>`, and `@<text size>` when there is one.
    public var id: String { Environment.id(device: device, orientation: orientation, window: window, direction: direction, textSize: textSize) }

    public var viewSize: Size { Size(width: windowFrame.width, height: windowFrame.height) }
}

extension Finding {
    /// The finding with its witness's numbers as the report keeps them.
    var reportRounded: Finding {
        var finding = self
        guard var witness = finding.witness else { return finding }
        witness.keyboardFrame = witness.keyboardFrame.reportRounded
        witness.guideFrame = witness.guideFrame.reportRounded
        witness.parameters = witness.parameters.mapValues(ReportNumber.rounded)
        witness.frames = witness.frames.mapValues(\.reportRounded)
        witness.alternativeFrames = witness.alternativeFrames.mapValues(\.reportRounded)
        witness.overlap = witness.overlap?.reportRounded
        finding.witness = witness
        return finding
    }
}
