import ExactGeometry
import LayoutSpec

extension Catalog {
    /// Every environment of the catalog, sorted by id (the `default` set), or the diagnostics of
    /// stage windows that do not fit their device.
    public func allEnvironments() -> Result<[Environment], DiagnosticsError> {
        let problems = stageWindows.compactMap(stageWindowProblem)
        guard problems.isEmpty else { return .failure(DiagnosticsError(problems)) }
        let environments = devices.values.flatMap { EnvironmentFactory.environments(of: $0, stageWindows: stageWindows) }
        return .success(environments.sorted { $0.id < $1.id })
    }

    /// The environments a spec asks for; no entries means `default`. Names are sets, device ids or
    /// environment id prefixes (whole components: `ipad` does not match `ipad-mini`). The result is
    /// sorted by id without duplicates; unknown names are `unknownEnvironment` errors at the entry,
    /// with close names suggested.
    ///
    /// With `windowRanges`, a name may also be a `stage-range` environment's id or a prefix of one
    /// (`ipad-pro-11/landscape/stage-range`): it names the window ranges of that device and
    /// orientation, as `addingWindowRanges(to:)` makes them. Without, such a name is an error that
    /// says how to ask for them.
    public func environments(for entries: [EnvironmentEntry], windowRanges: Bool) -> Result<[Environment], DiagnosticsError> {
        var others: [EnvironmentEntry] = []
        var ranges: [Environment] = []
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard case .named(let name) = entry.request, let components = Self.windowRangeComponents(name) else {
                others.append(entry)
                continue
            }
            guard windowRanges else {
                diagnostics.append(.error(.unknownEnvironment, at: entry.location, "'\(name)' is a Stage Manager window range: ask for it with --window-ranges"))
                continue
            }
            let device = EnvironmentEntry(.named(components.prefix(2).joined(separator: "/")), location: entry.location)
            switch environments(for: [device]) {
            case .failure(let error): diagnostics += error.diagnostics
            case .success(let found):
                let matching = addingWindowRanges(to: found).filter { Array($0.idComponents.prefix(components.count)) == components }
                if matching.isEmpty {
                    diagnostics.append(.error(.unknownEnvironment, at: entry.location, "unknown window range '\(name)': '\(components[0])' does not offer Stage Manager, or the direction is not ltr or rtl"))
                }
                ranges += matching
            }
        }
        let named = others.isEmpty && !entries.isEmpty ? .success([]) : environments(for: others)
        switch named {
        case .failure(let error): diagnostics += error.diagnostics
        case .success(let found) where diagnostics.isEmpty:
            let byID = Dictionary((found + ranges).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return .success(byID.values.sorted { $0.id < $1.id })
        case .success: break
        }
        return .failure(DiagnosticsError(diagnostics))
    }

    /// The components of a name that is, or begins, a `stage-range` environment's id.
    private static func windowRangeComponents(_ name: String) -> [String]? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return components.count >= 3 && components[2] == WindowKind.rangeID ? components : nil
    }

    public func environments(for entries: [EnvironmentEntry]) -> Result<[Environment], DiagnosticsError> {
        let all: [Environment]
        switch allEnvironments() {
        case .success(let environments): all = environments
        case .failure(let error): return .failure(error)
        }
        guard !entries.isEmpty else { return .success(all) }
        var resolver = NameResolver(catalog: self, all: all)
        var chosen: [String: Environment] = [:]
        for entry in entries {
            let found: [Environment]
            switch entry.request {
            case .named(let name): found = resolver.resolve(name, at: entry.location, visiting: [])
            case .stageWindow(let request): found = resolver.resolve(request, at: entry.location)
            }
            for environment in found { chosen[environment.id] = environment }
        }
        guard resolver.diagnostics.isEmpty else { return .failure(DiagnosticsError(resolver.diagnostics)) }
        return .success(chosen.values.sorted { $0.id < $1.id })
    }

    /// `environments` with the `stage-range` environment of each device, orientation and layout
    /// direction among them that offers Stage Manager (`--window-ranges`), sorted by id.
    public func addingWindowRanges(to environments: [Environment]) -> [Environment] {
        var byID = Dictionary(environments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for environment in environments {
            guard let device = devices[environment.device],
                  var range = EnvironmentFactory.windowRangeEnvironment(
                      of: device, orientation: environment.orientation, direction: environment.direction)
            else { continue }
            range.textSize = environment.textSize
            byID[range.id] = byID[range.id] ?? range
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    /// The `stage-range` environment an environment id names (`ipad-pro-11/landscape/stage-range/rtl`),
    /// as `--window-ranges` adds it; `nil` for any other id.
    public func windowRangeEnvironment(id: String) -> Environment? {
        let parts = id.split(separator: "/").map(String.init)
        guard parts.count == 4, parts[2] == WindowKind.rangeID, let device = devices[parts[0]],
              let orientation = Orientation(rawValue: parts[1]), let direction = LayoutDirection(rawValue: parts[3]),
              let environment = EnvironmentFactory.windowRangeEnvironment(of: device, orientation: orientation, direction: direction),
              environment.id == id
        else { return nil }
        return environment
    }

    private func stageWindowProblem(_ window: StageWindowDescription) -> Diagnostic? {
        guard let device = devices[window.device] else {
            return .error(.unknownEnvironment, at: window.location, "stage window '\(window.name)' names unknown device '\(window.device)'")
        }
        return StageWindowCheck.problem(frame: window.frame, device: device, orientation: window.orientation, name: window.name, at: window.location)
    }
}

enum StageWindowCheck {
    static func problem(frame: Rect, device: DeviceDescription, orientation: Orientation, name: String, at location: SourceLocation) -> Diagnostic? {
        guard device.supportsStageManager else {
            return .error(.invalidValue, at: location, "device '\(device.id)' does not offer Stage Manager (stage window '\(name)')")
        }
        guard WindowKind.stage(name).id != WindowKind.rangeID else {
            return .error(.invalidValue, at: location, "stage window name 'range' is kbcov's own: the window range (--window-ranges); choose another")
        }
        guard fits(frame, device.screenSize(orientation)) else {
            return .error(.invalidValue, at: location, "stage window '\(name)' does not fit the \(orientation.rawValue) screen of '\(device.id)'")
        }
        return nil
    }

    static func fits(_ frame: Rect, _ screen: Size) -> Bool {
        !frame.minX.isNegative && !frame.minY.isNegative && frame.maxX <= screen.width && frame.maxY <= screen.height
            && Rational.zero < frame.width && Rational.zero < frame.height
    }
}

/// Resolves the names of one `environments:` list, collecting diagnostics.
private struct NameResolver {
    let catalog: Catalog
    let all: [Environment]
    var diagnostics: [Diagnostic] = []

    init(catalog: Catalog, all: [Environment]) {
        self.catalog = catalog
        self.all = all
    }

    mutating func resolve(_ name: String, at location: SourceLocation, visiting: Set<String>) -> [Environment] {
        switch name {
        case "default": return all
        case "iphone": return all.filter { $0.idiom == .phone }
        case "ipad": return all.filter { $0.idiom == .pad }
        default: break
        }
        if let set = catalog.sets[name] {
            guard !visiting.contains(name) else {
                diagnostics.append(.error(.invalidValue, at: location, "set '\(name)' contains itself"))
                return []
            }
            return set.members.flatMap { resolve($0.name, at: $0.location, visiting: visiting.union([name])) }
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let matches = all.filter { Array($0.idComponents.prefix(components.count)) == components }
        if matches.isEmpty {
            diagnostics.append(.error(.unknownEnvironment, at: location, unknownMessage(name, components: components)))
        }
        return matches
    }

    mutating func resolve(_ request: StageWindowRequest, at location: SourceLocation) -> [Environment] {
        guard let device = catalog.devices[request.device] else {
            diagnostics.append(.error(.unknownEnvironment, at: location, "unknown device '\(request.device)'\(ClosestName.suggestion(for: request.device, among: catalog.devices.keys.sorted()))"))
            return []
        }
        var orientations = Orientation.allCases.filter { StageWindowCheck.fits(request.frame, device.screenSize($0)) }
        if let text = request.orientation {
            guard let orientation = Orientation(rawValue: text) else {
                diagnostics.append(.error(.invalidValue, at: location, "orientation must be portrait or landscape, got '\(text)'"))
                return []
            }
            orientations = [orientation]
        }
        guard !orientations.isEmpty else {
            diagnostics.append(.error(.invalidValue, at: location, "stage window '\(request.name)' does not fit the screen of '\(device.id)' in either orientation"))
            return []
        }
        var environments: [Environment] = []
        for orientation in orientations {
            if let problem = StageWindowCheck.problem(frame: request.frame, device: device, orientation: orientation, name: request.name, at: location) {
                diagnostics.append(problem)
                continue
            }
            for direction in LayoutDirection.allCases {
                environments.append(EnvironmentFactory.environment(
                    device, orientation: orientation, window: .stage(request.name), frame: request.frame, direction: direction))
            }
        }
        return environments
    }

    private func unknownMessage(_ name: String, components: [String]) -> String {
        let prefixes = Set(all.map { $0.idComponents.prefix(components.count).joined(separator: "/") })
        let candidates = Catalog.implicitSetNames + catalog.sets.keys.sorted() + prefixes.sorted()
        return "unknown environment '\(name)'\(ClosestName.suggestion(for: name, among: candidates))"
    }

}

extension Environment {
    /// `[device, orientation, window, direction]`.
    var idComponents: [String] { [device, orientation.rawValue, window.id, direction.rawValue] }
}
