import LayoutAnalysis

/// The SARIF rule kbcov reports each finding kind under.
struct SARIFRule {
    var kind: FindingKind

    /// `kbcov.conflict`, `kbcov.offscreen`…: stable, one per kind.
    var id: String { "kbcov.\(kind.rawValue)" }

    var name: String {
        switch kind {
        case .conflict: "ConstraintConflict"
        case .ambiguous: "AmbiguousLayout"
        case .offscreen: "ViewOffscreen"
        case .squeezed: "ViewSqueezed"
        case .covered: "ViewCoveredByKeyboard"
        case .dead: "DeadTrackedGroup"
        case .unknown: "AnalysisUnknown"
        }
    }

    var shortDescription: String {
        switch kind {
        case .conflict: "Required constraints conflict in a keyboard state"
        case .ambiguous: "The layout is ambiguous in a keyboard state"
        case .offscreen: "A view extends outside the root view in a keyboard state"
        case .squeezed: "A view is squeezed below its intrinsic size in a keyboard state"
        case .covered: "The keyboard covers a view that must stay visible"
        case .dead: "A tracked constraint group is never active"
        case .unknown: "The solver gave up on a keyboard state"
        }
    }

    var fullDescription: String {
        switch kind {
        case .conflict:
            "The active required constraints have no solution for some keyboard position in the state's region."
        case .ambiguous:
            "The resolved layout is not unique: some item's frame can differ with the same optimal cost."
        case .offscreen:
            "An item's resolved frame extends outside the root view, partly or fully."
        case .squeezed:
            "An item's resolved size is below its intrinsic size where its compression resistance should hold, or negative."
        case .covered:
            "An item marked keepVisible, or constrained to the keyboard layout guide, overlaps the keyboard."
        case .dead:
            "No legal keyboard state activates the tracked group, so its constraints never apply."
        case .unknown:
            "The solver reached its resource limit on a question about the state; the state is not known to be clean."
        }
    }

    var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(shortDescription))])),
            ("fullDescription", .object([("text", .string(fullDescription))])),
            ("defaultConfiguration", .object([("level", .string(kind.level))])),
        ])
    }
}
