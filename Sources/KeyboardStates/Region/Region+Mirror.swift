import ExactGeometry

/// A parameter the mirror reflects, `p′ = sum − p` (so also `p = sum − p′`): the floating
/// keyboard's horizontal position, so that the mirrored region is written over the mirrored
/// keyboard's own position, as a left-to-right environment's region is.
public struct ReflectedParameter: Hashable, Sendable {
    public var index: Int
    public var sum: Rational

    /// A point of one side of the mirror as the other side writes it.
    public func reflect(_ point: [Rational]) -> [Rational] {
        var reflected = point
        if index < point.count { reflected[index] = sum - point[index] }
        return reflected
    }

    func reflect(_ expression: AffineExpression) -> AffineExpression {
        guard index < expression.coefficients.count else { return expression }
        var coefficients = expression.coefficients
        let coefficient = coefficients[index]
        coefficients[index] = -coefficient
        return AffineExpression(coefficients: coefficients, constant: expression.constant + coefficient * sum)
    }

    func reflect(_ rect: AffineRect) -> AffineRect {
        AffineRect(x: reflect(rect.x), y: reflect(rect.y), width: reflect(rect.width), height: reflect(rect.height))
    }
}

extension Region {
    /// The region seen in `mirror`, piece by piece in the same order, and the parameter it
    /// reflects (if any): a point `p` of piece `i` here is the point `reflected.reflect(p)` of
    /// piece `i` there, with the mirrored keyboard.
    public func mirrored(in mirror: HorizontalMirror) -> (region: Region, reflected: ReflectedParameter?) {
        let reflected = horizontalPosition(in: mirror)
        let pieces = pieces.map { piece -> RegionPiece in
            var frames = [
                HorizontalMirror.reflect(piece.keyboardFrame, across: mirror.screenWidth),
                HorizontalMirror.reflect(piece.keyboardFrameInView, across: mirror.viewWidth),
                HorizontalMirror.reflect(piece.guideFrame, across: mirror.viewWidth),
            ]
            var overlap = piece.keyboardOverlapInView.map { HorizontalMirror.reflect($0, across: mirror.viewWidth) }
            var rise = piece.keyboardRiseInView
            var constraints = piece.constraints
            if let reflected {
                frames = frames.map(reflected.reflect)
                overlap = overlap.map(reflected.reflect)
                rise = rise.map(reflected.reflect)
                constraints = constraints.map { LinearInequality(reflected.reflect($0.expression), isStrict: $0.isStrict) }
            }
            return RegionPiece(
                configuration: piece.configuration, constraints: constraints, keyboardFrame: frames[0],
                keyboardFrameInView: frames[1], guideFrame: frames[2], guideFollowsKeyboard: piece.guideFollowsKeyboard,
                keyboardOverlapInView: overlap, keyboardRiseInView: rise)
        }
        var parameters = parameters
        if let reflected {
            let parameter = parameters[reflected.index]
            parameters[reflected.index] = KeyboardParameter(
                name: parameter.name, lowerBound: reflected.sum - parameter.upperBound, upperBound: reflected.sum - parameter.lowerBound)
        }
        return (Region(parameters: parameters, pieces: pieces), reflected)
    }

    /// The parameter that is the keyboard's x on the screen in every piece, beside a width that is
    /// the same constant in every piece; its closed domain mirrors onto a closed domain.
    private func horizontalPosition(in mirror: HorizontalMirror) -> ReflectedParameter? {
        guard let first = pieces.first, first.keyboardFrame.width.isConstant else { return nil }
        let width = first.keyboardFrame.width.constant
        for index in parameters.indices where !parameters[index].isUpperBoundStrict {
            let isPosition = pieces.allSatisfy { piece in
                piece.parameterCount == parameters.count
                    && piece.keyboardFrame.x == .parameter(index, of: parameters.count)
                    && piece.keyboardFrame.width == .constant(width, parameterCount: parameters.count)
            }
            if isPosition { return ReflectedParameter(index: index, sum: mirror.screenWidth - width) }
        }
        return nil
    }
}
