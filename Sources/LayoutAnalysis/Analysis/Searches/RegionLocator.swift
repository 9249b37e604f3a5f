import ExactGeometry
import KeyboardStates
import Z3

/// A state's region as the solver sees it: its pieces, and their union.
struct StateRegion {
    let pieces: [PieceSite]
    /// The state's keyboard: some candidates are searched only with some (`Candidate.keyboards`).
    let keyboard: KeyboardType
    let formula: BoolExpr
    /// Each parameter's least and greatest value over the region, once asked (`WindowExtent`).
    let spans: ParameterSpans

    init(pieces: [PieceSite], keyboard: KeyboardType, context: Context) {
        self.pieces = pieces
        self.keyboard = keyboard
        self.formula = context.or(pieces.map(\.formula))
        self.spans = ParameterSpans(pieces.map(\.piece))
    }
}

/// The least and greatest value of a window's parameters (or an affine value of them) over a
/// region and over each of its pieces, each found once: every finding of a window range's state
/// asks for the window's width and height, and its bounds ask only the pieces that reach them.
final class ParameterSpans {
    private let pieces: [RegionPiece]
    /// By value, per piece: `nil` when the piece has no point.
    private var pieceRanges: [AffineExpression: [(min: Rational?, max: Rational?)?]] = [:]
    private var known: [AffineExpression: (low: Rational, high: Rational)?] = [:]

    init(_ pieces: [RegionPiece]) { self.pieces = pieces }

    /// `nil` when some piece leaves the value unbounded, or none has a point.
    func span(of value: AffineExpression) -> (low: Rational, high: Rational)? {
        if let span = known[value] { return span }
        let ranges = ranges(of: value).compactMap { $0 }
        var span: (low: Rational, high: Rational)?
        if let low = ranges.compactMap(\.min).min(), let high = ranges.compactMap(\.max).max() { span = (low, high) }
        known[value] = .some(span)
        return span
    }

    /// The indices of the pieces where the value reaches between `low` and `high` (`nil`:
    /// unbounded on that side), both included.
    func pieces(meeting low: Rational?, _ high: Rational?, along value: AffineExpression) -> [Int] {
        let ranges = ranges(of: value)
        return ranges.indices.filter { piece in
            guard let range = ranges[piece] else { return false }
            if let high, let least = range.min, high < least { return false }
            if let low, let greatest = range.max, greatest < low { return false }
            return true
        }
    }

    private func ranges(of value: AffineExpression) -> [(min: Rational?, max: Rational?)?] {
        if let known = pieceRanges[value] { return known }
        let ranges = pieces.map { FourierMotzkin.range(of: value, over: $0.constraints, dimension: $0.parameterCount) }
        pieceRanges[value] = ranges
        return ranges
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
