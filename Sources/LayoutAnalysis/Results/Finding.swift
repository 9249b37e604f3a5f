import ExactGeometry
import LayoutSpec

public enum FindingKind: String, CaseIterable, Hashable, Sendable, Comparable, Codable {
    case conflict, ambiguous, offscreen, squeezed, covered, moved, dead, drift, unknown

    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The concrete keyboard position and layout that show a finding, confirmed by a concrete solve.
public struct Witness: Hashable, Sendable {
    /// Screen coordinates.
    public var keyboardFrame: Rect
    /// View coordinates.
    public var guideFrame: Rect
    /// The keyboard's parameter values (`x`, `y`, `height`), by name.
    public var parameters: [String: Rational]
    /// Resolved frames of every user item, view coordinates; empty for a conflict.
    public var frames: [String: Rect]
    /// For `ambiguous`: the item's other optimal frame.
    public var alternativeFrames: [String: Rect]
    /// For `covered`: the part of the item under the keyboard.
    public var overlap: Rect?
    /// The sizes of content the source does not show (`ContentRange`), by `view.width` or
    /// `view.height`: part of the position, as the keyboard's parameters are.
    public var contentSizes: [String: Rational]
    /// Where the finding starts along each content size the witness has above its least, by name.
    public var contentStarts: [String: ContentStart]

    public init(
        keyboardFrame: Rect, guideFrame: Rect, parameters: [String: Rational], frames: [String: Rect] = [:],
        alternativeFrames: [String: Rect] = [:], overlap: Rect? = nil, contentSizes: [String: Rational] = [:],
        contentStarts: [String: ContentStart] = [:]
    ) {
        self.keyboardFrame = keyboardFrame
        self.guideFrame = guideFrame
        self.parameters = parameters
        self.frames = frames
        self.alternativeFrames = alternativeFrames
        self.overlap = overlap
        self.contentSizes = contentSizes
        self.contentStarts = contentStarts
    }
}

/// One problem kbcov reports: what, where in the spec, which items and constraints, and proof.
public struct Finding: Hashable, Sendable {
    public var kind: FindingKind
    public var items: [String]
    public var constraints: [String]
    public var message: String
    /// The spec line to point at: the first named constraint's, else the first item's.
    public var location: SourceLocation?
    public var witness: Witness?
    /// The witness's sizes of content the source does not show that the finding's views have, in
    /// the spec's view order; empty when every size involved was stated.
    public var contentSizes: [ContentSize]
    /// Whether it holds for every size of the content the source does not show, or only for some;
    /// `nil` when the layout has no such size or the finding is not about a resolved layout.
    public var contentDependence: ContentDependence?
    /// Whether the keyboard causes it; `nil` for `unknown` and `dead`, which no state comparison
    /// decides.
    public var cause: FindingCause?

    public init(
        kind: FindingKind, items: [String], constraints: [String], message: String,
        location: SourceLocation?, witness: Witness?, contentSizes: [ContentSize] = [], contentDependence: ContentDependence? = nil,
        cause: FindingCause? = nil
    ) {
        self.kind = kind
        self.items = items
        self.constraints = constraints
        self.message = message
        self.location = location
        self.witness = witness
        self.contentSizes = contentSizes
        self.contentDependence = contentDependence
        self.cause = cause
    }
}
