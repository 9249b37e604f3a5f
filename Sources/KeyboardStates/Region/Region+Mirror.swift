import ExactGeometry

/// A parameter the mirror reflects, `p′ = sum − p − Σ alongside[j]·pⱼ` over parameters `j` it
/// does not reflect (so also `p = sum − p′ − Σ alongside[j]·pⱼ`): the floating keyboard's
/// horizontal position, `p′ = screen width − keyboard width − p`, and a window range's,
/// `x′ = screen width − x − windowWidth`, so that the mirrored region is written over the
/// mirrored keyboard's and window's own positions, as a left-to-right environment's region is.
public struct ReflectedParameter: Hashable, Sendable {
    public var index: Int
    public var sum: Rational
    public var alongside: [Int: Rational] = [:]

    public init(index: Int, sum: Rational, alongside: [Int: Rational] = [:]) {
        self.index = index
        self.sum = sum
        self.alongside = alongside
    }

    /// A point of one side of the mirror as the other side writes it.
    public func reflect(_ point: [Rational]) -> [Rational] {
        guard index < point.count else { return point }
        var reflected = point
        reflected[index] = alongside.reduce(sum - point[index]) { $0 - $1.value * point[$1.key] }
        return reflected
    }

    func reflect(_ expression: AffineExpression) -> AffineExpression {
        guard index < expression.coefficients.count else { return expression }
        var coefficients = expression.coefficients
        let coefficient = coefficients[index]
        coefficients[index] = -coefficient
        for (other, weight) in alongside { coefficients[other] -= coefficient * weight }
        return AffineExpression(coefficients: coefficients, constant: expression.constant + coefficient * sum)
    }

    func reflect(_ rect: AffineRect) -> AffineRect {
        AffineRect(x: reflect(rect.x), y: reflect(rect.y), width: reflect(rect.width), height: reflect(rect.height))
    }

    func reflect(_ geometry: RootGeometry) -> RootGeometry {
        RootGeometry(window: reflect(geometry.window), safeArea: reflect(geometry.safeArea),
                     margins: geometry.margins.map(reflect), readable: geometry.readable.map(reflect))
    }
}

extension [ReflectedParameter] {
    /// A point of one side of the mirror as the other side writes it, every parameter reflected.
    public func reflect(_ point: [Rational]) -> [Rational] {
        reduce(point) { $1.reflect($0) }
    }
}

extension Region {
    /// The region seen in `mirror`, piece by piece in the same order, and the parameters it
    /// reflects: a point `p` of piece `i` here is the point `reflected.reflect(p)` of piece `i`
    /// there, with the mirrored keyboard (and window). Rectangles in view coordinates are
    /// reflected across the view's width, which in a window range is the window's width.
    public func mirrored(in mirror: HorizontalMirror) -> (region: Region, reflected: [ReflectedParameter]) {
        let reflected = [horizontalPosition(in: mirror), windowPosition(in: mirror)].compactMap { $0 }
        let pieces = pieces.map { piece -> RegionPiece in
            let viewWidth = piece.rootGeometry?.window.width ?? .constant(mirror.viewWidth, parameterCount: piece.parameterCount)
            let screenWidth = AffineExpression.constant(mirror.screenWidth, parameterCount: piece.parameterCount)
            var mirrored = piece
            mirrored.keyboardFrame = HorizontalMirror.reflect(piece.keyboardFrame, across: screenWidth)
            mirrored.keyboardFrameInView = HorizontalMirror.reflect(piece.keyboardFrameInView, across: viewWidth)
            mirrored.guideFrame = HorizontalMirror.reflect(piece.guideFrame, across: viewWidth)
            mirrored.keyboardOverlapInView = piece.keyboardOverlapInView.map { HorizontalMirror.reflect($0, across: viewWidth) }
            mirrored.rootGeometry = piece.rootGeometry.map { root in
                RootGeometry(
                    window: HorizontalMirror.reflect(root.window, across: screenWidth),
                    safeArea: HorizontalMirror.reflect(root.safeArea, across: viewWidth),
                    margins: root.margins.map { HorizontalMirror.reflect($0, across: viewWidth) },
                    readable: root.readable.map { HorizontalMirror.reflect($0, across: viewWidth) })
            }
            for parameter in reflected {
                mirrored.keyboardFrame = parameter.reflect(mirrored.keyboardFrame)
                mirrored.keyboardFrameInView = parameter.reflect(mirrored.keyboardFrameInView)
                mirrored.guideFrame = parameter.reflect(mirrored.guideFrame)
                mirrored.keyboardOverlapInView = mirrored.keyboardOverlapInView.map(parameter.reflect)
                mirrored.keyboardRiseInView = mirrored.keyboardRiseInView.map(parameter.reflect)
                mirrored.rootGeometry = mirrored.rootGeometry.map(parameter.reflect)
                mirrored.constraints = mirrored.constraints.map { LinearInequality(parameter.reflect($0.expression), isStrict: $0.isStrict) }
            }
            return mirrored
        }
        var parameters = parameters
        // A window's position keeps its range, [0, screen width − narrowest window]: x′ ≥ 0 exactly where x + width ≤ the screen's.
        for parameter in reflected where parameter.alongside.isEmpty {
            let original = parameters[parameter.index]
            parameters[parameter.index] = KeyboardParameter(
                name: original.name, lowerBound: parameter.sum - original.upperBound, upperBound: parameter.sum - original.lowerBound)
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

    /// A window range's x on the screen, reflected beside its width (`WindowRange.parameterNames`).
    private func windowPosition(in mirror: HorizontalMirror) -> ReflectedParameter? {
        let names = parameters.map(\.name)
        guard let x = names.firstIndex(of: WindowRange.parameterNames[0]), let width = names.firstIndex(of: WindowRange.parameterNames[2]),
              pieces.allSatisfy({ piece in
                  piece.rootGeometry?.window.x == .parameter(x, of: parameters.count)
                      && piece.rootGeometry?.window.width == .parameter(width, of: parameters.count)
              })
        else { return nil }
        return ReflectedParameter(index: x, sum: mirror.screenWidth, alongside: [width: .one])
    }
}
