import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

@Suite struct CatalogLoaderTests {
    private func errors(_ yaml: String) -> [Diagnostic] {
        switch Catalog.load(yaml: yaml, path: "tablets.yaml") {
        case .success: []
        case .failure(let error): error.diagnostics
        }
    }

    @Test func unknownKeyIsAnErrorAtItsLocation() {
        let diagnostics = errors("""
        devices:
          tablet:
            name: Tablet
            colour: red
        """)
        let unknown = diagnostics.first { $0.code == .unknownKey }
        #expect(unknown?.location == SourceLocation(file: "tablets.yaml", line: 4, column: 5))
        #expect(unknown?.description.hasPrefix("tablets.yaml:4:5: error: unknown key 'colour'") == true)
        #expect(diagnostics.contains { $0.code == .missingKey && $0.location.line == 3 })
    }

    @Test func badValuesAreLocated() {
        let diagnostics = errors("""
        stageWindows:
          - { device: ipad, name: wide, orientation: sideways, frame: [0, 0, -5, 10] }
        sets:
          default: [ipad]
        """)
        #expect(diagnostics.contains { $0.code == .invalidValue && $0.location.line == 2 && $0.message.contains("sideways") })
        #expect(diagnostics.contains { $0.code == .invalidValue && $0.location.line == 2 && $0.message.contains("0 or more") })
        #expect(diagnostics.contains { $0.code == .invalidValue && $0.location == SourceLocation(file: "tablets.yaml", line: 4, column: 3) })
    }

    @Test func syntaxErrorIsLocated() {
        let diagnostics = errors("devices:\n  tablet: [1, 2\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .yamlSyntax)
        // An unclosed bracket is reported where it opens, as in specs.
        #expect(diagnostics.first?.location == SourceLocation(file: "tablets.yaml", line: 2, column: 11))
        #expect(diagnostics.first?.message.hasPrefix("invalid YAML: ") == true)
    }

    @Test func builtInCatalogHasTheDesignDevices() throws {
        let catalog = try Catalog.builtIn()
        #expect(catalog.devices.keys.sorted() == ["ipad", "ipad-mini", "ipad-pro-11", "ipad-pro-12-9", "iphone-16", "iphone-16-pro-max", "iphone-se"])
        let pro = try #require(catalog.devices["ipad-pro-12-9"])
        #expect(pro.portraitScreen == Size(width: 1024, height: 1366))
        #expect(pro.dockedKeyboardHeight[.landscape] == 498)
        #expect(!pro.keyboards.contains(.split))
        #expect(catalog.devices["ipad"]?.keyboards.contains(.split) == true)
        #expect(catalog.devices["ipad-mini"]?.splitView?.widths[.landscape]?[.half] == Rational(1123, 2))
    }

    @Test func userCatalogAddsADeviceAndAStageWindow() throws {
        let user = try Catalog.load(yaml: """
        devices:
          tablet:
            name: Test tablet
            idiom: pad
            screen: [800, 1200]
            safeArea:
              portrait: { top: 24, left: 0, bottom: 20, right: 0 }
              landscape: { top: 24, left: 0, bottom: 20, right: 0 }
            dockedKeyboard: { portrait: 330, landscape: 410 }
            predictiveBar: { portrait: 55, landscape: 55 }
            keyboards: [hidden, docked, floating]
            regularWidthFrom: 678
            floatingKeyboard: [320, 260]
        stageWindows:
          - { device: ipad-pro-12-9, name: corner, orientation: landscape, frame: [0, 0, 700, 500] }
        """, path: "user.yaml").get()
        let catalog = try Catalog.builtIn().merging(user)
        let tablet = try catalog.environments(for: [EnvironmentEntry(.named("tablet"), location: Fixtures.location())]).get()
        #expect(tablet.map(\.id) == [
            "tablet/landscape/full/ltr", "tablet/landscape/full/rtl", "tablet/portrait/full/ltr", "tablet/portrait/full/rtl",
        ])
        let states = StateSpace.states(in: tablet[0], guide: Fixtures.following)
        #expect(Set(states.map(\.keyboard)) == [.hidden, .docked, .floating])
        let all = try catalog.allEnvironments().get()
        #expect(all.contains { $0.id == "ipad-pro-12-9/landscape/stage-corner/ltr" })
        #expect(all.count == Fixtures.environments.count + 4 + 2)
    }

    @Test func stageWindowOnADeviceWithoutStageManagerIsAnError() throws {
        let user = try Catalog.load(yaml: """
        stageWindows:
          - { device: ipad, name: corner, orientation: landscape, frame: [0, 0, 700, 500] }
        """, path: "user.yaml").get()
        let result = try Catalog.builtIn().merging(user).allEnvironments()
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.diagnostics.map(\.location.line) == [2])
        let ranged = try Catalog.load(yaml: """
        stageWindows:
          - { device: ipad-pro-11, name: range, orientation: landscape, frame: [0, 0, 700, 500] }
        """, path: "user.yaml").get()
        guard case .failure(let reserved) = try Catalog.builtIn().merging(ranged).allEnvironments() else {
            Issue.record("expected an error")
            return
        }
        #expect(reserved.diagnostics.map(\.message) == ["stage window name 'range' is kbcov's own: the window range (--window-ranges); choose another"])
    }

    @Test func aSmallestStageManagerWindowNeedsStageManagerAndMustFit() throws {
        let device = { (stageManager: Bool, minimum: String) in
            Self.tablet(stageManager: "\(stageManager)") + "\n    stageManagerMinimumWindow: \(minimum)"
        }
        #expect(errors(device(true, "[400, 300]")).isEmpty)
        let without = errors(device(false, "[400, 300]"))
        #expect(without.map(\.location.line) == [3])
        #expect(without.first?.message == "device 'tablet' gives 'stageManagerMinimumWindow' but does not offer Stage Manager")
        let tooWide = errors(device(true, "[900, 300]"))
        #expect(tooWide.first?.message == "device 'tablet': the smallest Stage Manager window must fit the screen in both orientations")
        let catalog = try Catalog.load(yaml: device(true, "[400, 300]"), path: "tablets.yaml").get()
        #expect(catalog.devices["tablet"]?.stageManagerMinimumWindow == Size(width: 400, height: 300))
    }

    /// A tablet with every required key, Stage Manager as given.
    private static func tablet(stageManager: String) -> String {
        """
        devices:
          tablet:
            name: Tablet
            idiom: pad
            screen: [800, 1200]
            safeArea:
              portrait: { top: 24, left: 0, bottom: 20, right: 0 }
              landscape: { top: 24, left: 0, bottom: 20, right: 0 }
            dockedKeyboard: { portrait: 300, landscape: 400 }
            predictiveBar: { portrait: 55, landscape: 55 }
            keyboards: [hidden, docked]
            regularWidthFrom: 678
            stageManager: \(stageManager)
        """
    }

    /// Catalogs are read by the spec's YAML reader: the same booleans, number limits and
    /// non-finite checks, each at its place.
    @Test func catalogValuesFollowTheSpecReadersRules() {
        let diagnostics = errors("""
        stageWindows:
          - { device: ipad, name: wide, orientation: landscape, frame: [0, 0, .nan, 10] }
          - { device: ipad, name: huge, orientation: landscape, frame: [0, 0, 200000, 10] }
          - { device: ipad, name: tall, orientation: landscpe, frame: [0, 0, 10, 10] }

        """ + Self.tablet(stageManager: "yes"))
        #expect(diagnostics.contains { $0.code == .invalidNumber && $0.location == SourceLocation(file: "tablets.yaml", line: 2, column: 71) && $0.message.contains("finite") })
        #expect(diagnostics.contains { $0.code == .invalidNumber && $0.location.line == 3 && $0.message.contains("at most 100000") })
        #expect(diagnostics.contains { $0.location.line == 4 && $0.message.contains("did you mean 'landscape'?") })
        #expect(diagnostics.contains { $0.code == .wrongType && $0.location.line == 17 && $0.message == "expected true or false; found 'yes'" })
    }

    /// A catalog is bounded like every YAML file kbcov reads (`InputLimits`): a runaway number, an
    /// alias bomb or an oversized file is a located input error, not a hang.
    @Test func catalogIsBoundedLikeEveryYAMLFile() {
        let digits = String(repeating: "9", count: 70)
        let long = errors("stageWindows:\n  - { device: ipad, name: wide, orientation: landscape, frame: [0, 0, \(digits), 10] }\n")
        #expect(long.map(\.description) == [
            "tablets.yaml:2:71: error: expected a number of at most 64 characters; found 70 [invalidNumber]",
        ])

        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let expanded = errors(bomb + "devices: {}\n")
        #expect(expanded.count == 1)
        #expect(expanded.first?.code == .inputTooLarge)
        #expect(expanded.first?.location.line == 6)

        let padding = String(repeating: "# generated\n", count: 200_000)
        let huge = errors("devices: {}\n" + padding)
        #expect(huge.map(\.description) == [
            "tablets.yaml:1:1: error: the file has \(12 + padding.utf8.count) bytes: expected a YAML file of at most 2097152 bytes [inputTooLarge]",
        ])
    }
}
