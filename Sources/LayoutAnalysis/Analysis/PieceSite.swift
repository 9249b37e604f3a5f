import ExactGeometry
import KeyboardStates
import Z3

/// One region piece as the checks see it, with the layout's content sizes as parameters after the
/// keyboard's (`RegionPiece.withContent`): its parameters as solver terms, and the keyboard's
/// geometry at a point of it, computed exactly from the piece's own affine functions.
struct PieceSite {
    let piece: RegionPiece
    /// The piece's place in its region.
    let index: Int
    let parameters: [RealExpr]
    /// The piece's constraints and the keyboard variables tied to its parameters.
    let formula: BoolExpr
    private let context: Context
    /// The layout's content sizes, the piece's parameters from `contentStart` on.
    let contentParameters: [ContentParameter]

    /// `piece`: a piece of a state's region, over the keyboard's parameters alone.
    init(_ piece: RegionPiece, index: Int, to encoding: ProblemEncoding) {
        let piece = piece.withContent(encoding.problem.contentParameters)
        let binding = PieceBinding(piece, to: encoding)
        self.piece = piece
        self.index = index
        self.parameters = binding.parameters
        self.formula = binding.formula
        self.context = encoding.context
        self.contentParameters = encoding.problem.contentParameters
    }

    /// `inequality` over the piece's parameters as a formula.
    func formula(of inequality: LinearInequality) -> BoolExpr {
        PieceBinding.formula(of: inequality, over: parameters, in: context)
    }

    /// The first of the piece's parameters that is a content size.
    var contentStart: Int { piece.parameterCount - contentParameters.count }

    /// The layout's parameters at `point`: the guide, the keyboard frame in view coordinates and
    /// the content sizes.
    func parameters(at point: [Rational]) -> [Variable: Rational] {
        piece.parameterValues(at: point, content: contentParameters)
    }

    /// The piece's parameters that move none of `variables` (keyboard variables and content sizes).
    func parameters(notMoving variables: Set<Variable>) -> Set<Int> {
        let moving = variables.compactMap { piece.expression(of: $0, content: contentParameters)?.coefficients }
        return Set((0..<piece.parameterCount).filter { index in moving.allSatisfy { $0[index].isZero } })
    }

    func position(at point: [Rational], starts: [Int: ContentStart] = [:]) -> Detection.Position {
        let contentStarts = starts.map { (contentParameters[$0.key - contentStart].variable, $0.value) }
        return Detection.Position(piece: index, point: point, contentStarts: Dictionary(contentStarts, uniquingKeysWith: { first, _ in first }))
    }
}
