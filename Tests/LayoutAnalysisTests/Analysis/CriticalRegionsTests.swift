import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// Where priorities leave frames to optimize, the resolved layout is affine on each of a few
/// polyhedra of the parameters (`CriticalRegions`); the analysis then answers its questions by
/// Fourier–Motzkin, as where the required equalities fix every frame. Those answers must be the
/// solver's under the optimality conditions, question for question, and the witness positions
/// chosen from them the same.
@Suite struct CriticalRegionsTests {
    /// A notes screen: a text view 400 pt tall under the title, as a compose screen written with
    /// `keyboardLayoutGuide` keeps it, that gives way to the keyboard (its height is only
    /// preferred) down to 120 pt; the guide follows a floating keyboard too, so its top can be
    /// anywhere.
    static let notes = """
        kbcov: 1
        name: notes
        keyboardGuide:
          followsUndockedKeyboard: true
        views:
          textView: { class: UITextView }
        constraints:
          - textView.top == safeArea.top + 8
          - textView.leading == safeArea.leading
          - textView.trailing == safeArea.trailing
          - textView.bottom <= keyboard.top - 8
          - textView.height == 400 @ 750
          - textView.height >= 120
        """

    /// The text view is 400 pt tall where that ends 8 pt above the guide's top or higher, and ends
    /// there otherwise: the regions make the layout complete, and it has each height somewhere
    /// and no other anywhere.
    @Test func theTextViewGivesWayToTheKeyboard() throws {
        let spec = try load(Self.notes)
        let environment = try resolve(["ipad-pro-11/portrait/full/ltr"])[0]
        let plan = EnvironmentPlan(spec: spec, environment: environment)
        let context = try Context()
        let settler = ComponentSettler(context: context, limits: .none)
        let top = LinearForm(.frame(item: 0, .y)), height = LinearForm(.frame(item: 0, .height))
        let aboveKeyboard = LinearForm(.keyboard(.guideY)) - LinearForm(constant: 8)
        let preferred = LinearForm(constant: 400)
        let equal = { (lhs: LinearForm, rhs: LinearForm) in [Comparison.less(lhs, rhs, strict: false), .less(rhs, lhs, strict: false)] }
        let asPreferred = Condition(allOf: equal(height, preferred) + [.less(top + height, aboveKeyboard)])
        let onKeyboard = Condition(allOf: equal(top + height, aboveKeyboard) + [.less(height, preferred)])
        let otherwise = Condition(anyOf: [[.less(top + height, aboveKeyboard), .less(height, preferred)], [.less(aboveKeyboard, top + height)], [.less(preferred, height)]])
        var refined = 0
        for group in plan.groups {
            let analysis = try ActiveSetAnalysis(spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: .none)
            guard let before = analysis.asker.affineLayout, !before.isComplete else { continue }
            let sites = group.members.flatMap { member in
                plan.regions[member].pieces.enumerated().map { PieceSite($1, index: $0, to: analysis.encoding) }
            }
            let pieces = sites.map(\.piece)
            #expect(before.holdsAny([otherwise], somewhereIn: pieces) == nil, "the solver's to answer before")
            try analysis.asker.completeLayout(over: context.or(sites.map(\.formula)), pieces: pieces)
            let layout = try #require(analysis.asker.affineLayout)
            #expect(layout.isComplete, "every region fixes the text view")
            #expect(layout.holdsAny([otherwise], somewhereIn: pieces) == false)
            if layout.holdsAny([asPreferred], somewhereIn: pieces) == true, layout.holdsAny([onKeyboard], somewhereIn: pieces) == true {
                refined += 1
            }
        }
        #expect(refined > 0, "a floating keyboard's group has both regions")
    }

    /// The notes screen on a larger iPad: the window's size changes only the program's constants,
    /// so the rows the 11-inch iPad's regions were certified with give the 12.9-inch iPad's, and
    /// they cover every keyboard position there — no optimality condition is asked, and the text
    /// view still gives way to the keyboard where it reaches it.
    @Test func anotherWindowTakesItsRegionsFromTheRowsCertifiedBefore() throws {
        let spec = try load(Self.notes)
        let certificates = RegionCertificates()
        var completed: [String: Bool] = [:]
        for id in ["ipad-pro-11/portrait/full/ltr", "ipad-pro-12-9/portrait/full/ltr"] {
            let environment = try resolve([id])[0]
            let plan = EnvironmentPlan(spec: spec, environment: environment)
            let context = try Context()
            let settler = ComponentSettler(context: context, limits: .none)
            let reusing = completed.count == 1
            for group in plan.groups {
                let analysis = try ActiveSetAnalysis(
                    spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: .none, certificates: certificates)
                guard let before = analysis.asker.affineLayout, !before.isComplete else { continue }
                let sites = group.members.flatMap { member in
                    plan.regions[member].pieces.enumerated().map { PieceSite($1, index: $0, to: analysis.encoding) }
                }
                let regions = CriticalRegions(
                    encoding: analysis.encoding,
                    solver: {
                        if reusing { Issue.record("\(id) asked the optimality conditions") }
                        let solver = try Solver(context)
                        try solver.assert(OptimalityConditions.resolved(analysis.encoding))
                        return solver
                    },
                    certificates: certificates, limits: .none)
                let cover = try #require(try regions.cover(context.or(sites.map(\.formula))), "\(id)")
                let layout = try #require(before.refined(into: cover))
                #expect(layout.isComplete)
                let height = LinearForm(.frame(item: 0, .height))
                let givesWay = Condition(allOf: [.less(height, LinearForm(constant: 400))])
                completed[id] = completed[id] == true || layout.holdsAny([givesWay], somewhereIn: sites.map(\.piece)) == true
            }
        }
        #expect(completed == ["ipad-pro-11/portrait/full/ltr": true, "ipad-pro-12-9/portrait/full/ltr": true])
    }

    /// The same results, witnesses included, with the regions and with the solver alone; fewer
    /// solver calls with them where there are many findings to place (the notes screen has few:
    /// its regions cost a few calls more than its questions).
    @Test(arguments: ["apple-sample-edit-view.yaml", "notes"])
    func theResultsAreTheSolversAlone(_ name: String) throws {
        let spec = try name == "notes" ? load(Self.notes) : shippedSpec(name)
        let environments = try resolve(["ipad-pro-11/landscape", "iphone-16/landscape"])
        var regions = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2))
        var solverAlone = AnalysisOptions(jobs: 2)
        solverAlone.solvesCriticalRegions = false
        var alone = try Analyzer.analyze(spec, in: environments, options: solverAlone)
        #expect(regions.statistics.solverCalls < alone.statistics.solverCalls || name == "notes")
        #expect(regions.states.contains { !$0.findings.isEmpty })
        regions.statistics = .init()
        alone.statistics = .init()
        #expect(regions == alone)
    }

    /// The law, on the Apple sample and the notes screen: for every set of active constraints
    /// whose layout the critical regions complete, every candidate of every check and every piece
    /// of every state, the regions' answer is the solver's, and the canonical witness position the
    /// same.
    ///
    /// The environments share their certified rows, as a run's do: the later ones' regions come
    /// from the earlier ones' rows (`RegionCertificates`), and are held to the same law.
    @Test(arguments: ["apple-sample-edit-view.yaml", "notes"])
    func agreesWithTheSolver(_ name: String) throws {
        let spec = try name == "notes" ? load(Self.notes) : shippedSpec(name)
        var compared = (groups: 0, holds: 0, not: 0, reused: 0)
        let certificates = RegionCertificates()
        for environment in try resolve(["ipad-pro-11/landscape/full", "iphone-16/portrait/full", "ipad-mini/portrait/split-third-left"]) {
            let plan = EnvironmentPlan(spec: spec, environment: environment)
            let context = try Context()
            let settler = ComponentSettler(context: context, limits: .none)
            for group in plan.groups {
                let active = plan.active[group.members[0]]
                let analysis = try ActiveSetAnalysis(
                    spec: spec, group: group, active: active, settler: settler, limits: .none, certificates: certificates)
                guard let before = analysis.asker.affineLayout, !before.isComplete, analysis.freedom.parameters.isEmpty else { continue }
                let sites = group.members.flatMap { member in
                    plan.regions[member].pieces.enumerated().map { PieceSite($1, index: $0, to: analysis.encoding) }
                }
                let reused = !certificates.tightSets(of: OptimalityConditions.shape(of: analysis.encoding)).isEmpty
                try analysis.asker.completeLayout(over: context.or(sites.map(\.formula)), pieces: sites.map(\.piece))
                guard let layout = analysis.asker.affineLayout, layout.isComplete else { continue }
                compared.groups += 1
                if reused { compared.reused += 1 }
                let solver = try Solver(context)
                try solver.assert(OptimalityConditions.resolved(analysis.encoding))
                let conditions = LayoutChecks.all.flatMap { $0.candidates(in: analysis.problem, spec: spec, active: active) }.map(\.condition)
                for site in sites {
                    for condition in conditions {
                        let holds = try solver.check(assuming: [analysis.encoding.satisfies(condition), site.formula]) == .satisfiable
                        #expect(layout.holdsAny([condition], somewhereIn: [site.piece]) == holds, "\(environment.id) piece \(site.index)")
                        if holds { compared.holds += 1 } else { compared.not += 1 }
                        guard holds else { continue }
                        let question = RegionQuestion.shows(condition, in: analysis.encoding)
                        let bySolver = try AffineLayoutTests.canonicalPoint(question, at: site, askingOnly: solver)
                        #expect(try analysis.asker.canonicalPoint(question, at: site)?.point == bySolver?.point, "\(environment.id) piece \(site.index)")
                    }
                }
            }
        }
        #expect(compared.groups > 0, "some group's layout is optimized and completed by its regions")
        #expect(compared.reused > 0, "a later environment's regions come from an earlier one's rows")
        #expect(compared.holds > 0 || name != "apple-sample-edit-view.yaml", "the Apple sample has findings in such groups")
        #expect(compared.not > 0)
    }
}
