/// Required constraints that cannot all hold with the keyboard somewhere in a state. The analysis
/// searches the region where the required constraints have no solution, and names a minimal set
/// of them that conflicts at the witness position.
enum ConflictCheck {
    /// What the finding says of the minimal conflicting set `constraints` (their ids).
    static func describe(conflicting constraints: [String]) -> String {
        "required constraints cannot all hold: \(constraints.joined(separator: ", "))"
    }
}
