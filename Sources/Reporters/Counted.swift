/// `1 state`, `3 states`: a count with its noun, plural when it is not one.
public func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension String {
    /// The text with its first letter upper-case, for a heading or a list label.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
