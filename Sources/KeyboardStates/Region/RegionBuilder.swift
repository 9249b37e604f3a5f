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
    var guides: RootGuides

    func classifiedPieces(of configuration: KeyboardConfiguration) -> (parameters: [KeyboardParameter], pieces: [ClassifiedPiece])? {
        guard let keyboard = configuration.parametricKeyboard(in: environment) else { return nil }
        let withWindow = environment.windowRange.map { keyboard.withWindow($0, screen: environment.screenSize) } ?? keyboard
        let type = configuration.type
        let followed = type != .hidden && (settings.followsUndockedKeyboard || !type.isUndocked)
        let count = withWindow.parameters.count
        var pieces: [ClassifiedPiece] = []
        let domain = withWindow.domain
        for root in RootGeometry.cases(of: environment, parameterCount: count, windowStart: keyboard.parameters.count, within: domain, reading: guides) {
            let part = Part(
                configuration: configuration, keyboard: withWindow, root: root.geometry,
                keepsRoot: environment.windowRange != nil, domain: ConstraintSimplifier.simplify(domain + root.constraints))
            if !followed {
                pieces += hiddenGuidePieces(part, part.domain)
            } else {
                for clipped in KeyboardClipping.cases(of: withWindow.frame, window: root.geometry.window, within: part.domain) {
                    pieces += classify(part, clipped)
                }
            }
        }
        return (withWindow.parameters, pieces)
    }

    /// A configuration's keyboard within one case of the root geometry.
    private struct Part {
        var configuration: KeyboardConfiguration
        var keyboard: ParametricKeyboard
        var root: RootGeometry
        /// Whether pieces carry the root geometry: only a window range's vary.
        var keepsRoot: Bool
        var domain: [LinearInequality]

        func piece(_ constraints: [LinearInequality], guide: AffineRect, follows: Bool) -> RegionPiece {
            RegionPiece(
                configuration: configuration, constraints: constraints, keyboardFrame: keyboard.frame,
                keyboardFrameInView: root.viewFrame(fromScreen: keyboard.frame), guideFrame: guide, guideFollowsKeyboard: follows,
                rootGeometry: keepsRoot ? root : nil)
        }
    }

    private func classify(_ part: Part, _ clipped: KeyboardClipping) -> [ClassifiedPiece] {
        let count = part.keyboard.parameters.count
        var pieces: [ClassifiedPiece] = []
        for noOverlap in clipped.withoutOverlap {
            pieces += hiddenGuidePieces(part, clipped.constraints + noOverlap)
        }
        guard let overlap = WitnessedSet(clipped.constraints + clipped.overlapping, dimension: count) else { return pieces }
        return pieces + nearBranches(part, overlap, guide: clipped.rect(in: part.root.window), follows: true)
    }

    /// The pieces of `set` on each side of each near threshold, with the near set there.
    private func nearBranches(_ part: Part, _ set: WitnessedSet, guide: AffineRect, follows: Bool) -> [ClassifiedPiece] {
        let count = part.keyboard.parameters.count
        let view = part.root.window
        // The thresholds of NearThresholds, symbolically: each holds (<=) or fails (>).
        let thresholds: [(ScreenSideOrEdge, LinearInequality)] = [
            (.top, .lessThan(guide.y, view.height * NearThresholds.topFraction, strict: false)),
            (.bottom, .lessThan(view.height - view.height * NearThresholds.bottomFraction, guide.maxY, strict: false)),
            (.left, .lessThan(guide.x, view.width * NearThresholds.sideFraction, strict: false)),
            (.right, .lessThan(view.width - view.width * NearThresholds.sideFraction, guide.maxX, strict: false)),
        ]
        var branches: [(near: Set<ScreenSideOrEdge>, set: WitnessedSet)] = [([], set)]
        for (edge, holds) in thresholds {
            branches = branches.flatMap { branch in
                [(branch.near.union([edge]), holds), (branch.near, holds.negated)].compactMap { near, side in
                    branch.set.adding([side], dimension: count).map { (near: near, set: $0.simplified) }
                }
            }
        }
        return branches.map { branch in
            let resolution = NearEdgeRules.resolve(
                thresholdEdges: Set(branch.near.map { $0.edge(leadingSide: environment.leadingSide) }),
                keyboard: part.configuration.type, followsKeyboard: follows, window: environment.window)
            return ClassifiedPiece(piece: part.piece(branch.set.constraints, guide: guide, follows: follows), resolution: resolution)
        }
    }

    private func hiddenGuidePieces(_ part: Part, _ constraints: [LinearInequality]) -> [ClassifiedPiece] {
        guard let set = WitnessedSet(constraints, dimension: part.keyboard.parameters.count) else { return [] }
        return nearBranches(part, set, guide: part.root.hiddenGuideFrame(usesBottomSafeArea: settings.usesBottomSafeArea), follows: false)
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
