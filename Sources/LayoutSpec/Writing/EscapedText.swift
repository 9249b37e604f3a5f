extension String {
    /// The text with each scalar the format must escape replaced by what `escape` gives for it
    /// (`nil`: kept as it is). The one loop behind every format's escaping — YAML, JSON, XML and
    /// HTML each keep only their table.
    public func escaped(by escape: (Unicode.Scalar) -> String?) -> String {
        // Most text has nothing to escape: it is returned as it is, without a copy.
        guard let first = unicodeScalars.firstIndex(where: { escape($0) != nil }) else { return self }
        var output = String(unicodeScalars[..<first])
        output.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars[first...] {
            if let replacement = escape(scalar) { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
