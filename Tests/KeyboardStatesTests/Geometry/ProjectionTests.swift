import ExactGeometry
import KeyboardStates
import Testing

/// The laws of a projection and of dropping implied inequalities, on random small systems in
/// three variables checked point by point on a grid: a point of the plane is in the projection
/// exactly when some point above it is in the set, and the irredundant system keeps the same set
/// with every inequality a face of it.
@Suite struct ProjectionTests {
    private static let grid: [Rational] = (-4...4).map { Rational($0) / 2 }

    private static func randomSystem(_ generator: inout SeededGenerator) -> [LinearInequality] {
        (0..<Int.random(in: 3...6, using: &generator)).map { _ in
            let coefficients = (0..<3).map { _ in Rational(Int.random(in: -2...2, using: &generator)) }
            return LinearInequality(AffineExpression(coefficients: coefficients, constant: Rational(Int.random(in: -3...3, using: &generator))),
                                    isStrict: Bool.random(using: &generator))
        }
    }

    private static func fixing(_ x: Rational, _ y: Rational) -> [LinearInequality] {
        let constant = { AffineExpression.constant($0, parameterCount: 3) }
        return [(0, x), (1, y)].flatMap { index, value in
            [LinearInequality.lessThan(.parameter(index, of: 3), constant(value), strict: false), .lessThan(constant(value), .parameter(index, of: 3), strict: false)]
        }
    }

    @Test func aPointIsInTheProjectionExactlyWhenOneAboveItIsInTheSet() {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<40 {
            let system = Self.randomSystem(&generator)
            let projection = FourierMotzkin.projection(of: system, onto: [0, 1], dimension: 3)
            #expect((projection == nil) == !FourierMotzkin.isFeasible(system, dimension: 3), "\(system)")
            guard let projection else { continue }
            #expect(projection.allSatisfy { $0.expression.coefficients[2].isZero })
            for x in Self.grid {
                for y in Self.grid {
                    let lifts = FourierMotzkin.isFeasible(system + Self.fixing(x, y), dimension: 3)
                    #expect(projection.allSatisfy { $0.isSatisfied(by: [x, y, 0]) } == lifts, "\(system) at (\(x), \(y))")
                }
            }
        }
    }

    @Test func droppingImpliedInequalitiesKeepsTheSetAndItsFaces() {
        var generator = SeededGenerator(state: 11)
        let constant = { AffineExpression.constant($0, parameterCount: 3) }
        let box = (0..<3).flatMap { index in
            [LinearInequality.lessThan(constant(-2), .parameter(index, of: 3), strict: false), .lessThan(.parameter(index, of: 3), constant(2), strict: false)]
        }
        for _ in 0..<40 {
            let system = Self.randomSystem(&generator)
            let kept = FourierMotzkin.irredundant(system, within: box, dimension: 3)
            #expect(FourierMotzkin.isSubset(kept + box, of: system, dimension: 3) && FourierMotzkin.isSubset(system + box, of: kept, dimension: 3), "\(system)")
            for (index, inequality) in kept.enumerated() {
                var others = kept
                others.remove(at: index)
                #expect(!FourierMotzkin.isSubset(others + box, of: [inequality], dimension: 3), "\(inequality) is implied in \(kept)")
            }
        }
    }
}
