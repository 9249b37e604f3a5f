import ExactGeometry

extension Region {
    /// The region with every piece split where the keyboard's frame meets the view differently,
    /// so that on each piece the overlap (`RegionPiece.keyboardOverlapInView`) is affine: the
    /// clipped frame where they meet, zero-sized where they do not.
    public func splitByKeyboardOverlap(in environment: Environment) -> Region {
        Region(parameters: parameters, pieces: pieces.flatMap { $0.splitByKeyboardOverlap(in: environment) })
    }
}

extension RegionPiece {
    func splitByKeyboardOverlap(in environment: Environment) -> [RegionPiece] {
        let count = parameterCount
        func part(_ constraints: [LinearInequality], overlap: AffineRect) -> RegionPiece? {
            guard KeyboardClipping.feasible(constraints, count) else { return nil }
            var part = self
            part.constraints = ConstraintSimplifier.simplify(constraints)
            part.keyboardOverlapInView = overlap
            return part
        }
        let window = rootGeometry?.window ?? AffineRect(constant: environment.windowFrame, parameterCount: count)
        let none = AffineRect(constant: Rect(x: .zero, y: .zero, width: .zero, height: .zero), parameterCount: count)
        return KeyboardClipping.cases(of: keyboardFrame, window: window, within: constraints).flatMap { clipped in
            clipped.withoutOverlap.compactMap { part(clipped.constraints + $0, overlap: none) }
                + [part(clipped.constraints + clipped.overlapping, overlap: clipped.rect(in: window))].compactMap { $0 }
        }
    }
}
