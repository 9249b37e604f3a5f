/// `1 state`, `3 states`: a count with its noun, plural when it is not one.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
