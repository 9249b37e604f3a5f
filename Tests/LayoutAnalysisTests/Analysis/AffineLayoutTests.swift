import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// Where the required equalities and the settled parts fix a frame, the analysis answers its
/// questions about it in a region piece by Fourier–Motzkin over the piece's parameters instead of
/// the solver. Those answers must be the solver's, question for question, and so must the witness
/// positions chosen from them.
@Suite struct AffineLayoutTests {
    /// A bar on the keyboard: 44 pt high, 8 pt above the guide, 16 pt from each side.
    static let bar = """
        kbcov: 1
        name: bar
        views:
          bar: {}
        constraints:
          - bar.leading == safeArea.leading + 16
          - bar.trailing == safeArea.trailing - 16
          - bar.bottom == keyboard.top - 8
          - bar.height == 44
        """

    /// The docked keyboard's guide top is fixed: the bar is at y = guide.y − 52, on screen; a
    /// floating keyboard's guide can be near the top, where the bar leaves the screen.
    @Test func answersByHandComputedPositions() throws {
        let spec = try load(Self.bar)
        let environment = try resolve(["ipad-pro-12-9/portrait/full/ltr"])[0]
        let plan = EnvironmentPlan(spec: spec, environment: environment)
        let context = try Context()
        let settler = ComponentSettler(context: context, limits: .none)
        var answered = 0
        for group in plan.groups {
            let analysis = try ActiveSetAnalysis(
                spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: .none)
            let affine = try #require(analysis.asker.affineLayout, "every frame is fixed by the constraints")
            let barY = LinearForm(.frame(item: 0, .y))
            let aboveTheView = Condition(allOf: [.less(barY, LinearForm())])
            for member in group.members {
                let state = plan.states[member]
                let pieces = plan.regions[member].pieces
                guard !pieces.isEmpty else { continue }
                // The bar's top is above the view exactly where the guide's top is above y = 52.
                let guideTops = pieces.map { $0.guideFrame.y }
                let reaches = pieces.indices.contains { index in
                    FourierMotzkin.isFeasible(
                        pieces[index].constraints + [.lessThan(guideTops[index], .constant(52, parameterCount: pieces[index].parameterCount), strict: true)],
                        dimension: pieces[index].parameterCount)
                }
                #expect(affine.holdsAny([aboveTheView], somewhereIn: pieces) == reaches, "\(state.id)")
                #expect(affine.lacksLayout(somewhereIn: pieces) == false, "\(state.id)")
                answered += 1
            }
        }
        #expect(answered > 0)
    }

    /// The law, on the shipped specs: for every set of active constraints with an affine layout,
    /// every candidate of every check and every piece of every state, the exact answer is the
    /// solver's answer under the optimality conditions, and the canonical witness position the same.
    @Test(arguments: ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml", "split-view-static-content.yaml"])
    func agreesWithTheSolver(_ name: String) throws {
        let spec = try shippedSpec(name)
        var compared = (holds: 0, not: 0, partial: 0, undecided: 0)
        for environment in try resolve(["ipad-pro-11/landscape", "iphone-16/portrait"]) {
            let plan = EnvironmentPlan(spec: spec, environment: environment)
            let context = try Context()
            let settler = ComponentSettler(context: context, limits: .none)
            for group in plan.groups {
                let active = plan.active[group.members[0]]
                let analysis = try ActiveSetAnalysis(spec: spec, group: group, active: active, settler: settler, limits: .none)
                guard let affine = analysis.asker.affineLayout, analysis.freedom.parameters.isEmpty else { continue }
                let solver = try Solver(context)
                try solver.assert(OptimalityConditions.resolved(analysis.encoding))
                let conflicts = try Solver(context)
                let frames = analysis.encoding.freeFrameVariables.map { analysis.encoding[$0] }
                let required = analysis.encoding.requiredRowsHold
                try conflicts.assert(!(frames.isEmpty ? required : try context.eliminateQuantifiers(context.exists(frames, required))))
                let conditions = LayoutChecks.all.flatMap { $0.candidates(in: analysis.problem, spec: spec, active: active) }.map(\.condition)
                for member in group.members {
                    for (index, statePiece) in plan.regions[member].pieces.enumerated() {
                        let site = PieceSite(statePiece, index: index, to: analysis.encoding)
                        let piece = site.piece
                        let lacks = try conflicts.check(assuming: [site.formula]) == .satisfiable
                        #expect(affine.lacksLayout(somewhereIn: [piece]) == lacks, "\(plan.states[member].id) piece \(index)")
                        for condition in conditions {
                            let holds = try solver.check(assuming: [analysis.encoding.satisfies(condition), site.formula]) == .satisfiable
                            // A condition on a frame left to solve for is the solver's to answer.
                            guard affine.decides([condition]) else {
                                #expect(affine.holdsAny([condition], somewhereIn: [piece]) == nil, "\(plan.states[member].id)")
                                compared.undecided += 1
                                continue
                            }
                            #expect(affine.holdsAny([condition], somewhereIn: [piece]) == holds, "\(plan.states[member].id) piece \(index)")
                            if holds { compared.holds += 1 } else { compared.not += 1 }
                            if !affine.isComplete { compared.partial += 1 }
                            guard holds else { continue }
                            // The witness position: the same whichever way its questions are answered.
                            let question = RegionQuestion.shows(condition, in: analysis.encoding)
                            let bySolver = try Self.canonicalPoint(question, at: site, askingOnly: solver)
                            #expect(try analysis.asker.canonicalPoint(question, at: site) == bySolver, "\(plan.states[member].id) piece \(index)")
                        }
                    }
                }
            }
        }
        #expect(compared.holds > 0 || name != "apple-sample-edit-view.yaml", "the Apple sample has findings in such states")
        #expect(compared.not > 0)
        #expect(compared.partial > 0 || name != "apple-sample-edit-view.yaml", "the squeezed states' other frames are affine")
        #expect(compared.undecided > 0 || name != "apple-sample-edit-view.yaml", "the squeezed field's frame is the solver's to answer")
    }

    /// The question's witness position at the site, every question asked of `solver` (which
    /// holds the optimality conditions).
    static func canonicalPoint(_ question: RegionQuestion, at site: PieceSite, askingOnly solver: Solver) throws -> CanonicalPoint.Choice? {
        try CanonicalPoint(
            piece: site.piece, contentStart: site.contentStart,
            check: { extra in try solver.check(assuming: question.assumptions + extra.map(site.formula(of:)) + [site.formula]) },
            sample: { _ in
                let model = try solver.model()
                return try site.parameters.map { try model.value($0) }
            }
        ).find()
    }
}
