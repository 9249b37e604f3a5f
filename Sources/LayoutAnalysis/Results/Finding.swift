import ExactGeometry
import LayoutSpec

public enum FindingKind: String, CaseIterable, Hashable, Sendable, Comparable, Codable {
    case conflict, ambiguous, offscreen, squeezed, covered, dead, drift, unknown

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

    public init(
        keyboardFrame: Rect, guideFrame: Rect, parameters: [String: Rational], frames: [String: Rect] = [:],
        alternativeFrames: [String: Rect] = [:], overlap: Rect? = nil
    ) {
        self.keyboardFrame = keyboardFrame
        self.guideFrame = guideFrame
        self.parameters = parameters
        self.frames = frames
        self.alternativeFrames = alternativeFrames
        self.overlap = overlap
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
    /// The class-default intrinsic sizes the witness rests on, in the spec's view order; empty
    /// when every size involved was stated.
    public var assumedSizes: [AssumedSize]
    /// Whether the keyboard causes it; `nil` for `unknown` and `dead`, which no state comparison
    /// decides.
    public var cause: FindingCause?

    public init(
        kind: FindingKind, items: [String], constraints: [String], message: String,
        location: SourceLocation?, witness: Witness?, assumedSizes: [AssumedSize] = [], cause: FindingCause? = nil
    ) {
        self.kind = kind
        self.items = items
        self.constraints = constraints
        self.message = message
        self.location = location
        self.witness = witness
        self.assumedSizes = assumedSizes
        self.cause = cause
    }
}
