import KeyboardStates

/// What one finding of a set of active constraints depends on: the keyboard variables and content
/// sizes that reach its condition (`Presolve.parameters(reaching:in:components:)`). Auto Layout
/// resolves independent parts of a layout apart, so where a layout exists at every position of a
/// state's region, a parameter of the region that moves none of them changes nothing of the
/// finding: its witness need not ask the solver about it (`CanonicalPoint.independent`).
struct FindingReach {
    let variables: Set<Variable>

    /// The site's parameters the finding does not depend on.
    func independent(at site: PieceSite) -> Set<Int> { site.parameters(notMoving: variables) }
}
