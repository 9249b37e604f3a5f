/// Reads a priority as the spec writes it, in YAML values and after `@` in rules alike.
enum PriorityText {
    struct Problem: Error {
        var code: Diagnostic.Code
        var message: String
    }

    static let expected = "a priority: an integer 1…1000 or required, high, low or fittingSize"

    static func parse(_ text: String) -> Result<Priority, Problem> {
        if let named = Priority.named[text] { return .success(named) }
        if let integer = Int(text) {
            guard let priority = Priority(integer) else {
                return .failure(Problem(code: .priorityOutOfRange,
                                        message: "expected a priority from 1 to 1000; found \(integer)"))
            }
            return .success(priority)
        }
        if text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
            return .failure(Problem(code: .invalidValue, message: "expected \(expected); found '\(text)', which is not an integer"))
        }
        let suggestion = ClosestName.suggestion(for: text, among: Priority.named.keys.sorted())
        return .failure(Problem(code: .invalidValue, message: "expected \(expected); found '\(text)'\(suggestion)"))
    }
}
