extension YAMLReader {
    /// The file's text from `location` to the end of its line, counted in Unicode scalars as
    /// libyaml counts columns.
    func source(at location: SourceLocation) -> ArraySlice<Unicode.Scalar> {
        guard location.line >= 1, location.line <= lines.count else { return [] }
        let line = lines[location.line - 1]
        let column = location.column - 1
        guard column >= 0, column <= line.count else { return [] }
        return line[column...]
    }
}
