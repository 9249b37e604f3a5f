import ExactGeometry
import KeyboardStates
import Z3

/// Ties the parameters of an encoding to one region piece (`RegionPiece.withContent`): the
/// piece's parameters, its linear constraints, and the guide and keyboard frames and the content
/// sizes as affine functions of them.
struct PieceBinding {
    let parameters: [RealExpr]
    let formula: BoolExpr

    init(_ piece: RegionPiece, to encoding: ProblemEncoding) {
        let context = encoding.context
        let parameters = (0..<piece.parameterCount).map { context.real("p\($0)") }
        var conditions = piece.constraints.map { Self.formula(of: $0, over: parameters, in: context) }
        let content = encoding.problem.contentParameters
        for variable in KeyboardVariable.allCases.map(Variable.keyboard) + content.map(\.variable) {
            guard let expression = piece.expression(of: variable, content: content) else { continue }
            conditions.append(encoding[variable] == Self.term(expression, over: parameters, in: context))
        }
        self.parameters = parameters
        self.formula = context.and(conditions)
    }

    /// `inequality` over the piece's parameters as a formula.
    static func formula(of inequality: LinearInequality, over parameters: [RealExpr], in context: Context) -> BoolExpr {
        let value = term(inequality.expression, over: parameters, in: context)
        return inequality.isStrict ? value < Rational.zero : value <= Rational.zero
    }

    private static func term(_ expression: AffineExpression, over parameters: [RealExpr], in context: Context) -> RealExpr {
        context.sum(zip(expression.coefficients, parameters).filter { !$0.0.isZero }.map { $0.0 * $0.1 }) + expression.constant
    }
}

extension RegionPiece {
    /// A keyboard variable as an affine function of the piece's parameters: the guide, and the
    /// keyboard frame in view coordinates and its overlap with the view (`nil` on a piece not
    /// split by it), and the root view's geometry (`nil` unless the window is a range, and for a
    /// guide the layout does not read).
    func expression(of variable: KeyboardVariable) -> AffineExpression? {
        let guide = guideFrame, frame = keyboardFrameInView
        switch variable {
        case .guideX: return guide.x
        case .guideY: return guide.y
        case .guideWidth: return guide.width
        case .guideHeight: return guide.height
        case .frameX: return frame.x
        case .frameY: return frame.y
        case .frameWidth: return frame.width
        case .frameHeight: return frame.height
        case .overlapWidth: return keyboardOverlapInView?.width
        case .overlapHeight: return keyboardOverlapInView?.height
        case .riseHeight: return keyboardRiseInView
        case .screenX: return rootGeometry.map { .constant(.zero, parameterCount: parameterCount) - $0.window.x }
        case .screenY: return rootGeometry.map { .constant(.zero, parameterCount: parameterCount) - $0.window.y }
        case .viewWidth: return rootGeometry?.window.width
        case .viewHeight: return rootGeometry?.window.height
        case .safeAreaX, .safeAreaY, .safeAreaWidth, .safeAreaHeight:
            return rootGeometry.map { component(of: $0.safeArea, variable.rawValue - KeyboardVariable.safeAreaX.rawValue) }
        case .marginsX, .marginsY, .marginsWidth, .marginsHeight:
            return rootGeometry?.margins.map { component(of: $0, variable.rawValue - KeyboardVariable.marginsX.rawValue) }
        case .readableX, .readableY, .readableWidth, .readableHeight:
            return rootGeometry?.readable.map { component(of: $0, variable.rawValue - KeyboardVariable.readableX.rawValue) }
        }
    }

    private func component(of rect: AffineRect, _ index: Int) -> AffineExpression {
        rect.components[index]
    }
}
