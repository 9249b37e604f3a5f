import ExactGeometry
import Foundation
import KeyboardStates

/// Everything the analysis of a plan reads, up to how it is written: rows up to their sign,
/// region pieces as sets of half-spaces. The analysis answers questions about these sets only
/// (which positions show a finding, which layouts are resolved), so plans with equal content
/// get equal detections. Most right-to-left environments, seen in their mirror, have the content
/// of their left-to-right twin: the window on the other side, the same screen. A window range's
/// mirror image has it too, up to the order of each state's pieces and half-spaces that bound
/// nothing in one of them (the window's x and width reflected into each other).
struct PlanContent: Hashable, Sendable {
    private struct State: Hashable {
        var active: [String]
        /// Some candidates are searched only with some keyboards (`Candidate.keyboards`).
        var keyboard: KeyboardType
        var known: Set<FindingKey>
        /// `nil` for an unreachable state, which is not analysed.
        var pieces: [Piece]?
    }

    fileprivate struct Piece: Hashable {
        var constraints: Set<LinearInequality>
        var frames: Frames
    }

    fileprivate struct Frames: Hashable {
        var keyboardFrameInView: AffineRect
        var guideFrame: AffineRect
        var rootGeometry: RootGeometry?
    }

    private struct Group: Hashable {
        var members: [Int]
        var items: [String]
        var viewCount: Int
        var geometry: ScreenGeometry
        var rows: [LayoutRow]
        var insets: [NotifiedInset]
        var constants: [NotifiedConstant]
        var origins: [NotifiedViewOrigin]
    }

    /// The content without the pieces' half-spaces and order: what two plans whose pieces are the
    /// same sets, in another order, have in common.
    private struct Outline: Hashable {
        var states: [StateOutline]
        var groups: [Group]
    }

    private struct StateOutline: Hashable {
        var active: [String]
        var keyboard: KeyboardType
        var known: Set<FindingKey>
        /// How many pieces have each frames.
        var frames: [Frames: Int]?
    }

    private let states: [State]
    private let groups: [Group]

    init(_ plan: EnvironmentPlan) {
        states = plan.states.indices.map { index in
            State(
                active: plan.active[index].map(\.id), keyboard: plan.states[index].keyboard, known: plan.known.isEmpty ? [] : plan.known[index],
                pieces: plan.states[index].isReachable ? plan.regions[index].pieces.map { piece in
                    Piece(
                        constraints: Set(piece.constraints.map(PlanContent.normalized)),
                        frames: Frames(keyboardFrameInView: piece.keyboardFrameInView, guideFrame: piece.guideFrame, rootGeometry: piece.rootGeometry))
                } : nil)
        }
        groups = plan.groups.map { group in
            Group(
                members: group.members, items: group.problem.items, viewCount: group.problem.viewCount,
                geometry: group.problem.geometry, rows: group.problem.rows.map(PlanContent.normalized),
                insets: group.problem.notifiedInsets, constants: group.problem.notifiedConstants, origins: group.problem.notifiedViewOrigins)
        }
    }

    /// A plan that takes the detections of an earlier one: `pieces[state][piece]` is the earlier
    /// plan's piece that is the same set as this plan's (`nil`: each is, in the same order).
    struct Repeat: Sendable {
        let earlier: Int
        let pieces: [[Int]]?
    }

    /// For each plan's content, the first earlier plan with the same content, if any.
    static func repeats(in contents: [PlanContent]) -> [Repeat?] {
        var first: [PlanContent: Int] = [:]
        var outlined: [Outline: [Int]] = [:]
        return contents.indices.map { index in
            let content = contents[index]
            if let earlier = first[content] { return Repeat(earlier: earlier, pieces: nil) }
            let outline = content.outline
            for earlier in outlined[outline] ?? [] {
                if let pieces = content.pieces(matching: contents[earlier]) { return Repeat(earlier: earlier, pieces: pieces) }
            }
            first[content] = index
            outlined[outline, default: []].append(index)
            return nil
        }
    }

    private var outline: Outline {
        Outline(
            states: states.map { state in
                StateOutline(
                    active: state.active, keyboard: state.keyboard, known: state.known,
                    frames: state.pieces.map { pieces in pieces.reduce(into: [:]) { $0[$1.frames, default: 0] += 1 } })
            },
            groups: groups)
    }

    /// For each state, the piece of `earlier`'s state that each of this plan's pieces is the same
    /// set as, first match first; `nil` when some piece has none (the outlines being equal).
    private func pieces(matching earlier: PlanContent) -> [[Int]]? {
        var correspondence: [[Int]] = []
        for (state, twin) in zip(states, earlier.states) {
            let twinPieces = twin.pieces ?? []
            var taken = Set<Int>()
            var matched: [Int] = []
            for piece in state.pieces ?? [] {
                guard let index = twinPieces.indices.first(where: { !taken.contains($0) && SameSetProofs.shared.areSameSet(piece, twinPieces[$0]) }) else { return nil }
                taken.insert(index)
                matched.append(index)
            }
            correspondence.append(matched)
        }
        return correspondence
    }

    /// `form ≤ 0` for an inequality, `form = 0` with a positive first coefficient for an equation.
    private static func normalized(_ row: LayoutRow) -> LayoutRow {
        var row = row
        let flips = switch row.relation {
        case .greaterThanOrEqual: true
        case .lessThanOrEqual: false
        case .equal: row.form.sortedTerms.first?.coefficient.isNegative ?? false
        }
        if flips {
            row.form = -row.form
            if row.relation == .greaterThanOrEqual { row.relation = .lessThanOrEqual }
        }
        return row
    }

    /// The half-space scaled so that its first nonzero coefficient is ±1.
    private static func normalized(_ inequality: LinearInequality) -> LinearInequality {
        guard let lead = inequality.expression.coefficients.first(where: { !$0.isZero }) else { return inequality }
        return LinearInequality(inequality.expression * (Rational.one / lead.magnitude), isStrict: inequality.isStrict)
    }
}

/// Which pieces are the same set, each pair proven once per process: every spec of a run plans
/// the same states, and each proof is a round of Fourier–Motzkin eliminations.
private final class SameSetProofs: @unchecked Sendable {
    static let shared = SameSetProofs()
    /// Past this many pairs the proofs are forgotten, so that a long run's memory stays bounded.
    private static let capacity = 100_000
    private let lock = NSLock()
    private var proven: [Pair: Bool] = [:]

    private struct Pair: Hashable {
        var piece: PlanContent.Piece
        var twin: PlanContent.Piece
    }

    func areSameSet(_ piece: PlanContent.Piece, _ twin: PlanContent.Piece) -> Bool {
        guard piece.frames == twin.frames else { return false }
        let pair = Pair(piece: piece, twin: twin)
        if let known = lock.withLock({ proven[pair] }) { return known }
        let answer = piece.isSameSet(as: twin)
        lock.withLock {
            if proven.count >= Self.capacity { proven.removeAll() }
            proven[pair] = answer
        }
        return answer
    }
}

private extension PlanContent.Piece {
    /// The same frames over the same set of points: each half-space one of them has and the other
    /// does not write bounds nothing in the other.
    func isSameSet(as other: Self) -> Bool {
        frames == other.frames
            && Self.bounds(constraints, nothingOutside: other.constraints.subtracting(constraints))
            && Self.bounds(other.constraints, nothingOutside: constraints.subtracting(other.constraints))
    }

    static func bounds(_ given: Set<LinearInequality>, nothingOutside claims: Set<LinearInequality>) -> Bool {
        let base = Array(given)
        return claims.allSatisfy { claim in
            !FourierMotzkin.isFeasible(base + [claim.negated], dimension: claim.expression.coefficients.count)
        }
    }
}
