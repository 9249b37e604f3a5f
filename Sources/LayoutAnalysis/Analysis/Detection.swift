import ExactGeometry
import LayoutSpec

/// A finding as the analysis establishes it, in the reading direction it solves in. `Finding`s
/// are made from detections in the environment's own coordinates (`FindingRenderer`), so a
/// right-to-left environment can take the detections of its left-to-right mirror image as they are.
struct Detection: Sendable {
    /// What the finding says, and the confirmed layouts it says it of.
    enum Statement: Sendable {
        case text(String)
        /// A layout check's candidate, confirmed in `layout`: the candidate itself words the
        /// finding, for this plan or any plan with the same content.
        case candidate(Candidate, layout: Assignment)
        /// An item whose frame differs between resolved layouts: two of them, what of its frame
        /// some resolved layout changes (in the reading direction), the inactive tracked
        /// constraints that mention it, and the kinds of problem some resolved layout shows.
        case ambiguity(item: Int, first: Assignment, second: Assignment, free: Set<FreeMeasure>, inactive: [String], reaching: [FindingKind])
        /// A problem some but not all resolved layouts showed at the witness position: part of the
        /// item's ambiguity, not a finding; the state's method says the region was not searched further.
        case folded
    }

    /// The witness position: a point of one piece of the state's region.
    struct Position: Sendable {
        var piece: Int
        /// The keyboard's parameters, then the content sizes (`RegionPiece.withContent`).
        var point: [Rational]
        /// Where the finding starts along each content size not at its least (`CanonicalPoint`).
        var contentStarts: [Variable: ContentStart] = [:]
    }

    var kind: FindingKind
    var items: [String]
    var constraints: [String]
    var statement: Statement
    var location: SourceLocation?
    var position: Position?
    /// Views inside the item that the witness layout shows with the same problem: reported with
    /// it (`LayoutCheck.carriesContents`).
    var contents: [String] = []
    /// Whether every content size in range shows it, the keyboard as at the witness (`nil`: the
    /// layout has no content size, or the finding is not about its resolved layout).
    var holdsForAnyContent: Bool?
    /// In a `stage-range` state, the window sizes it holds in (`WindowExtent`), appended to its message.
    var windowClause: String?

    /// The solver gave up, or a witness was not confirmed: no position, no layout.
    static func unknown(_ message: String) -> Detection {
        Detection(kind: .unknown, items: [], constraints: [], statement: .text(message), location: nil, position: nil)
    }

    static func folded(kind: FindingKind, items: [String]) -> Detection {
        Detection(kind: kind, items: items, constraints: [], statement: .folded, location: nil, position: nil)
    }

    var isUnknown: Bool { kind == .unknown }

    var isFolded: Bool {
        if case .folded = statement { return true }
        return false
    }
}
