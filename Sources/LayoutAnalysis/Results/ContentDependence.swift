/// Whether a finding holds whatever size the content the source does not show has
/// (Documentation/Design.md, §4).
public enum ContentDependence: String, CaseIterable, Hashable, Sendable {
    /// Every content size in range shows it, the keyboard as at the witness.
    case definite
    /// Only some do: the witness's content sizes, and where the finding starts along each.
    case contentDependent = "content-dependent"
}
