import ExactGeometry

/// One convex part of a region: the parameter values satisfying every constraint, over which the
/// keyboard frame and the guide frame are affine.
public struct RegionPiece: Hashable, Sendable {
    public var configuration: KeyboardConfiguration
    /// Over the region's parameters, domains included.
    public var constraints: [LinearInequality]
    /// Screen coordinates.
    public var keyboardFrame: AffineRect
    /// The same frame in view coordinates, not clipped: the `keyboardFrame` item.
    public var keyboardFrameInView: AffineRect
    /// View coordinates.
    public var guideFrame: AffineRect
    /// False where the guide shows the hidden-keyboard strip.
    public var guideFollowsKeyboard: Bool
    /// The keyboard's frame clipped to the view (`view.bounds.intersection(keyboardFrame)`), of
    /// which the `keyboardOverlap` item has the width and height: set on the pieces
    /// `splitByKeyboardOverlap(in:)` gives, where it is affine; `nil` on others.
    public var keyboardOverlapInView: AffineRect?
    /// How far the keyboard's top is above the view's bottom, of which the `keyboardRise` item is
    /// the height: set on the pieces `splitByKeyboardRise(in:)` gives, where it is affine.
    public var keyboardRiseInView: AffineExpression?
    /// The root view's geometry over the parameters where the window is a range (`stage-range`);
    /// `nil` where it is the environment's one frame.
    public var rootGeometry: RootGeometry?

    public init(
        configuration: KeyboardConfiguration, constraints: [LinearInequality], keyboardFrame: AffineRect,
        keyboardFrameInView: AffineRect, guideFrame: AffineRect, guideFollowsKeyboard: Bool, keyboardOverlapInView: AffineRect? = nil,
        keyboardRiseInView: AffineExpression? = nil, rootGeometry: RootGeometry? = nil
    ) {
        self.configuration = configuration
        self.constraints = constraints
        self.keyboardFrame = keyboardFrame
        self.keyboardFrameInView = keyboardFrameInView
        self.guideFrame = guideFrame
        self.guideFollowsKeyboard = guideFollowsKeyboard
        self.keyboardOverlapInView = keyboardOverlapInView
        self.keyboardRiseInView = keyboardRiseInView
        self.rootGeometry = rootGeometry
    }

    public var parameterCount: Int { keyboardFrame.x.coefficients.count }

    public func contains(_ point: [Rational]) -> Bool {
        constraints.allSatisfy { $0.isSatisfied(by: point) }
    }

    /// A point of the piece (interior where the piece has one), `nil` when it is empty.
    public func samplePoint() -> [Rational]? {
        FourierMotzkin.samplePoint(constraints, dimension: parameterCount)
    }
}

/// The closed range of one value.
public struct ValueRange: Hashable, Sendable {
    public var min: Rational
    public var max: Rational

    public init(min: Rational, max: Rational) {
        self.min = min
        self.max = max
    }
}

/// The closed bounds of the keyboard frame's components over a region.
public struct RegionBounds: Hashable, Sendable {
    public var x: ValueRange
    public var y: ValueRange
    public var width: ValueRange
    public var height: ValueRange

    /// `[x, y, width, height]`.
    public var components: [ValueRange] { [x, y, width, height] }
}

extension RegionBounds {
    /// From `[x, y, width, height]`.
    public init(components: [ValueRange]) {
        self.init(x: components[0], y: components[1], width: components[2], height: components[3])
    }
}

extension RegionPiece {
    /// The least and greatest of the keyboard frame's x, y, width and height over the piece;
    /// `nil` when it is empty. A constant component (most of them: a docked keyboard's four, a
    /// floating one's size) is read off once the piece is known to have a point.
    var keyboardFrameRanges: [(min: Rational?, max: Rational?)]? {
        var ranges: [(min: Rational?, max: Rational?)] = []
        var hasPoint = false
        for objective in keyboardFrame.components {
            if objective.isConstant {
                ranges.append((objective.constant, objective.constant))
                continue
            }
            guard let range = FourierMotzkin.range(of: objective, over: constraints, dimension: parameterCount) else { return nil }
            hasPoint = true
            ranges.append(range)
        }
        if !hasPoint, !FourierMotzkin.isFeasible(constraints, dimension: parameterCount) { return nil }
        return ranges
    }
}

/// Every keyboard position giving one state, exactly: a union of convex pieces.
public struct Region: Hashable, Sendable {
    public var parameters: [KeyboardParameter]
    public var pieces: [RegionPiece]

    public init(parameters: [KeyboardParameter], pieces: [RegionPiece]) {
        self.parameters = parameters
        self.pieces = pieces
    }

    public var isEmpty: Bool { pieces.isEmpty }

    /// Whether the keyboard in `configuration` at `point` is in the region.
    public func contains(_ point: [Rational], configuration: KeyboardConfiguration) -> Bool {
        pieces.contains { $0.configuration == configuration && $0.contains(point) }
    }

    /// The closed bounds of the keyboard frame's x, y, width and height; `nil` when empty. A piece
    /// whose box (`ParameterBox`) reaches past none of the bounds so far cannot widen them, and is
    /// not eliminated: most of a window range's pieces.
    public var bounds: RegionBounds? {
        var lows = [Rational?](repeating: nil, count: 4), highs = [Rational?](repeating: nil, count: 4)
        for piece in pieces {
            let box = ParameterBox(bounding: piece.constraints, dimension: piece.parameterCount)
            let widens = piece.keyboardFrame.components.indices.contains { component in
                guard let low = lows[component], let high = highs[component] else { return true }
                let reach = box.range(of: piece.keyboardFrame.components[component])
                return reach.min.map { $0 < low } ?? true || reach.max.map { high < $0 } ?? true
            }
            guard widens, let ranges = piece.keyboardFrameRanges else { continue }
            for (component, range) in ranges.enumerated() {
                guard let pieceMin = range.min, let pieceMax = range.max else { continue }
                lows[component] = lows[component].map { Swift.min($0, pieceMin) } ?? pieceMin
                highs[component] = highs[component].map { Swift.max($0, pieceMax) } ?? pieceMax
            }
        }
        var ranges: [ValueRange] = []
        for (low, high) in zip(lows, highs) {
            guard let low, let high else { return nil }
            ranges.append(ValueRange(min: low, max: high))
        }
        return RegionBounds(x: ranges[0], y: ranges[1], width: ranges[2], height: ranges[3])
    }
}
