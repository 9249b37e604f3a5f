import ExactGeometry
import Testing
import Z3

/// `text` as an exact rational ("1/3", "0.1"); records an issue and yields 0 when unparsable.
func rational(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Rational {
    guard let value = Rational(exactly: text) else {
        Issue.record("not a rational: \(text)", sourceLocation: sourceLocation)
        return .zero
    }
    return value
}

/// Eight unit jobs that must not overlap inside a horizon of seven: unsatisfiable, but only after search.
func overfullSchedule(_ context: Context) -> BoolExpr {
    let starts = (0..<8).map { context.real("start\($0)") }
    var constraints = starts.flatMap { [$0 >= 0, $0 + 1 <= 7] }
    for i in starts.indices {
        for j in starts.indices where i < j {
            constraints.append(starts[i] + 1 <= starts[j] || starts[j] + 1 <= starts[i])
        }
    }
    return context.and(constraints)
}
