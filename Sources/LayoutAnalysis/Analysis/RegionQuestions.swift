import ExactGeometry
import KeyboardStates
import Z3

/// A question asked of a group's layouts somewhere in region pieces.
struct RegionQuestion {
    enum Subject {
        /// Positions where the required constraints have no solution.
        case conflicts
        /// Positions with a resolved layout.
        case layouts
    }

    let subject: Subject
    /// What the solver assumes, with the pieces: encoded the first time a solver is asked, since
    /// the affine layout answers most questions without one.
    var assumptions: [BoolExpr] { encoded.value }
    private let encoded: Encoding
    /// The same question of the affine layout: one of these holds (where a layout exists, for
    /// `layouts`); `nil` when only the solver can tell.
    let conditions: [Condition]?
    /// For a question joining others (`any(of:)`): those, each answered its own best way.
    private(set) var parts: [RegionQuestion] = []

    init(subject: Subject, conditions: [Condition]?, parts: [RegionQuestion] = [], assumptions: @escaping () -> [BoolExpr]) {
        self.subject = subject
        self.conditions = conditions
        self.parts = parts
        self.encoded = Encoding(assumptions)
    }

    /// A resolved layout shows `condition`.
    static func shows(_ condition: Condition, in encoding: ProblemEncoding) -> RegionQuestion {
        RegionQuestion(subject: .layouts, conditions: [condition]) { [encoding.satisfies(condition)] }
    }

    /// A resolved layout exists.
    static var anyLayout: RegionQuestion { RegionQuestion(subject: .layouts, conditions: [Condition(allOf: [])]) { [] } }

    /// A resolved layout answers one of `questions` (each about layouts, with one assumption).
    static func any(of questions: [RegionQuestion], in context: Context) -> RegionQuestion {
        RegionQuestion(subject: .layouts, conditions: nil, parts: questions) { [context.or(questions.flatMap(\.assumptions))] }
    }

    /// The assumptions, made once.
    private final class Encoding {
        private var made: [BoolExpr]?
        private let make: () -> [BoolExpr]

        init(_ make: @escaping () -> [BoolExpr]) { self.make = make }

        var value: [BoolExpr] {
            if let made { return made }
            let assumptions = make()
            made = assumptions
            return assumptions
        }
    }
}

/// Answers a group's region questions: exactly by Fourier–Motzkin where its layout is affine,
/// by its solvers otherwise. The answers are the same either way (`AffineLayoutTests`).
final class RegionAsker {
    /// The resolved layout, when nothing is left to solve for (see `AffineLayout`).
    private(set) var affineLayout: AffineLayout?
    private let encoding: ProblemEncoding
    private let alternative: ProblemEncoding
    private let limits: ResourceLimits
    let hints: StartHints
    /// The rows of critical regions certified in programs of each shape, this run.
    private let certificates: RegionCertificates
    /// The layout of the last witness search's final question, when it was asked at the witness,
    /// and the parameters there (the keyboard variables and content sizes): a claim that answers
    /// the question at those parameters, whatever piece asks.
    private var lastClaim: (question: [Condition], parameters: [Variable: Rational], layout: Assignment)?
    /// Where the required constraints have no solution, over the keyboard variables alone. Made
    /// on first use, like the next: a group its affine layout answers needs neither.
    private lazy var conflictSolver = Result {
        let (encoding, context) = (self.encoding, self.encoding.context)
        // ∃ frames · Required, projected onto the keyboard variables: exact in linear real
        // arithmetic, and the projection serves every piece of every state.
        let feasibility = try encoding.layoutExists.map { encoding.satisfies(Condition(allOf: $0)) }
            ?? context.eliminateQuantifiers(context.exists(encoding.freeFrameVariables.map { encoding[$0] }, encoding.requiredRowsHold))
        let solver = try Solver(context, limits: self.limits)
        try solver.assert(!feasibility)
        return solver
    }
    /// Resolved layouts: the encoding's optimality conditions.
    private lazy var optimalitySolver = Result {
        let solver = try Solver(self.encoding.context, limits: self.limits)
        try solver.assert(OptimalityConditions.resolved(self.encoding))
        return solver
    }
    /// The same solver with the alternative as good: the ambiguity questions compare the two.
    /// Asserted on first use, after the critical regions, which need no alternative.
    private lazy var layoutSolver = Result {
        let solver = try self.optimalitySolver.get()
        try solver.assert(OptimalityConditions.asGoodAs(self.alternative, self.encoding))
        return solver
    }

    init(encoding: ProblemEncoding, alternative: ProblemEncoding, limits: ResourceLimits, hints: StartHints, certificates: RegionCertificates) {
        self.hints = hints
        self.certificates = certificates
        self.affineLayout = AffineLayout(encoding)
        self.encoding = encoding
        self.alternative = alternative
        self.limits = limits
    }

    /// Makes the affine layout complete region by region over `union`, the union of `pieces`
    /// (`CriticalRegions`), where it leaves frames to solve for; leaves it as it is where the
    /// regions do not fix every frame.
    func completeLayout(over union: BoolExpr, pieces: [RegionPiece]) throws {
        guard let affineLayout, !affineLayout.isComplete else { return }
        let regions = CriticalRegions(
            encoding: encoding, solver: { try self.optimalitySolver.get() }, certificates: certificates, limits: limits,
            meetsWithLayout: { affineLayout.holdsAny([$0], somewhereIn: pieces) })
        guard let refined = try regions.cover(union).flatMap(affineLayout.refined(into:)), refined.isComplete else { return }
        self.affineLayout = refined
    }

    /// Whether the question has an answer somewhere in `sites`, whose union is `union`. A joined
    /// question asks the solver only the parts Fourier–Motzkin cannot answer.
    func check(_ question: RegionQuestion, in sites: [PieceSite], union: BoolExpr) throws -> CheckResult {
        let pieces = sites.map(\.piece)
        guard !question.parts.isEmpty else {
            if let answer = exactly(question, in: pieces) { return answer ? .satisfiable : .unsatisfiable }
            return try solver(for: question).check(assuming: question.assumptions + [union])
        }
        var left: [RegionQuestion] = []
        for part in question.parts {
            switch exactly(part, in: pieces) {
            case true?: return .satisfiable
            case false?: continue
            case nil: left.append(part)
            }
        }
        if left.isEmpty { return .unsatisfiable }
        let asked = left.count == question.parts.count ? question : .any(of: left, in: encoding.context)
        return try solver(for: asked).check(assuming: asked.assumptions + [union])
    }

    /// Whether the question has an answer at a position of `sites` (one state's pieces, whose
    /// union is `union`) that meets `extra`: the pieces share their parameters' terms.
    func check(_ question: RegionQuestion, in sites: [PieceSite], union: BoolExpr, within extra: [LinearInequality]) throws -> CheckResult {
        if let affineLayout, let conditions = question.conditions, affineLayout.decides(conditions) {
            let requiringLayout = question.subject == .layouts
            return affineLayout.holdsAny(conditions, somewhereIn: sites.map(\.piece), within: extra, requiringLayout: requiringLayout) == true
                ? .satisfiable : .unsatisfiable
        }
        guard let first = sites.first else { return .unsatisfiable }
        return try solver(for: question).check(assuming: question.assumptions + extra.map(first.formula(of:)) + [union])
    }

    /// The position in the site where the question has an answer, chosen as `CanonicalPoint` says.
    ///
    /// `reach`, where a layout exists at every position of the site: what the question's answer
    /// depends on, which spares the questions whose answers it tells.
    func canonicalPoint(_ question: RegionQuestion, at site: PieceSite, reach: FindingReach? = nil) throws -> CanonicalPoint.Choice? {
        if let affineLayout, let conditions = question.conditions, affineLayout.decides(conditions) {
            let requiringLayout = question.subject == .layouts
            // Where the finding shows is the same for every parameter the point fixes: made once.
            var shown: [IndependentParts]?? = nil
            return try CanonicalPoint(
                piece: site.piece, contentStart: site.contentStart,
                check: { extra in try self.check(question, at: site, within: extra) },
                sample: { extra in affineLayout.samplePoint(conditions, in: site.piece, within: extra, requiringLayout: requiringLayout) },
                values: { fixed, index in
                    let sets = shown ?? affineLayout.shownSets(conditions, in: site.piece, requiringLayout: requiringLayout)?
                        .map { IndependentParts($0, dimension: site.piece.parameterCount) }
                    shown = sets
                    return sets.map { AffineLayout.values(ofParameter: index, in: $0, fixing: fixed) }
                },
                independent: reach?.independent(at: site) ?? []
            ).find()
        }
        let solver = try solver(for: question)
        let choice = try CanonicalPoint(
            piece: site.piece, contentStart: site.contentStart,
            check: { extra in try self.check(question, at: site, within: extra) },
            sample: { _ in
                let model = try solver.model()
                return try site.parameters.map { try model.value($0) }
            },
            hints: hints.hints(for: question.conditions, in: site.piece),
            independent: reach?.independent(at: site) ?? []
        ).find()
        if let choice { hints.record(choice.starts, from: site.contentStart, for: question.conditions, in: site.piece) }
        lastClaim = nil
        if question.subject == .layouts, let conditions = question.conditions, let choice, let model = try? solver.model(),
           try site.parameters.map({ try model.value($0) }) == choice.point {
            // The last question was asked at the chosen point itself: its layout is the claim
            // `resolvedLayout` would ask the solver for there.
            let parameters = site.parameters(at: choice.point)
            var values = parameters
            for variable in encoding.problem.frameVariables { values[variable] = try model.value(encoding[variable]) }
            lastClaim = (conditions, parameters, Assignment(values: values))
        }
        return choice
    }

    /// Whether the question has an answer at a position of the site that meets `extra`
    /// (constraints on the piece's parameters).
    func check(_ question: RegionQuestion, at site: PieceSite, within extra: [LinearInequality]) throws -> CheckResult {
        if let affineLayout, let conditions = question.conditions, affineLayout.decides(conditions) {
            let requiringLayout = question.subject == .layouts
            return affineLayout.holdsAny(conditions, somewhereIn: [site.piece], within: extra, requiringLayout: requiringLayout) == true
                ? .satisfiable : .unsatisfiable
        }
        return try solver(for: question).check(assuming: question.assumptions + extra.map(site.formula(of:)) + [site.formula])
    }

    /// A layout the optimality conditions call resolved with the keyboard at `point` (answering
    /// the question, when given): a claim for the concrete solver to check, never a witness on
    /// its own. The affine layout is the only one there.
    func resolvedLayout(at point: [Rational], _ site: PieceSite, answering question: RegionQuestion?, frames: [Variable]) throws -> Assignment? {
        let keyboard = site.parameters(at: point)
        let asked = question ?? .anyLayout
        if let affineLayout, affineLayout.isComplete, let conditions = asked.conditions {
            guard let layout = affineLayout.layout(at: keyboard, frames: frames) else { return nil }
            return conditions.contains { $0.holds { layout[$0] } } ? layout : nil
        }
        if let lastClaim, lastClaim.question == question?.conditions, lastClaim.parameters == keyboard, frames == encoding.problem.frameVariables {
            return lastClaim.layout
        }
        let layoutSolver = try layoutSolver.get()
        let atPoint = [site.formula] + zip(site.parameters, point).map { $0 == $1 } + asked.assumptions
        guard try layoutSolver.check(assuming: atPoint) == .satisfiable else { return nil }
        let model = try layoutSolver.model()
        var values = keyboard
        for variable in frames { values[variable] = try model.value(encoding[variable]) }
        return Assignment(values: values)
    }

    /// Whether the affine layout answers the question, without the solver.
    func decides(_ question: RegionQuestion) -> Bool {
        guard let affineLayout, let conditions = question.conditions else { return false }
        return affineLayout.decides(conditions)
    }

    /// Where the affine layout answers the question: the positions of `sites` where it has an
    /// answer, as sets of inequalities over their parameters (per piece and way of answering);
    /// `nil` when only the solver can say.
    func shownSets(_ question: RegionQuestion, in sites: [PieceSite]) -> [[LinearInequality]]? {
        guard let affineLayout, let conditions = question.conditions, affineLayout.decides(conditions) else { return nil }
        var shown: [[LinearInequality]] = []
        for site in sites {
            guard let sets = affineLayout.shownSets(conditions, in: site.piece, requiringLayout: question.subject == .layouts) else { return nil }
            shown += sets
        }
        return shown
    }

    private func exactly(_ question: RegionQuestion, in pieces: [RegionPiece]) -> Bool? {
        guard let affineLayout, let conditions = question.conditions else { return nil }
        return affineLayout.holdsAny(conditions, somewhereIn: pieces, requiringLayout: question.subject == .layouts)
    }

    private func solver(for question: RegionQuestion) throws -> Solver {
        switch question.subject {
        case .conflicts: try conflictSolver.get()
        case .layouts: try layoutSolver.get()
        }
    }
}
