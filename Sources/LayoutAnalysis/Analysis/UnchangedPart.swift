import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The part of a group's layout that another text size left as it was, and what the analysis found
/// there at that size.
///
/// Auto Layout resolves the independent parts of a layout each on its own (`LayoutComponent`): the
/// items no row the text size changes reaches, directly or through other rows, have the same
/// resolved layouts at every position at both sizes. Where a resolved layout exists at every
/// position at both — no conflict, no unknown — their findings are the same too: witness
/// positions, content starts, window bounds and their own frames. Only the frames of the changed
/// part differ in the witness layouts; they are solved again, on the changed part's rows alone
/// (`ChangedPartLayouts`).
struct UnchangedPart {
    /// The unchanged part's items, by name: no question about them is asked again.
    let items: Set<String>
    /// The changed part's frame variables: the witness layouts take them anew.
    let changed: [Variable]
    /// The group's problem with the changed part's rows only: its resolved layouts are those of
    /// the whole problem on the changed part, with every other frame left out (pinned).
    let changedProblem: LayoutProblem
    /// The unchanged part's frame variables, which `changedProblem` leaves free.
    let unchangedFrames: [Variable]
    /// `changedProblem`'s rows as they were at the other size.
    private let changedRowsBefore: [LayoutRow]
    /// The frame variables the changed rows reach, one by one: a changed item's other variables
    /// (a title's width, when only its height changed) keep their resolved values.
    let changedVariables: Set<Variable>
    /// Conditions that held in no resolved layout anywhere in the group's states at the other size.
    let heldNowhere: Set<Condition>
    /// Per member state, the other size's detections.
    private let found: [[Detection]]

    /// `nil` when the group differs in more than its rows' figures, or the other size met a
    /// conflict or an unknown in it.
    init?(_ seed: TextSizeSeeds.GroupSeed, of group: EnvironmentPlan.Group, in spec: LayoutSpec) {
        let (before, now) = (seed.problem, group.problem)
        guard seed.members == group.members, before.items == now.items, before.rows.count == now.rows.count,
              before.geometry == now.geometry, before.contentParameters == now.contentParameters,
              before.notifiedInsets == now.notifiedInsets, before.notifiedConstants == now.notifiedConstants,
              before.notifiedViewOrigins == now.notifiedViewOrigins,
              !seed.detections.joined().contains(where: { $0.isUnknown || $0.kind == .conflict })
        else { return nil }
        let rows = before.rows + now.rows
        let differing = zip(before.rows, now.rows).filter { $0 != $1 }.map { Array($0.form.coefficients.keys) + $1.form.coefficients.keys }
        // A changed row on the keyboard alone changes where a layout exists: nothing is the same.
        guard differing.allSatisfy({ $0.contains(where: \.isFrame) }) else { return nil }

        var parts = DisjointSets(count: now.items.count)
        for row in rows { parts.join(row.form.coefficients.keys.compactMap(\.item)) }
        let index = Dictionary(uniqueKeysWithValues: now.items.enumerated().map { ($1, $0) })
        for (item, name) in now.items.enumerated() { parts.join([item] + spec.containers(of: name).compactMap { index[$0] }) }
        let roots = now.items.indices.map { parts.root($0) }
        let reached = Set(differing.joined().compactMap(\.item).map { roots[$0] })
        let isChanged = { (item: Int) in reached.contains(roots[item]) }
        items = Set(now.items.indices.filter { !isChanged($0) }.map { now.items[$0] })
        changed = now.items.indices.filter(isChanged).flatMap { item in FrameComponent.allCases.map { Variable.frame(item: item, $0) } }
        unchangedFrames = now.items.indices.filter { !isChanged($0) }.flatMap { item in FrameComponent.allCases.map { Variable.frame(item: item, $0) } }
        let changedRows = now.rows.indices.filter { now.rows[$0].form.coefficients.keys.contains { $0.item.map(isChanged) ?? false } }
        var changedProblem = now
        changedProblem.rows = changedRows.map { now.rows[$0] }
        self.changedProblem = changedProblem
        changedRowsBefore = changedRows.map { before.rows[$0] }

        let frames = now.frameVariables
        let place = Dictionary(uniqueKeysWithValues: frames.enumerated().map { ($1, $0) })
        var variableParts = DisjointSets(count: frames.count)
        for row in rows { variableParts.join(row.form.coefficients.keys.compactMap { place[$0] }) }
        let variableRoots = frames.indices.map { variableParts.root($0) }
        let reachedVariables = Set(differing.joined().compactMap { place[$0] }.map { variableRoots[$0] })
        changedVariables = Set(frames.indices.filter { reachedVariables.contains(variableRoots[$0]) }.map { frames[$0] })
        heldNowhere = seed.heldNowhere
        found = seed.detections
    }

    /// Per member state, the other size's detections about the unchanged part's items.
    var detections: [[Detection]] {
        found.map { found in
            found.filter { detection in !detection.items.isEmpty && (detection.items + detection.contents).allSatisfy(items.contains) }
        }
    }

    /// Per member state, the other size's detections of `kind` about exactly `items`.
    func detections(of kind: FindingKind, about items: [String]) -> [[Detection]] {
        found.map { found in found.filter { $0.kind == kind && $0.items == items } }
    }

    /// The alternatives of `condition` that name a changed variable.
    func changedAlternatives(of condition: Condition) -> Condition {
        Condition(anyOf: condition.alternatives.filter { comparisons in
            comparisons.contains { $0.form.coefficients.keys.contains(where: changedVariables.contains) }
        })
    }

    /// Whether a question about these items is answered already.
    func covers(_ items: [String]) -> Bool {
        !items.isEmpty && items.allSatisfy(self.items.contains)
    }

    /// `old`, a layout at the other size, with the changed part moved so that the rows it met
    /// exactly there meet this size's figures here, and the unchanged part left out: most often
    /// the resolved layout here, a claim for the solver to prove; `nil` when those rows contradict
    /// each other.
    func shifted(_ old: Assignment) -> Assignment? {
        var values = old.values.filter { !$0.key.isFrame }
        let parameters = values.mapValues { LinearForm(constant: $0) }
        let met = zip(changedRowsBefore, changedProblem.rows).filter { before, _ in before.form.value { old[$0] }.isZero }
        guard let solved = LinearForm.solving(met.map { $1.form.substituting(parameters) }, for: \.isFrame) else { return nil }
        for variable in changed { values[variable] = solved[variable]?.value { old[$0] } ?? old[variable] }
        return Assignment(values: values)
    }

    /// `detection` with its witness layouts' changed part taken from `layout`, a resolved layout at
    /// its position at this size: the parts are independent, so together they are one too.
    func relaid(_ detection: Detection, in layout: Assignment) -> Detection {
        let relay = { (old: Assignment) in
            var new = old
            for variable in changed where old.values[variable] != nil { new.values[variable] = layout[variable] }
            return new
        }
        var detection = detection
        switch detection.statement {
        case .candidate(let candidate, let old):
            detection.statement = .candidate(candidate, layout: relay(old))
        case .ambiguity(let item, let first, let second, let free, let inactive, let reaching):
            detection.statement = .ambiguity(item: item, first: relay(first), second: relay(second), free: free, inactive: inactive, reaching: reaching)
        case .text, .folded:
            break
        }
        return detection
    }
}

extension Variable {
    /// The item whose frame or content size this is.
    var item: Int? {
        switch self {
        case .frame(let item, _), .content(let item, _): item
        case .error, .keyboard: nil
        }
    }
}
