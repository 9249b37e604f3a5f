/// Escaping for GitHub Actions workflow commands (`::error file=…::message`), as the runner
/// unescapes them.
enum GitHubCommandText {
    /// The message after `::`: `%`, `\r` and `\n` are percent-encoded.
    static func data(_ text: String) -> String {
        text.percentEncoded(["%", "\r", "\n"])
    }

    /// A property value: as `data`, and `:` and `,`, which end a property, too.
    static func property(_ text: String) -> String {
        text.percentEncoded(["%", "\r", "\n", ":", ","])
    }

    /// `::command key=value,…::message`.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(property($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(data(message))"
    }
}
