import Foundation
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Reporters
import ResultCache
import ScreenInputs
import Testing

/// The result cache answers exactly what the analysis answers: a warm run's results and reports
/// equal a cold run's; a helper changed in another file misses exactly the screens that call it;
/// an unreadable entry is analysed again and rewritten.
@Suite struct ResultCacheTests {
    /// Each screen of `folder`, analysed through `cache` in `environments` as `check` does (every
    /// entry read on two workers, then the misses analysed and stored): its result and whether it
    /// was a hit, by name.
    static func run(_ folder: URL, cache: ResultCache, environments names: [String]) throws -> [String: (result: SpecResult, hit: Bool)] {
        let setup = try defaultSetup()
        let environments = try setup.environments(named: names).get()
        let inputs = ScreenInputs.specs(at: [folder.path])
        try #require(inputs.errors.isEmpty, "\(inputs.errors)")
        let lookups = try cache.lookUp(inputs.specs.map { ($0, environments) }, options: setup.options, jobs: 2, lowered: setup.lowered)
        var results: [String: (SpecResult, Bool)] = [:]
        for (spec, lookup) in zip(inputs.specs, lookups) {
            if let hit = lookup.result {
                results[spec.name] = (hit, true)
            } else {
                let result = try setup.analyze(spec, in: environments)
                cache.store(result, at: lookup, options: setup.options)
                results[spec.name] = (result, false)
            }
        }
        return results
    }

    static func cache(in folder: URL) throws -> ResultCache {
        ResultCache(folder: folder.appendingPathComponent("cache").path, catalog: try defaultSetup().catalog, toolVersion: "test")
    }

    @Test func aHelperChangedInAnotherFileMissesExactlyTheScreenThatCallsIt() throws {
        let folder = try temporaryFolder([
            "App/Helpers/UIView+Keyboard.swift": HelperApp.helpers, "App/Screens/ComposerViewController.swift": HelperApp.composer,
            "App/Screens/SettingsViewController.swift": HelperApp.settings,
        ])
        let screens = folder.appendingPathComponent("App")
        let cache = try Self.cache(in: folder)
        let environments = ["iphone-se/portrait"]
        let cold = try Self.run(screens, cache: cache, environments: environments)
        #expect(cold.keys.sorted() == ["ComposerViewController", "SettingsViewController"])
        #expect(cold.values.allSatisfy { !$0.hit })
        let composerConstraints = try #require(cold["ComposerViewController"]).result.spec.constraints
        #expect(composerConstraints.contains { $0.location.file.hasSuffix("UIView+Keyboard.swift") }, "the helper's constraints are the composer's")

        let warm = try Self.run(screens, cache: cache, environments: environments)
        #expect(warm.values.allSatisfy { $0.hit })
        for (name, answer) in warm { #expect(answer.result == cold[name]?.result, "\(name) warm equals cold") }

        let helper = screens.appendingPathComponent("Helpers/UIView+Keyboard.swift")
        try HelperApp.helpers.replacingOccurrences(of: "constant: -spacing", with: "constant: -spacing - 4").write(to: helper, atomically: true, encoding: .utf8)
        let edited = try Self.run(screens, cache: cache, environments: environments)
        #expect(edited["ComposerViewController"]?.hit == false)
        #expect(edited["SettingsViewController"]?.hit == true)
    }

    @Test func anotherEnvironmentOrCatalogMisses() throws {
        let folder = try temporaryFolder(["App/Screens/SettingsViewController.swift": HelperApp.settings])
        let screens = folder.appendingPathComponent("App")
        let cache = try Self.cache(in: folder)
        #expect(try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"]).values.allSatisfy { !$0.hit })
        #expect(try Self.run(screens, cache: cache, environments: ["iphone-se/landscape"]).values.allSatisfy { !$0.hit })
        #expect(try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"]).values.allSatisfy { $0.hit })
        var catalog = try defaultSetup().catalog
        catalog.sets["quick"] = nil
        let otherCatalog = ResultCache(folder: cache.folder, catalog: catalog, toolVersion: "test")
        #expect(try Self.run(screens, cache: otherCatalog, environments: ["iphone-se/portrait"]).values.allSatisfy { !$0.hit })
    }

    @Test func anUnreadableEntryIsAnalysedAgainAndRewritten() throws {
        let folder = try temporaryFolder(["App/Screens/ComposerViewController.swift": HelperApp.composer, "App/Helpers/UIView+Keyboard.swift": HelperApp.helpers])
        let screens = folder.appendingPathComponent("App")
        let cache = try Self.cache(in: folder)
        let cold = try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"])
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        for (damage, name) in [("{\"format\": \"kbcov-result-cache/3\", \"key\": ", "cut short"), ("not json at all", "garbage")] {
            let entry = URL(fileURLWithPath: cache.folder).appendingPathComponent(try #require(entries.first))
            try damage.write(to: entry, atomically: true, encoding: .utf8)
            let again = try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"])
            #expect(again["ComposerViewController"]?.hit == false, "\(name) entry is a miss")
            #expect(again["ComposerViewController"]?.result == cold["ComposerViewController"]?.result)
            #expect(try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"])["ComposerViewController"]?.hit == true,
                    "\(name) entry rewritten")
        }
    }

    /// A conflict, a group no state activates, and a group that never applies (a warning).
    static let conflictingAndDead = """
        kbcov: 1
        name: conflicting and dead
        views:
          label: { intrinsicSize: { width: 100, height: 20 } }
        constraints:
          - label.top == safeArea.top + 20
          - label.leading == safeArea.leading + 20
          - { id: labelTooWide, rule: label.width == view.width + 10 }
          - { id: labelNarrow, rule: label.width == 50 }
        tracked:
          - near: [leading, trailing]
            constraints:
              - { id: neverActive, rule: label.height == 100 }
        """

    /// Every shipped spec and a few with the kinds they lack, read back from the cache, render the
    /// same JSON report as analysed: findings of every kind, witnesses, assumed sizes, dead groups
    /// and warnings survive.
    @Test func everyShippedSpecReadBackRendersTheSameReport() throws {
        let setup = try defaultSetup()
        let environments = try setup.environments(named: ["quick"]).get()
        let folder = try temporaryFolder([:])
        let cache = try Self.cache(in: folder)
        let inputs = ScreenInputs.specs(at: [Repository.specs])
        try #require(inputs.errors.isEmpty)
        let made = [try load(Self.conflictingAndDead, path: "conflicting.yaml"), try load(CommentComposer.yaml, path: "composer.yaml")]
        var cold: [SpecResult] = [], warm: [SpecResult] = []
        for spec in inputs.specs + made {
            let analyse = { try setup.analyze(spec, in: environments) }
            cold.append(try cache.result(of: setup.lowered(spec), in: environments, options: setup.options, analyse: analyse).result)
            let read = try cache.result(of: setup.lowered(spec), in: environments, options: setup.options, analyse: analyse)
            #expect(read.hit, "\(spec.path)")
            warm.append(read.result)
        }
        #expect(cold == warm)
        let kinds = Set(cold.flatMap { $0.states.flatMap(\.findings).map(\.kind) + $0.specFindings.map(\.kind) })
        #expect(kinds.isSuperset(of: [.conflict, .ambiguous, .offscreen, .squeezed, .covered, .dead]), "the specs exercise every stored field: \(kinds)")
        #expect(cold.contains { !$0.warnings.isEmpty } && cold.contains { $0.states.contains { $0.findings.contains { !$0.contentSizes.isEmpty && $0.contentDependence != nil } } })
        let render = { (specs: [SpecResult]) in
            ReportFormat.json.renderer.render(ReportDocument(run: CoverageRun(specs: specs, skipped: inputs.skipped), context: ReportContext(toolVersion: "test")))
        }
        #expect(render(cold) == render(warm))
    }

    /// A drift finding — a spec-level answer, not a state's — comes back from the cache too.
    @Test func driftFindingsSurviveAHit() throws {
        let corpus = Repository.root.appendingPathComponent("Tests/Corpus/KeyboardHandlers")
        let folder = try temporaryFolder([
            "Screens/MessageScreenViewController.swift": try String(contentsOf: corpus.appendingPathComponent("MessageScreenViewController.swift"), encoding: .utf8),
            "Screens/ForgottenRestoreViewController.swift": try String(contentsOf: corpus.appendingPathComponent("ForgottenRestoreViewController.swift"), encoding: .utf8),
        ])
        let cache = try Self.cache(in: folder)
        let screens = folder.appendingPathComponent("Screens")
        let cold = try #require(try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"])["ForgottenRestoreViewController"])
        let warm = try #require(try Self.run(screens, cache: cache, environments: ["iphone-se/portrait"])["ForgottenRestoreViewController"])
        #expect(!cold.hit && warm.hit)
        #expect(cold.result.drift.count == 1)
        #expect(warm.result == cold.result)
    }

    /// An entry keeps each distinct finding and set of active constraints once, the states naming
    /// them; an entry that names one it does not hold is a miss, analysed again.
    @Test func anEntryKeepsEachFindingOnceAndAMissingOneIsAMiss() throws {
        let folder = try temporaryFolder(["App/Screens/ComposerViewController.swift": HelperApp.composer, "App/Helpers/UIView+Keyboard.swift": HelperApp.helpers])
        let screens = folder.appendingPathComponent("App")
        let cache = try Self.cache(in: folder)
        let environments = ["ipad-mini/portrait"]
        let cold = try #require(try Self.run(screens, cache: cache, environments: environments)["ComposerViewController"])
        let stateFindings = cold.result.states.reduce(0) { $0 + $1.findings.count }
        let file = URL(fileURLWithPath: cache.folder).appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: cache.folder).first { $0.hasSuffix(".json") }))
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let stored = try #require(entry["result"] as? [String: Any])
        let findings = try #require(stored["findings"] as? [Any]), activeSets = try #require(stored["activeSets"] as? [Any])
        #expect(findings.count < stateFindings, "\(findings.count) stored for \(stateFindings) in \(cold.result.states.count) states")
        #expect(activeSets.count < cold.result.states.count)

        let text = try String(contentsOf: file, encoding: .utf8)
        let damaged = try #require(text.range(of: #""findings":[0"#))
        try text.replacingCharacters(in: damaged, with: #""findings":[9999"#).write(to: file, atomically: true, encoding: .utf8)
        let again = try #require(try Self.run(screens, cache: cache, environments: environments)["ComposerViewController"])
        #expect(!again.hit && again.result == cold.result)
    }
}
