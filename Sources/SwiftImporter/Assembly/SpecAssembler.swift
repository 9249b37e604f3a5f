import ExactGeometry
import LayoutSpec

/// Turns what the interpreter recorded into the spec model: the constraints that are active or
/// tracked (in the order the code creates and registers them), the items they use, named, with
/// the annotations of comments and sidecar and the priorities the code sets.
struct SpecAssembler {
    let book: ConstraintBook
    let objects: ObjectTable
    let classes: ClassHierarchy
    let diagnostics: ImportDiagnostics

    struct Result {
        var constraints: [Constraint] = []
        var tracked: [TrackedGroup] = []
        var views: [ViewDeclaration] = []
        var guides: [String: SpecLocation] = [:]
        var stacks: [StackViewDeclaration] = []
        var keyboardHandling: [KeyboardHandling] = []
        var keyboardActivations: [KeyboardActivation] = []
        var keyboardInsets: [KeyboardInset] = []
        var keyboardViewMove: KeyboardViewMove?
    }

    /// A constraint keyboard handlers switch on and off (`Interpreter.keyboardActivations`).
    typealias Switched = (handle: ConstraintHandle, initiallyActive: Bool, toggles: [KeyboardActivation.Toggle])

    /// `sidecar` gives the stack views the code builds where kbcov cannot read them; `recreated`
    /// are constraints handlers make again (`Interpreter.recreatedConstraints`), left to the originals.
    func assemble(
        annotations: [ViewAnnotation], sidecar: SpecSettings = SpecSettings(), keyboardUpdates: [AttributedKeyboardUpdate] = [],
        switched: [Switched] = [], recreated: Set<ConstraintHandle> = [], textWrites: TextWrites = TextWrites()
    ) -> Result {
        reportNeverActivated()
        let switchedHandles = Set(switched.map(\.handle))
        let (always, proportional) = proportionalSides(among: book.drafts.indices.map(ConstraintHandle.init)
            .filter { (book[$0].isActive || switchedHandles.contains($0)) && book[$0].trackedGroup == nil && !recreated.contains($0) }.filter(isValid))
        let groups = book.groups.enumerated().filter { !$0.element.isRemoved }.map { index, group in
            (group, group.members.filter { book[$0].trackedGroup == index }.filter(isValid))
        }
        let kept = usedObjects(always + groups.flatMap(\.1))
        let constrained = kept + proportional.map(\.view).filter { !kept.contains($0) }
        applySidecarStacks(sidecar, preferring: constrained)
        let used = includingArrangements(constrained)
        let naming = ItemNaming(objects: objects, used: used)
        var slots = (always + proportional.map(\.handle)).enumerated().map { IdentifierAssigner.Slot(handle: $1, positionalID: "constraints[\($0)]") }
        for (groupIndex, (_, members)) in groups.enumerated() {
            slots += members.enumerated().map { IdentifierAssigner.Slot(handle: $1, positionalID: "tracked[\(groupIndex)].constraints[\($0)]") }
        }
        let ids = IdentifierAssigner.ids(for: slots, in: book, diagnostics: diagnostics)
        func constraint(_ handle: ConstraintHandle, multiplier: Rational = .one) -> Constraint {
            let draft = book[handle]
            let id = ids[handle] ?? (draft.location.description, true)
            if draft.constant.scaling == .mixed {
                diagnostics.report(.warning(.unsupportedConstruct, at: draft.location,
                                            "a constant that adds a UIFontMetrics-scaled value to a fixed one: kbcov takes all of it at its value at Large, at every text size"))
            }
            return Constraint(id: id.id, isGeneratedID: id.isGenerated, lhs: expression(draft.lhs, naming), relation: draft.relation,
                              rhs: expression(draft.rhsAnchors.scaled(by: multiplier) + draft.constant, naming), priority: draft.priority, location: draft.location,
                              scaledBy: draft.constant.scaling.style)
        }
        var result = Result()
        result.constraints = always.map { constraint($0) }
        result.tracked = groups.map { group, members in
            TrackedGroup(condition: group.condition, constraints: members.map { constraint($0) }, location: group.location)
        }
        var views: [ViewDeclaration] = []
        for id in used {
            let object = objects[id], name = naming.name(of: .object(id))
            if object.isGuide {
                result.guides[name] = object.location
            } else {
                var view = viewDeclaration(of: id, named: name)
                view.scrollView = enclosingScrollView(of: id, among: used).map { naming.name(of: .object($0)) }
                views.append(view)
            }
        }
        result.views = annotate(views, with: annotations, naming: naming, used: used)
        result.stacks = stackDeclarations(of: used, naming: naming)
        let ratios = statedRatios(of: proportional, in: result.views, naming: naming)
        result.constraints += ratios.stated.map { constraint($0.side.handle, multiplier: $0.multiplier) }
        result.views = sizedByTheirRatios(sizedByTheirImages(result.views, used: used, naming: naming), ratios.unknown, naming: naming)
        result.views = sizedByTheirText(result.views, used: used, naming: naming, writes: textWrites)
        result.views = sizedAsUnseenClasses(result.views, used: used, naming: naming)
        result.keyboardHandling = keyboardHandling(keyboardUpdates, ids: ids, naming: naming)
        result.keyboardInsets = keyboardInsets(keyboardUpdates, used: used, naming: naming)
        result.keyboardViewMove = keyboardViewMove(keyboardUpdates, naming: naming)
        result.keyboardActivations = switched.filter { always.contains($0.handle) }.map { entry in
            KeyboardActivation(constraint: ids[entry.handle]?.id ?? book[entry.handle].location.description,
                               initiallyActive: entry.initiallyActive, toggles: entry.toggles)
        }
        return result
    }

    /// Checks UIKit's anchor rules; a constraint that breaks them is reported and left out.
    private func isValid(_ handle: ConstraintHandle) -> Bool {
        let draft = book[handle]
        guard let problem = AnchorRules.problem(with: draft.lhs.terms + draft.rhs.terms) else { return true }
        diagnostics.report(.warning(.unsupportedConstruct, at: draft.location, "skipped: a constraint UIKit would refuse: \(problem)"))
        return false
    }

    private func reportNeverActivated() {
        for draft in book.drafts where !draft.isActive && draft.trackedGroup == nil && !draft.wasToggled && !draft.wasUntracked {
            diagnostics.report(.warning(.unsupportedConstruct, at: draft.location,
                                        "skipped: a constraint that is never activated (isActive, NSLayoutConstraint.activate) nor tracked by the keyboard layout guide"))
        }
    }

    /// Objects the kept constraints use: those added with addSubview/addLayoutGuide first, in that order.
    private func usedObjects(_ handles: [ConstraintHandle]) -> [ObjectID] {
        var inConstraints: [ObjectID] = []
        for handle in handles {
            for term in book[handle].lhs.terms + book[handle].rhs.terms {
                if case .object(let id) = term.item, id != objects.rootViewObject, !inConstraints.contains(id) { inConstraints.append(id) }
            }
        }
        return objects.additionOrder.filter(inConstraints.contains) + inConstraints.filter { !objects.additionOrder.contains($0) }
    }

    func expression(_ draft: DraftExpression, _ naming: ItemNaming) -> LinearExpression {
        LinearExpression(terms: draft.terms.map { term in
            .init(coefficient: term.coefficient, anchor: AnchorReference(item: naming.name(of: term.item), anchor: term.anchor))
        }, constant: draft.constant)
    }

    /// Sidecar, then comments, then the priorities the code sets: later ones win.
    private func annotate(_ views: [ViewDeclaration], with annotations: [ViewAnnotation], naming: ItemNaming, used: [ObjectID]) -> [ViewDeclaration] {
        let names = Set(views.map(\.name))
        for annotation in annotations where !names.contains(annotation.name) {
            let suggestion = ClosestName.suggestion(for: annotation.name, among: names.sorted())
            diagnostics.report(.warning(.unknownItem, at: annotation.location,
                                        "the view '\(annotation.name)' is not used by any constraint kbcov imported from the Swift file\(suggestion); its settings are ignored"))
        }
        return views.map { view in
            var view = annotations.filter { $0.name == view.name }.reduce(view) { $1.applied(to: $0) }
            if let id = used.first(where: { naming.name(of: .object($0)) == view.name }) {
                view.hugging = ViewAnnotation.merging(objects[id].hugging, into: view.hugging)
                view.compressionResistance = ViewAnnotation.merging(objects[id].compressionResistance, into: view.compressionResistance)
            }
            return view
        }
    }
}
