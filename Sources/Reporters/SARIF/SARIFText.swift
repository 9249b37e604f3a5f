/// Text rules SARIF consumers depend on.
enum SARIFText {
    /// Bytes a relative URI path may hold as they are (RFC 3986 unreserved, sub-delims, `@` and
    /// `/`); `:` is not among them, so a first segment never reads as a scheme.
    private static let uriPathBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)

    /// A spec path as a relative URI reference: unchanged for ordinary paths, percent-encoded
    /// (UTF-8) otherwise.
    static func uri(forPath path: String) -> String {
        path.percentEncoded { !uriPathBytes.contains($0) }
    }

    /// A fingerprint from parts and sets of names, all of which may hold any text: `%`, `|` and `,`
    /// are percent-encoded, each set's names sorted and joined with `,`, and parts and sets joined
    /// with `|`, so different inputs never collide.
    static func fingerprint(_ parts: [String], sets: [[String]]) -> String {
        let separators: Set<Character> = ["%", "|", ","]
        let encodedSets = sets.map { $0.sorted().map { $0.percentEncoded(separators) }.joined(separator: ",") }
        return (parts.map { $0.percentEncoded(separators) } + encodedSets).joined(separator: "|")
    }
}
