import ExactGeometry

extension Region {
    /// The region with every piece split where the keyboard's top passes the view's bottom, so
    /// that on each piece the rise (`RegionPiece.keyboardRiseInView`) is affine: zero where the
    /// top is at or below the bottom, the distance between them above it.
    public func splitByKeyboardRise(in environment: Environment) -> Region {
        Region(parameters: parameters, pieces: pieces.flatMap { $0.splitByKeyboardRise(in: environment) })
    }
}

extension RegionPiece {
    func splitByKeyboardRise(in environment: Environment) -> [RegionPiece] {
        let window = rootGeometry?.window ?? AffineRect(constant: environment.windowFrame, parameterCount: parameterCount)
        let rise = window.maxY - keyboardFrame.y
        let below = LinearInequality.lessThan(window.maxY, keyboardFrame.y, strict: false)
        return [(below, AffineExpression.constant(.zero, parameterCount: parameterCount)), (below.negated, rise)].compactMap { side, height in
            let constraints = constraints + [side]
            guard KeyboardClipping.feasible(constraints, parameterCount) else { return nil }
            var part = self
            part.constraints = ConstraintSimplifier.simplify(constraints)
            part.keyboardRiseInView = height
            return part
        }
    }
}
