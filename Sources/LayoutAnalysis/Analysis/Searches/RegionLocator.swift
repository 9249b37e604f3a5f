import ExactGeometry
import KeyboardStates
import Z3

/// A state's region as the solver sees it: its pieces, and their union.
struct StateRegion {
    let pieces: [PieceSite]
    let formula: BoolExpr
    /// Each parameter's least and greatest value over the region, once asked (`WindowExtent`).
    let spans: ParameterSpans

    init(pieces: [PieceSite], context: Context) {
        self.pieces = pieces
        self.formula = context.or(pieces.map(\.formula))
        self.spans = ParameterSpans(pieces.map(\.piece))
    }
}

/// The least and greatest value of a region's parameters, each found once: every finding of a
/// window range's state asks for the window's width and height.
final class ParameterSpans {
    private let pieces: [RegionPiece]
    private var known: [Int: (low: Rational, high: Rational)?] = [:]

    init(_ pieces: [RegionPiece]) { self.pieces = pieces }

    /// `nil` when some piece leaves the parameter unbounded, or none has a point.
    func span(of index: Int) -> (low: Rational, high: Rational)? {
        if let span = known[index] { return span }
        let ranges = pieces.compactMap { piece in
            FourierMotzkin.range(of: .parameter(index, of: piece.parameterCount), over: piece.constraints, dimension: piece.parameterCount)
        }
        var span: (low: Rational, high: Rational)?
        if let low = ranges.compactMap(\.min).min(), let high = ranges.compactMap(\.max).max() { span = (low, high) }
        known[index] = .some(span)
        return span
    }
}

/// Where a question has an answer: the first piece per state, or why the solver gave up.
struct Located {
    /// Per state with an answer, in state order: the first of its pieces that has one.
    var found: [(state: Int, site: PieceSite)] = []
    /// Per state, the reason the solver gave up.
    var unknown: [Int: String] = [:]
}

/// Which states, pieces and points of the states' regions show a question's answer, asking the
/// union of the states first, then each state, then its pieces: most states are clean, and a
/// clean union costs one call for them all.
struct RegionLocator {
    let asker: RegionAsker
    let regions: [StateRegion]
    let context: Context

    var allStates: [Int] { Array(regions.indices) }

    /// Whether a resolved layout answers the question somewhere in any state.
    func checkAnyState(_ question: RegionQuestion) throws -> CheckResult {
        try asker.check(question, in: regions.flatMap(\.pieces), union: context.or(regions.map(\.formula)))
    }

    /// The states where a resolved layout answers any of `questions`, to search for each question
    /// in turn, and those where the solver gave up; all states when there is only one question
    /// (its own search does the narrowing).
    func narrowed(_ questions: [RegionQuestion]) throws -> (states: [Int], unknown: [Int: String]) {
        guard questions.count > 1 else { return (allStates, [:]) }
        let any = RegionQuestion.any(of: questions, in: context)
        // With one state, its own question below is the union's.
        if regions.count > 1 {
            guard try checkAnyState(any) != .unsatisfiable else { return ([], [:]) }
        }
        var narrowed: (states: [Int], unknown: [Int: String]) = ([], [:])
        for state in allStates {
            switch try asker.check(any, in: regions[state].pieces, union: regions[state].formula) {
            case .unsatisfiable: continue
            case .unknown(let reason): narrowed.unknown[state] = reason
            case .satisfiable: narrowed.states.append(state)
            }
        }
        return narrowed
    }

    /// For each of `candidates` (indices into `regions`), the first piece with a keyboard position
    /// where the question has an answer, or the solver's reason for giving up.
    func locate(_ question: RegionQuestion, among candidates: [Int]) throws -> Located {
        var located = Located()
        guard !candidates.isEmpty else { return located }
        // With one state, its own questions below are the union's.
        if candidates.count > 1 {
            let union = context.or(candidates.map { regions[$0].formula })
            if try asker.check(question, in: candidates.flatMap { regions[$0].pieces }, union: union) == .unsatisfiable { return located }
        }
        for state in candidates {
            let pieces = regions[state].pieces
            if pieces.count > 1 {
                switch try asker.check(question, in: pieces, union: regions[state].formula) {
                case .unsatisfiable: continue
                case .unknown(let reason): located.unknown[state] = reason; continue
                case .satisfiable: break
                }
            }
            pieceSearch: for piece in pieces {
                switch try asker.check(question, in: [piece], union: piece.formula) {
                case .unsatisfiable: continue
                case .unknown(let reason): located.unknown[state] = reason
                case .satisfiable: located.found.append((state, piece))
                }
                break pieceSearch
            }
        }
        located.found.sort { $0.state < $1.state }
        return located
    }

    /// The witness position in the site where the question has an answer (`CanonicalPoint`), or
    /// `nil` when a question came back unknown.
    func witnessPosition(_ question: RegionQuestion, at site: PieceSite, reach: FindingReach? = nil) throws -> CanonicalPoint.Choice? {
        try asker.canonicalPoint(question, at: site, reach: reach)
    }
}
