import Testing
@testable import LayoutSpec

struct WarningsTests {
    private func warnings(_ yaml: String) throws -> [ExpectedDiagnostic] {
        try SpecLoader.load(yaml: yaml, path: "spec.yaml").get().warnings.map(ExpectedDiagnostic.init)
    }

    @Test func oldDeploymentTargetsWarnAboutTheGuideAndIOS17Settings() throws {
        let spec = try Fixtures.loadValid("toolbar.yaml")
        #expect(spec.warnings.map(ExpectedDiagnostic.init) == [
            ExpectedDiagnostic(line: 5, column: 3, code: .settingUnavailable),
            ExpectedDiagnostic(line: 6, column: 3, code: .settingUnavailable),
            ExpectedDiagnostic(line: 26, column: 19, code: .unreliableGuide),
        ])
        #expect(spec.warnings.allSatisfy { $0.severity == .warning })
        #expect(spec.warnings[2].message.contains("iOS 15.0–15.3"))
        #expect(spec.warnings[0].message.contains("exists from iOS 17; older systems use the default"))
    }

    @Test func trackedGroupsWithoutFollowingTheUndockedKeyboard() throws {
        let spec = try Fixtures.loadValid("arithmetic.yaml")
        #expect(spec.warnings.map(ExpectedDiagnostic.init) == [ExpectedDiagnostic(line: 23, column: 1, code: .trackingNeverApplies)])
    }

    @Test func noWarningsForACurrentTarget() throws {
        #expect(try warnings("""
            kbcov: 1
            name: Current
            keyboardGuide: { followsUndockedKeyboard: true, usesBottomSafeArea: false }
            views: { bar: }
            tracked:
              - near: [top]
                constraints: [bar.bottom == keyboard.top]
            deploymentTarget: "17.0"
            """).isEmpty)
    }

    @Test func aTargetBetween15_4And17WarnsOnlyAboutTheNewSettings() throws {
        #expect(try warnings("""
            kbcov: 1
            name: Middle
            keyboardGuide:
              keyboardDismissPadding: 8
            deploymentTarget: "16.4"
            """) == [ExpectedDiagnostic(line: 4, column: 3, code: .settingUnavailable)])
    }

    @Test func defaultsLeftUnwrittenDoNotWarn() throws {
        #expect(try warnings("kbcov: 1\nname: Old\ndeploymentTarget: \"15.4\"\n").isEmpty)
    }
}
