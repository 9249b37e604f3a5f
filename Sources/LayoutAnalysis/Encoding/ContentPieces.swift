import ExactGeometry
import KeyboardStates

extension RegionPiece {
    /// The piece with the content sizes as more parameters after the keyboard's, each within its
    /// range: a point of it is a keyboard position and the content sizes there, and every
    /// question over the piece — Fourier–Motzkin, the canonical witness, the solver — is over both.
    func withContent(_ content: [ContentParameter]) -> RegionPiece {
        guard !content.isEmpty else { return self }
        let count = parameterCount + content.count
        let pad = { (rect: AffineRect) in rect.padded(by: content.count) }
        var bounds: [LinearInequality] = []
        for (offset, parameter) in content.enumerated() {
            let size = AffineExpression.parameter(parameterCount + offset, of: count)
            bounds.append(.lessThan(.constant(parameter.minimum, parameterCount: count), size, strict: false))
            bounds.append(.lessThan(size, .constant(parameter.maximum, parameterCount: count), strict: false))
        }
        return RegionPiece(
            configuration: configuration,
            constraints: constraints.map { LinearInequality($0.expression.padded(by: content.count), isStrict: $0.isStrict) } + bounds,
            keyboardFrame: pad(keyboardFrame), keyboardFrameInView: pad(keyboardFrameInView), guideFrame: pad(guideFrame),
            guideFollowsKeyboard: guideFollowsKeyboard, keyboardOverlapInView: keyboardOverlapInView.map(pad),
            keyboardRiseInView: keyboardRiseInView.map { $0.padded(by: content.count) }, rootGeometry: rootGeometry?.padded(by: content.count))
    }

    /// A parameter of the layout — a keyboard variable, or a content size of `content` (the
    /// piece's last parameters, `withContent`) — as an affine function of the piece's parameters.
    func expression(of variable: Variable, content: [ContentParameter]) -> AffineExpression? {
        switch variable {
        case .keyboard(let keyboard):
            return expression(of: keyboard)
        case .content:
            return parameterIndex(of: variable, content: content).map { .parameter($0, of: parameterCount) }
        case .frame, .error:
            return nil
        }
    }

    /// Which of the piece's parameters the content size `variable` of `content` is.
    func parameterIndex(of variable: Variable, content: [ContentParameter]) -> Int? {
        content.firstIndex { $0.variable == variable }.map { parameterCount - content.count + $0 }
    }

    /// The layout's parameters at `point`: the keyboard variables (the guide and the keyboard frame
    /// in view coordinates) and the content sizes.
    func parameterValues(at point: [Rational], content: [ContentParameter]) -> [Variable: Rational] {
        var values = Dictionary(uniqueKeysWithValues: KeyboardVariable.allCases.compactMap { variable in
            expression(of: variable).map { (Variable.keyboard(variable), $0.value(at: point)) }
        })
        for parameter in content {
            values[parameter.variable] = expression(of: parameter.variable, content: content)?.value(at: point)
        }
        return values
    }
}
