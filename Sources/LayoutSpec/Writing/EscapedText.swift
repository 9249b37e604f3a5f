extension String {
    /// The text with each scalar the format must escape replaced by what `escape` gives for it
    /// (`nil`: kept as it is). The one loop behind every format's escaping — YAML, JSON, XML and
    /// HTML each keep only their table.
    public func escaped(by escape: (Unicode.Scalar) -> String?) -> String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = escape(scalar) { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
