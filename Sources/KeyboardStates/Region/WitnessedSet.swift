import ExactGeometry

/// A non-empty set of positions and one of its points. Splitting a region by a threshold makes
/// two sides, and the side the point is on is non-empty without asking: Fourier–Motzkin only
/// decides the other (`adding`), which halves the eliminations of building a window range's
/// regions. The point is a fact of the constraints, so the pieces do not depend on it.
struct WitnessedSet {
    let constraints: [LinearInequality]
    let point: [Rational]

    /// `nil` when no position meets `constraints`.
    init?(_ constraints: [LinearInequality], dimension: Int) {
        guard let point = FourierMotzkin.samplePoint(ConstraintSimplifier.simplify(constraints), dimension: dimension) else { return nil }
        self.init(constraints: constraints, point: point)
    }

    private init(constraints: [LinearInequality], point: [Rational]) {
        self.constraints = constraints
        self.point = point
    }

    /// The same set, its constraints simplified (`ConstraintSimplifier`).
    var simplified: WitnessedSet { WitnessedSet(constraints: ConstraintSimplifier.simplify(constraints), point: point) }

    /// The part of the set that meets `added` too; `nil` when it is empty.
    func adding(_ added: [LinearInequality], dimension: Int) -> WitnessedSet? {
        let constraints = constraints + added
        if added.allSatisfy({ $0.isSatisfied(by: point) }) { return WitnessedSet(constraints: constraints, point: point) }
        return WitnessedSet(constraints, dimension: dimension)
    }
}
