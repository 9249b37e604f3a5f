import ExactGeometry

/// `c₀·p₀ + c₁·p₁ + … + constant` over a region's keyboard parameters, exact.
public struct AffineExpression: Hashable, Sendable {
    /// One coefficient per parameter, in the region's parameter order.
    public var coefficients: [Rational]
    public var constant: Rational

    public init(coefficients: [Rational], constant: Rational) {
        self.coefficients = coefficients
        self.constant = constant
    }

    public static func constant(_ value: Rational, parameterCount: Int) -> AffineExpression {
        AffineExpression(coefficients: Array(repeating: .zero, count: parameterCount), constant: value)
    }

    /// The parameter at `index` itself.
    public static func parameter(_ index: Int, of parameterCount: Int) -> AffineExpression {
        var coefficients = Array(repeating: Rational.zero, count: parameterCount)
        coefficients[index] = .one
        return AffineExpression(coefficients: coefficients, constant: .zero)
    }

    public var isConstant: Bool { coefficients.allSatisfy(\.isZero) }

    /// The same expression over `extra` more parameters, which it does not depend on.
    public func padded(by extra: Int) -> AffineExpression {
        AffineExpression(coefficients: coefficients + Array(repeating: .zero, count: extra), constant: constant)
    }

    /// The value at `point` (one value per parameter).
    public func value(at point: [Rational]) -> Rational {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    public static func + (lhs: AffineExpression, rhs: AffineExpression) -> AffineExpression {
        AffineExpression(
            coefficients: zip(lhs.coefficients, rhs.coefficients).map { $0 + $1 },
            constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: AffineExpression, rhs: AffineExpression) -> AffineExpression {
        lhs + rhs * Rational(-1)
    }

    public static func + (lhs: AffineExpression, rhs: Rational) -> AffineExpression {
        AffineExpression(coefficients: lhs.coefficients, constant: lhs.constant + rhs)
    }

    public static func - (lhs: AffineExpression, rhs: Rational) -> AffineExpression { lhs + -rhs }

    public static func * (lhs: AffineExpression, rhs: Rational) -> AffineExpression {
        AffineExpression(coefficients: lhs.coefficients.map { $0 * rhs }, constant: lhs.constant * rhs)
    }

    /// Adds `factor` times `other` in place: `self + other * factor`, without the intermediates.
    public mutating func add(_ other: AffineExpression, times factor: Rational) {
        for index in coefficients.indices where !other.coefficients[index].isZero {
            coefficients[index] += other.coefficients[index] * factor
        }
        constant += other.constant * factor
    }
}

/// A rectangle whose components are affine in the keyboard parameters.
public struct AffineRect: Hashable, Sendable {
    public var x: AffineExpression
    public var y: AffineExpression
    public var width: AffineExpression
    public var height: AffineExpression

    public init(x: AffineExpression, y: AffineExpression, width: AffineExpression, height: AffineExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(constant rect: Rect, parameterCount: Int) {
        self.init(
            x: .constant(rect.x, parameterCount: parameterCount),
            y: .constant(rect.y, parameterCount: parameterCount),
            width: .constant(rect.width, parameterCount: parameterCount),
            height: .constant(rect.height, parameterCount: parameterCount))
    }

    /// The same rectangle over `extra` more parameters, which it does not depend on.
    public func padded(by extra: Int) -> AffineRect {
        AffineRect(x: x.padded(by: extra), y: y.padded(by: extra), width: width.padded(by: extra), height: height.padded(by: extra))
    }

    public var maxX: AffineExpression { x + width }
    public var maxY: AffineExpression { y + height }

    /// `[x, y, width, height]`.
    public var components: [AffineExpression] { [x, y, width, height] }

    /// The concrete rectangle at `point`.
    public func rect(at point: [Rational]) -> Rect {
        Rect(x: x.value(at: point), y: y.value(at: point), width: width.value(at: point), height: height.value(at: point))
    }

    public func offsetBy(dx: Rational, dy: Rational) -> AffineRect {
        AffineRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
