import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import LayoutSpec
import Testing

/// A content size's range ends where more content changes nothing: a label kept inside the
/// screen's margins is as wide as its text up to the room it has, and no wider after.
@Suite struct ContentClampTests {
    private static let environment = "iphone-16/portrait/full/ltr"

    /// One view of `viewClass`, its text unknown, pinned 16 pt from the leading margin and kept
    /// 16 pt inside the trailing one, plus whatever `extra` says.
    private static func screen(_ viewClass: String, extraViews: String = "", extra: String = "") -> String {
        """
        kbcov: 1
        name: one line
        views:
          title: { class: \(viewClass) }
        \(extraViews)
        constraints:
          - title.leading == safeArea.leading + 16
          - title.trailing <= safeArea.trailing - 16
          - title.top == safeArea.top + 20
        \(extra)
        """
    }

    /// The range of `view`'s content along `axis` after the clamp, with the checks' reads kept
    /// (`keepingRead`) or not.
    private static func range(_ yaml: String, of view: String, _ axis: Axis = .horizontal, keepingRead: Bool = true) throws
        -> (minimum: Rational, maximum: Rational) {
        let spec = try defaultSetup().lowered(try load(yaml))
        let environment = try #require(try resolve([Self.environment]).first)
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        let clamped = ContentClamp.clamped(problem) { keepingRead ? LayoutChecks.contentRead(in: $0, spec: spec, active: spec.allConstraints) : [] }
        let item = try #require(spec.views.firstIndex { $0.name == view })
        let parameter = try #require(clamped.contentParameters.first { $0.variable == .content(item: item, axis) })
        return (parameter.minimum, parameter.maximum)
    }

    /// iPhone 16 in portrait is 393 pt wide: 361 pt between the margins.
    @Test func aLabelsTextEndsAtTheRoomItHas() throws {
        let range = try Self.range(Self.screen("UILabel"), of: "title")
        #expect(range.minimum == 0 && range.maximum == 361)
    }

    /// A label of as many lines as its text needs, kept above the bottom margin: a squeeze of its
    /// height compares it with its lines' height, so every height is kept.
    @Test func aSizeACheckComparesKeepsItsWholeRange() throws {
        let yaml = """
            kbcov: 1
            name: notes
            views:
              body: { class: UILabel, font: { textStyle: body }, numberOfLines: 0 }
            constraints:
              - body.leading == safeArea.leading + 16
              - body.trailing == safeArea.trailing - 16
              - body.top == safeArea.top + 20
              - body.bottom <= safeArea.bottom - 16
            """
        #expect(try Self.range(yaml, of: "body", .vertical).maximum == ContentRanges.longest)
        #expect(try Self.range(yaml, of: "body", .vertical, keepingRead: false).maximum < ContentRanges.longest,
                "unread, its lines would end at the room between the margins")
    }

    /// A label beside another whose text is unknown: how wide each is depends on both, so
    /// neither range ends.
    @Test func aSizeSharingItsRowsWithOtherContentKeepsItsWholeRange() throws {
        let yaml = Self.screen("UILabel", extraViews: "  detail: { class: UILabel }",
                               extra: "  - detail.leading == title.trailing + 8\n  - detail.trailing <= safeArea.trailing - 16\n  - detail.top == title.top")
        #expect(try Self.range(yaml, of: "title").maximum == ContentRanges.longest)
        #expect(try Self.range(yaml, of: "detail").maximum == ContentRanges.longest)
    }

    /// A label kept left of a floating keyboard: its room moves with the keyboard.
    @Test func aSizeTheKeyboardReachesKeepsItsWholeRange() throws {
        let yaml = Self.screen("UILabel", extra: "  - title.trailing <= keyboard.leading - 8")
        #expect(try Self.range(yaml, of: "title").maximum == ContentRanges.longest)
    }

    /// Twenty one-line labels of unknown text down a screen, every tenth kept above the keyboard
    /// when it can be (`@ low`): each label's two pieces multiplied past the critical regions'
    /// limit, and the solver gave up on 4 of the 17 states (`unknown`). With every range ended at
    /// the room, each state is settled, and nothing is ambiguous or offscreen.
    @Test func manyIndependentLabelsAreSettledExactly() throws {
        let views = (0..<20).map { "  l\($0): { class: UILabel }" }.joined(separator: "\n")
        let rows = (0..<20).flatMap {
            ["  - l\($0).leading == safeArea.leading + 16", "  - l\($0).trailing <= safeArea.trailing - 16",
             "  - l\($0).top == safeArea.top + \($0 * 24)"]
        }.joined(separator: "\n")
        let tracked = stride(from: 0, to: 20, by: 10).map {
            "  - awayFrom: [top]\n    constraints:\n      - l\($0).bottom <= keyboard.top @ low"
        }.joined(separator: "\n")
        let yaml = """
            kbcov: 1
            name: twenty lines
            keyboardGuide: { followsUndockedKeyboard: true }
            views:
            \(views)
            constraints:
            \(rows)
            tracked:
            \(tracked)
            """
        let spec = try defaultSetup().lowered(try load(yaml))
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape/full/ltr"]), options: AnalysisOptions(jobs: 1))
        #expect(result.states.count == 17)
        #expect(result.states(with: .unknown).isEmpty)
        #expect(result.states(with: .ambiguous).isEmpty)
        #expect(result.states(with: .offscreen).isEmpty)
    }
}
