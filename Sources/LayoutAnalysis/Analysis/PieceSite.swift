import ExactGeometry
import KeyboardStates
import Z3

/// One region piece as the checks see it: its parameters as solver terms, and the keyboard's
/// geometry at a point of it, computed exactly from the piece's own affine functions.
struct PieceSite {
    let piece: RegionPiece
    let parameters: [RealExpr]
    let names: [String]
    /// The piece's constraints and the keyboard variables tied to its parameters.
    let formula: BoolExpr

    init(_ piece: RegionPiece, names: [String], to encoding: ProblemEncoding) {
        let binding = PieceBinding(piece, to: encoding)
        self.piece = piece
        self.parameters = binding.parameters
        self.names = names
        self.formula = binding.formula
    }

    func canonicalPoint(in solver: Solver, assuming finding: [BoolExpr]) throws -> [Rational]? {
        try CanonicalPoint(solver: solver, parameters: parameters, piece: piece).find(assuming: finding + [formula])
    }

    /// The keyboard variables at `point`: the guide and the keyboard frame in view coordinates.
    func keyboard(at point: [Rational]) -> [KeyboardVariable: Rational] {
        let guide = piece.guideFrame.rect(at: point).components
        let frame = piece.keyboardFrameInView.rect(at: point).components
        let variables = KeyboardVariable.allCases
        return Dictionary(uniqueKeysWithValues: zip(variables, guide + frame))
    }

    func witness(at point: [Rational]) -> Witness {
        Witness(
            keyboardFrame: piece.keyboardFrame.rect(at: point),
            guideFrame: piece.guideFrame.rect(at: point),
            parameters: Dictionary(uniqueKeysWithValues: zip(names, point)))
    }
}
