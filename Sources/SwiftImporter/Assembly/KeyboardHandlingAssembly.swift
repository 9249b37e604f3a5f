import ExactGeometry
import LayoutSpec

extension SpecAssembler {
    /// What the handlers do to each kept constraint whose constant one of them reads from the
    /// keyboard's frame, in the order the run met their statements; the constant before the first
    /// one is the constraint's constant at rest.
    func keyboardHandling(_ updates: [AttributedKeyboardUpdate], ids: [ConstraintHandle: (id: String, isGenerated: Bool)],
                          naming: ItemNaming) -> [KeyboardHandling] {
        var handled: [KeyboardHandling] = []
        for attributed in updates {
            guard case .constant(let handle) = attributed.update.target, let id = ids[handle]?.id else { continue }
            let update = handlingUpdate(attributed, naming)
            if let known = handled.firstIndex(where: { $0.constraint == id }) {
                handled[known].updates.append(update)
            } else {
                handled.append(KeyboardHandling(constraint: id, initialConstant: attributed.update.previous ?? .zero, updates: [update]))
            }
        }
        // Only the constraints a handler sets from the keyboard's frame carry state across notifications.
        return handled.filter { handling in handling.updates.contains { !$0.value.terms.isEmpty || !$0.beginValue.terms.isEmpty } }
    }

    /// What the handlers do to each scroll view's bottom content inset that one of them reads from
    /// the keyboard's frame, with the text inputs inside it. A scroll view no kept constraint
    /// places cannot be checked: its handlers are reported.
    func keyboardInsets(_ updates: [AttributedKeyboardUpdate], used: [ObjectID], naming: ItemNaming) -> [KeyboardInset] {
        var insets: [(id: ObjectID, inset: KeyboardInset)] = []
        for attributed in updates {
            guard case .bottomInset(let id) = attributed.update.target else { continue }
            let update = handlingUpdate(attributed, naming)
            if let known = insets.firstIndex(where: { $0.id == id }) {
                insets[known].inset.updates.append(update)
            } else {
                insets.append((id, KeyboardInset(scrollView: naming.name(of: .object(id)), initialInset: attributed.update.previous ?? .zero, updates: [update])))
            }
        }
        return insets.filter { $0.inset.updates.contains { !$0.value.terms.isEmpty } }.compactMap { id, inset in
            guard used.contains(id) else {
                let handlers = Array(Set(inset.updates.map(\.handler))).sorted().joined(separator: " and ")
                diagnostics.report(.warning(.keyboardHandlerNotModelled, at: inset.updates[0].location,
                                            "keyboard handler \(handlers) not modelled: it sets the content inset of a scroll view no constraint kbcov imports places; the screen is analysed without it"))
                return nil
            }
            var inset = inset
            inset.textInputs = used.filter { input in
                viewClass(of: input).map(ViewClass.textInputs.contains) == true && objects.isInside(input, id)
            }.map { naming.name(of: .object($0)) }
            return inset
        }
    }

    /// What the handlers do to the root view's origin, where one of them moves it: by the
    /// keyboard's frame, or by a fixed distance on a keyboard notification (`-= 150`).
    func keyboardViewMove(_ updates: [AttributedKeyboardUpdate], naming: ItemNaming) -> KeyboardViewMove? {
        let moves = updates.filter { $0.update.target == .viewOrigin }
        guard let first = moves.first else { return nil }
        let move = KeyboardViewMove(initialOrigin: first.update.previous ?? .zero, updates: moves.map { handlingUpdate($0, naming) })
        return move.updates.contains { $0.isRelative || !$0.value.terms.isEmpty || !$0.beginValue.terms.isEmpty || !$0.value.constant.isZero } ? move : nil
    }

    private func handlingUpdate(_ attributed: AttributedKeyboardUpdate, _ naming: ItemNaming) -> KeyboardHandling.Update {
        KeyboardHandling.Update(
            handler: attributed.handler, notifications: attributed.notifications, isRelative: attributed.update.isRelative,
            value: expression(attributed.update.value, naming), beginValue: expression(attributed.update.beginValue, naming),
            onlyWhenLocal: attributed.onlyWhenLocal, location: attributed.location)
    }
}
