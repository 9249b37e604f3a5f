import ExactGeometry
import KeyboardStates
import Z3

/// Ambiguity of the items without structural freedom — freedom that depends on where the keyboard
/// is, or that goes one way only: an item whose frame differs between two resolved layouts (the
/// encoding's and its alternative's, as good), confirmed on the constraints as written.
struct AmbiguitySearch {
    /// Per item without structural freedom that `asking` names: its frame differs between two
    /// resolved layouts.
    let differs: [(item: Int, question: RegionQuestion)]
    private let encoding: ProblemEncoding
    private let alternative: ProblemEncoding
    /// The least difference of a frame a witness shows when some position has it, in points.
    static let visibleDifference: Rational = 1
    private let locator: RegionLocator
    private let confirmer: WitnessConfirmer
    private let problem: LayoutProblem
    /// Per layout check, in `LayoutChecks.all` order: its candidates.
    private let candidates: [[Candidate]]

    init(
        encoding: ProblemEncoding, alternative: ProblemEncoding, problem: LayoutProblem, moves: ItemMoves, candidates: [[Candidate]],
        locator: RegionLocator, confirmer: WitnessConfirmer, asking: (Int) -> Bool = { _ in true }
    ) {
        self.differs = problem.items.indices.filter { moves[$0].isEmpty && asking($0) }.map { item in
            (item, Self.differs(item, by: .zero, encoding, alternative))
        }
        self.encoding = encoding
        self.alternative = alternative
        self.locator = locator
        self.confirmer = confirmer
        self.problem = problem
        self.candidates = candidates
    }

    /// A witness position: a point of one piece of one state's region.
    private struct Position: Hashable {
        var state: Int
        var piece: Int
        var point: [Rational]
    }

    /// The canonical layouts already confirmed, by position: the items a stack leaves free together
    /// are usually witnessed at the same position, and its layout is one optimizer run.
    private typealias Layouts = [Position: Outcome<(CanonicalLayout, [Rational])?>]

    func search(into findings: inout [[Detection]]) throws {
        guard !differs.isEmpty else { return }
        let narrowed = try locator.narrowed(differs.map(\.question))
        confirmer.gaveUp(on: "ambiguity", in: narrowed.unknown, into: &findings)
        var layouts: Layouts = [:]
        for (item, itemDiffers) in differs {
            let located = try locator.locate(itemDiffers, among: narrowed.states)
            confirmer.gaveUp(on: "ambiguity of \(problem.items[item])", in: located.unknown, into: &findings)
            for (state, site) in located.found {
                let detection = try finding(item: item, differs: itemDiffers, at: site, in: state, layouts: &layouts)
                findings[state].append(try locator.withWindowBounds(detection, of: itemDiffers, in: state, at: site))
            }
        }
    }

    /// A witness where the item's frame differs by a point or more when the site has one: a
    /// hair's difference at the edge of where it differs would print two equal frames.
    private func finding(item: Int, differs: RegionQuestion, at site: PieceSite, in state: Int, layouts: inout Layouts) throws -> Detection {
        let visibly = Self.differs(item, by: Self.visibleDifference, encoding, alternative)
        let shown = try locator.asker.check(visibly, at: site, within: []) == .satisfiable ? visibly : differs
        guard let point = try locator.witnessPosition(shown, at: site)?.point else { return confirmer.positionUnknown(of: "ambiguity") }
        let position = Position(state: state, piece: site.index, point: point)
        let canonical = try layouts[position] ?? confirmer.canonicalLayout(at: point, site, answering: nil)
        layouts[position] = canonical
        return try confirmed(item: item, at: point, site: site, canonical: canonical, keyboard: locator.regions[state].keyboard)
    }

    /// The item's frame differs between the two resolved layouts by more than nothing (`by` zero),
    /// or by `by` or more.
    private static func differs(_ item: Int, by: Rational, _ encoding: ProblemEncoding, _ alternative: ProblemEncoding) -> RegionQuestion {
        RegionQuestion(subject: .layouts, conditions: nil) {
            let pairs = zip(encoding.frame(of: item), alternative.frame(of: item))
            return [encoding.context.or(by.isZero ? pairs.map { $0 < $1 || $0 > $1 } : pairs.map { $0 - $1 >= by || $1 - $0 >= by })]
        }
    }

    /// Freedom that depends on the position or goes one way: the canonical layout (`canonical`), the item's
    /// components some resolved layout there changes, and a layout moved along the first of them.
    /// `keyboard`: the state's, which decides the candidates the freedom may reach.
    private func confirmed(
        item: Int, at point: [Rational], site: PieceSite, canonical: Outcome<(CanonicalLayout, [Rational])?>, keyboard stateKeyboard: KeyboardType
    ) throws -> Detection {
        let name = problem.items[item]
        let keyboard = site.parameters(at: point)
        let (layout, costs): (Assignment, [Rational])
        switch canonical {
        case .unknown(let reason): return confirmer.gaveUp(on: "the ambiguity witness", reason)
        case .decided(nil): return confirmer.unconfirmed("ambiguous", "no layout exists at the witness position")
        case .decided(let found?): (layout, costs) = (found.0.layout, found.1)
        }
        let concrete = confirmer.concrete
        // Each edge and size on its own: in the mirror a fixed physical x is a fixed right edge.
        var free: Set<FreeMeasure> = []
        for measure in FreeMeasure.allCases {
            let form = measure.form(of: item), value = LinearForm(constant: form.value { layout[$0] })
            let changes = Condition(anyOf: [[.less(form, value)], [.less(value, form)]])
            switch try concrete.someResolvedLayout(satisfies: changes, optimalCosts: costs, at: keyboard) {
            case .unknown(let reason): return confirmer.gaveUp(on: "the ambiguity witness", reason)
            case .decided(true): free.insert(measure)
            case .decided(false): continue
            }
        }
        guard let lead = FreeMeasure.allCases.lazy.filter(free.contains).compactMap(\.component).first else {
            return confirmer.unconfirmed("ambiguous", "every resolved layout agrees on \(name)")
        }
        let moved: Assignment
        switch try concrete.movedLayout(from: layout, along: .frame(item: item, lead), step: WitnessConfirmer.witnessStep, optimalCosts: costs, at: keyboard) {
        case .unknown(let reason): return confirmer.gaveUp(on: "the ambiguity witness", reason)
        case .decided(nil): return confirmer.unconfirmed("ambiguous", "no resolved layout moves \(name)")
        case .decided(let found?): moved = found
        }
        var reaching: [FindingKind] = []
        for check in LayoutChecks.all.indices {
            for candidate in candidates[check] where candidate.items == [name] && candidate.isSearched(with: stateKeyboard)
                && !reaching.contains(LayoutChecks.all[check].kind) {
                switch try concrete.someResolvedLayout(satisfies: candidate.condition, optimalCosts: costs, at: keyboard) {
                case .unknown(let reason): return confirmer.gaveUp(on: "the ambiguity witness", reason)
                case .decided(true): reaching.append(LayoutChecks.all[check].kind)
                case .decided(false): continue
                }
            }
        }
        return confirmer.ambiguity(item: item, first: layout, second: moved, free: free, reaching: reaching, at: site.position(at: point))
    }
}
