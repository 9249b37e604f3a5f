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
            guard let id = ids[attributed.update.handle]?.id else { continue }
            let update = KeyboardHandling.Update(
                handler: attributed.handler, notifications: attributed.notifications, isRelative: attributed.update.isRelative,
                value: expression(attributed.update.value, naming), beginValue: expression(attributed.update.beginValue, naming),
                onlyWhenLocal: attributed.onlyWhenLocal, location: attributed.location)
            if let known = handled.firstIndex(where: { $0.constraint == id }) {
                handled[known].updates.append(update)
            } else {
                handled.append(KeyboardHandling(constraint: id, initialConstant: attributed.update.previous ?? .zero, updates: [update]))
            }
        }
        // Only the constraints a handler sets from the keyboard's frame carry state across notifications.
        return handled.filter { handling in handling.updates.contains { !$0.value.terms.isEmpty || !$0.beginValue.terms.isEmpty } }
    }
}
