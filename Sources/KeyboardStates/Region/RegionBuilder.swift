import ExactGeometry
import LayoutSpec

/// A convex piece of one configuration's parameter space, with the near set it produces.
struct ClassifiedPiece {
    var piece: RegionPiece
    var resolution: NearEdgeRules.Resolution
}

/// Splits a configuration's parameter space into convex pieces on which the guide is affine and
/// the near set is constant: by which side clips each edge of the keyboard∩window intersection,
/// whether they overlap at all, and on which side of each near threshold the guide is.
/// Every split is a pair of complementary inequalities, so the pieces are disjoint and cover the
/// domain; empty ones are dropped by Fourier–Motzkin elimination.
struct RegionBuilder {
    var environment: Environment
    var settings: KeyboardGuideSettings

    func classifiedPieces(of configuration: KeyboardConfiguration) -> (parameters: [KeyboardParameter], pieces: [ClassifiedPiece])? {
        guard let keyboard = configuration.parametricKeyboard(in: environment) else { return nil }
        let type = configuration.type
        let followed = type != .hidden && (settings.followsUndockedKeyboard || !type.isUndocked)
        var pieces: [ClassifiedPiece] = []
        let domain = ConstraintSimplifier.simplify(keyboard.domain)
        if !followed {
            if let piece = hiddenGuidePiece(configuration, keyboard, domain) { pieces.append(piece) }
        } else {
            for clipped in KeyboardClipping.cases(of: keyboard.frame, window: environment.windowFrame, within: domain) {
                pieces += classify(configuration, keyboard, clipped)
            }
        }
        return (keyboard.parameters, pieces)
    }

    private func classify(
        _ configuration: KeyboardConfiguration, _ keyboard: ParametricKeyboard, _ clipped: KeyboardClipping
    ) -> [ClassifiedPiece] {
        let count = keyboard.parameters.count
        var pieces: [ClassifiedPiece] = []
        for noOverlap in clipped.withoutOverlap {
            if let piece = hiddenGuidePiece(configuration, keyboard, clipped.constraints + noOverlap) { pieces.append(piece) }
        }
        let overlap = clipped.constraints + clipped.overlapping
        guard feasible(overlap, count) else { return pieces }

        let view = environment.viewSize
        let guide = clipped.rect(in: environment)
        func constant(_ value: Rational) -> AffineExpression { .constant(value, parameterCount: count) }
        // The thresholds of NearThresholds, symbolically: each holds (<=) or fails (>).
        let thresholds: [(ScreenSideOrEdge, LinearInequality)] = [
            (.top, .lessThan(guide.y, constant(NearThresholds.topFraction * view.height), strict: false)),
            (.bottom, .lessThan(constant(view.height - NearThresholds.bottomFraction * view.height), guide.maxY, strict: false)),
            (.left, .lessThan(guide.x, constant(NearThresholds.sideFraction * view.width), strict: false)),
            (.right, .lessThan(constant(view.width - NearThresholds.sideFraction * view.width), guide.maxX, strict: false)),
        ]
        var branches: [(near: Set<ScreenSideOrEdge>, constraints: [LinearInequality])] = [([], overlap)]
        for (edge, holds) in thresholds {
            branches = branches.flatMap { branch in
                [(branch.near.union([edge]), branch.constraints + [holds]), (branch.near, branch.constraints + [holds.negated])]
                    .filter { feasible($0.1, count) }
                    .map { (near: $0.0, constraints: ConstraintSimplifier.simplify($0.1)) }
            }
        }
        for branch in branches {
            let resolution = NearEdgeRules.resolve(
                thresholdEdges: Set(branch.near.map { $0.edge(leadingSide: environment.leadingSide) }),
                keyboard: configuration.type, followsKeyboard: true, window: environment.window)
            let piece = RegionPiece(
                configuration: configuration, constraints: branch.constraints, keyboardFrame: keyboard.frame,
                keyboardFrameInView: environment.viewFrame(fromScreen: keyboard.frame), guideFrame: guide, guideFollowsKeyboard: true)
            pieces.append(ClassifiedPiece(piece: piece, resolution: resolution))
        }
        return pieces
    }

    private func hiddenGuidePiece(
        _ configuration: KeyboardConfiguration, _ keyboard: ParametricKeyboard, _ constraints: [LinearInequality]
    ) -> ClassifiedPiece? {
        let count = keyboard.parameters.count
        guard feasible(constraints, count) else { return nil }
        let hidden = KeyboardGuide.hiddenFrame(in: environment, settings: settings)
        let resolution = NearEdgeRules.resolve(
            thresholdEdges: NearThresholds.nearEdges(of: hidden, in: environment),
            keyboard: configuration.type, followsKeyboard: false, window: environment.window)
        let piece = RegionPiece(
            configuration: configuration, constraints: ConstraintSimplifier.simplify(constraints),
            keyboardFrame: keyboard.frame, keyboardFrameInView: environment.viewFrame(fromScreen: keyboard.frame),
            guideFrame: AffineRect(constant: hidden, parameterCount: count),
            guideFollowsKeyboard: false)
        return ClassifiedPiece(piece: piece, resolution: resolution)
    }

    private func feasible(_ constraints: [LinearInequality], _ dimension: Int) -> Bool {
        KeyboardClipping.feasible(constraints, dimension)
    }
}

/// A threshold's edge before the layout direction maps left and right to leading and trailing.
private enum ScreenSideOrEdge: Hashable {
    case top, bottom, left, right

    func edge(leadingSide: ScreenSide) -> Edge {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .left: leadingSide == .left ? .leading : .trailing
        case .right: leadingSide == .right ? .leading : .trailing
        }
    }
}
