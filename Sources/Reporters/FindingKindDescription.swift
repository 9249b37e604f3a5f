import LayoutAnalysis

/// How the reports describe each finding kind (Documentation/Design.md, "Findings"): one table,
/// read by every reporter.
struct FindingKindDescription {
    /// The matrix cell's letter, so colour is never the only cue.
    var letter: String
    /// `error` for conflicts and gaps in the analysis, which fail a build; `warning` for layout
    /// defects to look at. The names SARIF and GitHub annotations both use.
    var level: String
    /// The SARIF rule's name.
    var ruleName: String
    var shortDescription: String
    var fullDescription: String
    /// The legend's words.
    var meaning: String

    /// Worst first: a state's cell takes the colour of its worst finding. `dead` is spec-level.
    static let severityOrder: [FindingKind] = [.conflict, .covered, .offscreen, .squeezed, .ambiguous, .unknown]

    static func of(_ kind: FindingKind) -> FindingKindDescription {
        switch kind {
        case .conflict:
            FindingKindDescription(
                letter: "C", level: "error", ruleName: "ConstraintConflict",
                shortDescription: "Required constraints conflict in a keyboard state",
                fullDescription: "The active required constraints have no solution for some keyboard position in the state's region.",
                meaning: "the required constraints have no solution")
        case .ambiguous:
            FindingKindDescription(
                letter: "A", level: "warning", ruleName: "AmbiguousLayout",
                shortDescription: "The layout is ambiguous in a keyboard state",
                fullDescription: "The resolved layout is not unique: some item's frame can differ with the same optimal cost.",
                meaning: "an item's frame is not unique")
        case .offscreen:
            FindingKindDescription(
                letter: "O", level: "warning", ruleName: "ViewOffscreen",
                shortDescription: "A view extends outside the root view in a keyboard state",
                fullDescription: "An item's resolved frame extends outside the root view, partly or fully.",
                meaning: "an item extends outside the view")
        case .squeezed:
            FindingKindDescription(
                letter: "S", level: "warning", ruleName: "ViewSqueezed",
                shortDescription: "A view is squeezed below its intrinsic size in a keyboard state",
                fullDescription: "An item's resolved size is below its intrinsic size where its compression resistance should hold, or negative.",
                meaning: "an item is below its intrinsic size, or negative")
        case .covered:
            FindingKindDescription(
                letter: "K", level: "warning", ruleName: "ViewCoveredByKeyboard",
                shortDescription: "The keyboard covers a view that must stay visible",
                fullDescription: "An item marked keepVisible, or constrained to the keyboard layout guide, overlaps the keyboard.",
                meaning: "an item that must stay visible is covered by the keyboard")
        case .dead:
            FindingKindDescription(
                letter: "D", level: "warning", ruleName: "DeadTrackedGroup",
                shortDescription: "A tracked constraint group is never active",
                fullDescription: "No legal keyboard state activates the tracked group, so its constraints never apply.",
                meaning: "a tracked group no keyboard state activates")
        case .unknown:
            FindingKindDescription(
                letter: "?", level: "error", ruleName: "AnalysisUnknown",
                shortDescription: "The solver gave up on a keyboard state",
                fullDescription: "The solver reached its resource limit on a question about the state; the state is not known to be clean.",
                meaning: "the solver gave up: not known to be clean")
        }
    }
}

extension FindingKind {
    var reportDescription: FindingKindDescription { .of(self) }
    var level: String { reportDescription.level }
}
