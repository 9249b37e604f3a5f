/// The counts of `InputLimits` a screen must keep, whichever reader made its spec: each problem is
/// located at the first item, constraint or group beyond its limit.
public enum SpecSizeLimits {
    public static func problems(of spec: LayoutSpec) -> [Diagnostic] {
        let items = (spec.views.map(\.location) + spec.guides.values).sorted()
        let constraints = spec.allConstraints.map(\.location).sorted()
        return [
            problem(items, limit: InputLimits.mostItems, "views and layout guides"),
            problem(constraints, limit: InputLimits.mostConstraints, "constraints"),
            problem(spec.tracked.map(\.location), limit: InputLimits.mostTrackedGroups, "tracked groups"),
        ].compactMap { $0 }
    }

    private static func problem(_ locations: [SourceLocation], limit: Int, _ what: String) -> Diagnostic? {
        guard locations.count > limit else { return nil }
        return .error(.inputTooLarge, at: locations[limit],
                      "the screen has \(locations.count) \(what): expected at most \(limit); this is the first one too many")
    }
}
