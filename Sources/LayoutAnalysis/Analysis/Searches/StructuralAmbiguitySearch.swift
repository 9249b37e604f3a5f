import ExactGeometry
import KeyboardStates

/// Items with structural freedom are ambiguous wherever a resolved layout exists: one witness
/// position and one canonical layout per state serve them all, and no solver call per item.
struct StructuralAmbiguitySearch {
    let locator: RegionLocator
    let confirmer: WitnessConfirmer
    let problem: LayoutProblem
    let freedom: Freedom
    let moves: ItemMoves
    /// Per layout check, in `LayoutChecks.all` order: its candidates.
    let candidates: [[Candidate]]

    func search(into findings: inout [[Detection]]) throws {
        let located = try locator.locate(.anyLayout, among: locator.allStates)
        confirmer.gaveUp(on: "the layout's freedom", in: located.unknown, into: &findings)
        for (state, site) in located.found {
            guard let point = try locator.witnessPosition(.anyLayout, at: site)?.point else {
                findings[state].append(confirmer.positionUnknown(of: "ambiguity"))
                continue
            }
            switch try confirmer.canonicalLayout(at: point, site, answering: nil) {
            case .unknown(let reason): findings[state].append(confirmer.gaveUp(on: "the ambiguity witness", reason))
            case .decided(nil): findings[state].append(confirmer.unconfirmed("ambiguous", "no layout exists at the witness position"))
            case .decided(let (canonical, _)?):
                for item in problem.items.indices where !moves[item].isEmpty {
                    findings[state].append(finding(of: item, in: canonical.layout, at: site.position(at: point), keyboard: locator.regions[state].keyboard))
                }
            }
        }
    }

    /// The canonical layout, and the item's frame in the same layout moved along the item's first
    /// free parameter so that its first free component changes by `witnessStep` (the other way if
    /// that keeps a size from turning negative). Both are resolved: the move changes no row.
    /// `keyboard`: the state's, which decides the candidates the freedom may reach.
    private func finding(of item: Int, in layout: Assignment, at position: Detection.Position, keyboard: KeyboardType) -> Detection {
        // Only the item's frame is shown of the second layout.
        let frameVariables = FrameComponent.allCases.map { Variable.frame(item: item, $0) }
        var moved = Assignment(values: Dictionary(uniqueKeysWithValues: frameVariables.map { ($0, layout[$0]) }))
        if let parameter = freedom.parameters(moving: item).first,
           let lead = frameVariables.lazy.map({ self.freedom.move(of: $0, per: parameter) }).first(where: { !$0.isZero }) {
            let shifted = { (step: Rational) in
                Assignment(values: Dictionary(uniqueKeysWithValues: frameVariables.map { variable in
                    (variable, layout[variable] + step * self.freedom.move(of: variable, per: parameter))
                }))
            }
            let turnsNegative = { (candidate: Assignment) in
                [FrameComponent.width, .height].contains { !layout[.frame(item: item, $0)].isNegative && candidate[.frame(item: item, $0)].isNegative }
            }
            let step = WitnessConfirmer.witnessStep / lead
            moved = turnsNegative(shifted(step)) && !turnsNegative(shifted(-step)) ? shifted(-step) : shifted(step)
        }
        var reaching: [FindingKind] = []
        // Two checks may give one kind (a covered view, a covered scroll view's content).
        for check in LayoutChecks.all.indices where !reaching.contains(LayoutChecks.all[check].kind) {
            let reaches = candidates[check].contains { candidate in
                candidate.items == [problem.items[item]] && candidate.isSearched(with: keyboard)
                    && candidate.condition.reachable(along: moves[item]).holds { layout[$0] }
            }
            if reaches { reaching.append(LayoutChecks.all[check].kind) }
        }
        let frameMoves = moves[item].map { move in FrameComponent.allCases.map { move[.frame(item: item, $0)] ?? .zero } }
        let free = Set(FreeMeasure.allCases.filter { measure in frameMoves.contains(where: measure.isChanged) })
        return confirmer.ambiguity(item: item, first: layout, second: moved, free: free, reaching: reaching, at: position)
    }
}
