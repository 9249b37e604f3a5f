/// Everything the tool says about a finding kind, in one place (Documentation/Design.md §4): every
/// reporter, the HTML palette and the ambiguity check read it. The `switch` is exhaustive, so a new
/// kind does not compile until it is described; `FindingKindDescriptionTests` checks the JSON
/// Schemas name every kind and that no description is left blank.
public struct FindingKindDescription: Sendable {
    /// The matrix cell's letter, so colour is never the only cue.
    public var letter: String
    public var level: FindingLevel
    /// Worst first: a state's cell takes the colour of its worst finding. Distinct per kind.
    public var severity: Int
    public var scope: FindingScope
    /// The SARIF rule's name; its id is `kbcov.<kind>`.
    public var ruleName: String
    public var shortDescription: String
    public var fullDescription: String
    /// The legend's and the summary columns' words.
    public var meaning: String
    public var colour: SwatchColour
    /// What some resolved layout of an ambiguous item can do ("it can leave the screen"), for the
    /// kinds a layout check finds; `nil` for the others.
    public var possibility: String?

    static func of(_ kind: FindingKind) -> FindingKindDescription {
        switch kind {
        case .conflict:
            FindingKindDescription(
                letter: "C", level: .error, severity: 0, scope: .state, ruleName: "ConstraintConflict",
                shortDescription: "Required constraints conflict in a keyboard state",
                fullDescription: "The active required constraints have no solution for some keyboard position in the state's region.",
                meaning: "the required constraints have no solution",
                colour: SwatchColour(name: "conflict", light: "#f3b3b3", dark: "#7d2323"), possibility: nil)
        case .ambiguous:
            FindingKindDescription(
                letter: "A", level: .warning, severity: 4, scope: .state, ruleName: "AmbiguousLayout",
                shortDescription: "The layout is ambiguous in a keyboard state",
                fullDescription: "The resolved layout is not unique: some item's frame can differ with the same optimal cost.",
                meaning: "an item's frame is not unique",
                colour: SwatchColour(name: "ambiguous", light: "#b9d6f7", dark: "#1e4673"), possibility: nil)
        case .offscreen:
            FindingKindDescription(
                letter: "O", level: .warning, severity: 2, scope: .state, ruleName: "ViewOffscreen",
                shortDescription: "A view extends outside the root view in a keyboard state",
                fullDescription: "An item's resolved frame extends outside the root view, partly or fully.",
                meaning: "an item extends outside the view",
                colour: SwatchColour(name: "offscreen", light: "#fbcf9f", dark: "#7a4511"), possibility: "leave the screen")
        case .squeezed:
            FindingKindDescription(
                letter: "S", level: .warning, severity: 3, scope: .state, ruleName: "ViewSqueezed",
                shortDescription: "A view is squeezed below its intrinsic size in a keyboard state",
                fullDescription: "An item's resolved size is below its intrinsic size where its compression resistance should hold, or negative.",
                meaning: "an item is below its intrinsic size, or negative",
                colour: SwatchColour(name: "squeezed", light: "#f4e391", dark: "#665512"), possibility: "be squeezed")
        case .covered:
            FindingKindDescription(
                letter: "K", level: .warning, severity: 1, scope: .state, ruleName: "ViewCoveredByKeyboard",
                shortDescription: "The keyboard covers a view that must stay visible",
                fullDescription: "An item marked keepVisible, or constrained to the keyboard layout guide, overlaps the keyboard.",
                meaning: "an item that must stay visible is covered by the keyboard",
                colour: SwatchColour(name: "covered", light: "#e2c3f2", dark: "#5a2b74"), possibility: "be under the keyboard")
        case .moved:
            FindingKindDescription(
                letter: "M", level: .warning, severity: 8, scope: .state, ruleName: "ViewMovedForNoKeyboard",
                shortDescription: "Keyboard handlers move a view the keyboard does not cover",
                fullDescription: "A constraint constant set from keyboard notifications moves a view although the keyboard, in that state, does not reach where the view is at rest: it is hidden, or below, above or beside the view.",
                meaning: "a view is moved although nothing covers it",
                colour: SwatchColour(name: "moved", light: "#d6d0bf", dark: "#4e4736"), possibility: "be moved with nothing under the keyboard")
        case .dead:
            FindingKindDescription(
                letter: "D", level: .warning, severity: 6, scope: .spec, ruleName: "DeadTrackedGroup",
                shortDescription: "A tracked constraint group is never active",
                fullDescription: "No legal keyboard state activates the tracked group, so its constraints never apply.",
                meaning: "a tracked group no keyboard state activates",
                colour: .gaveUp, possibility: nil)
        case .drift:
            FindingKindDescription(
                letter: "R", level: .warning, severity: 7, scope: .spec, ruleName: "KeyboardConstantDrift",
                shortDescription: "A constant set from keyboard notifications drifts",
                fullDescription: "A constraint constant that keyboard notification handlers carry from one notification to the next differs when the same keyboard situation is reached again, or is not restored when the keyboard hides; the shortest sequence of notifications is the witness.",
                meaning: "a constant set from keyboard notifications drifts",
                colour: SwatchColour(name: "drift", light: "#c9e7c2", dark: "#2f5a26"), possibility: nil)
        case .unknown:
            FindingKindDescription(
                letter: "?", level: .error, severity: 5, scope: .state, ruleName: "AnalysisUnknown",
                shortDescription: "The solver gave up on a keyboard state",
                fullDescription: "The solver reached its resource limit on a question about the state; the state is not known to be clean.",
                meaning: "the solver gave up: not known to be clean",
                colour: .gaveUp, possibility: nil)
        }
    }
}

/// `error` for conflicts and gaps in the analysis, which fail a build; `warning` for layout
/// defects to look at. The names SARIF and GitHub annotations both use.
public enum FindingLevel: String, Sendable {
    case error, warning
    /// The layout's findings (`FindingCause.layout`): they hold with the keyboard hidden, so a
    /// keyboard audit notes them once per environment rather than failing on them.
    case note
}

/// What a finding is about: one keyboard state, or the spec as a whole (a dead tracked group, a
/// drifting constant).
public enum FindingScope: Sendable {
    case state, spec
}

/// A verdict's colour in light and dark mode, under its CSS custom property's name.
public struct SwatchColour: Hashable, Sendable {
    public var name: String
    public var light: String
    public var dark: String

    /// Grey: nothing is known to be wrong, nothing is known to be right.
    static let gaveUp = SwatchColour(name: "unknown", light: "#d4d4d8", dark: "#4a4a52")
}

extension FindingKind {
    public var described: FindingKindDescription { .of(self) }

    /// Worst first (`FindingKindDescription.severity`).
    public static let bySeverity: [FindingKind] = allCases.sorted { $0.described.severity < $1.described.severity }
}
