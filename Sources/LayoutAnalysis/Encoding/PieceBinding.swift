import ExactGeometry
import KeyboardStates
import Z3

/// Ties the keyboard variables of an encoding to one region piece: the piece's parameters, its
/// linear constraints, and the guide and keyboard frames as affine functions of them.
struct PieceBinding {
    let parameters: [RealExpr]
    let formula: BoolExpr

    init(_ piece: RegionPiece, to encoding: ProblemEncoding) {
        let context = encoding.context
        let parameters = (0..<piece.parameterCount).map { context.real("p\($0)") }
        func term(_ expression: AffineExpression) -> RealExpr {
            context.sum(zip(expression.coefficients, parameters).filter { !$0.0.isZero }.map { $0.0 * $0.1 })
                + expression.constant
        }
        var conditions = piece.constraints.map { inequality in
            inequality.isStrict
                ? term(inequality.expression) < Rational.zero : term(inequality.expression) <= Rational.zero
        }
        let frameInView = piece.keyboardFrameInView
        let links: [(KeyboardVariable, AffineExpression)] = [
            (.guideX, piece.guideFrame.x), (.guideY, piece.guideFrame.y),
            (.guideWidth, piece.guideFrame.width), (.guideHeight, piece.guideFrame.height),
            (.frameX, frameInView.x), (.frameY, frameInView.y),
            (.frameWidth, frameInView.width), (.frameHeight, frameInView.height),
        ]
        conditions += links.map { encoding[.keyboard($0.0)] == term($0.1) }
        self.parameters = parameters
        self.formula = context.and(conditions)
    }
}
