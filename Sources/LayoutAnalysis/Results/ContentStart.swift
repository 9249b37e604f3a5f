import ExactGeometry

/// Where a finding starts along one content size, the rest of its witness as it is: from `value`
/// on when `isIncluded`, above it otherwise. Proven: no smaller size shows the finding.
public struct ContentStart: Hashable, Sendable {
    public var value: Rational
    public var isIncluded: Bool

    public init(value: Rational, isIncluded: Bool) {
        self.value = value
        self.isIncluded = isIncluded
    }

    /// `from 212 pt` or `above 212 pt`.
    public var description: String {
        (isIncluded ? "from " : "above ") + value.decimalString(maximumFractionDigits: 2) + " pt"
    }
}
