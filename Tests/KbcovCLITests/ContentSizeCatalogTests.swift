import Foundation
import Testing

/// `--catalog FILE` overrides the UIKit content-size table for `check`.
@Suite struct ContentSizeCatalogTests {
    /// A label pinned between the safe area's top and a 15-pt high limit: squeezed at UILabel's
    /// one line of body text (20.33 pt) whatever its text, clean when the catalog says labels here
    /// are 12 pt high (text wider than the row truncates).
    static let spec = """
        kbcov: 1
        name: Caption
        views:
          caption: { class: UILabel }
        constraints:
          - caption.leading == safeArea.leading + 20
          - caption.trailing <= safeArea.trailing - 20
          - caption.top == safeArea.top + 20
          - caption.height <= 15
        """

    @Test func theCatalogsViewClassesReplaceTheClassDefault() throws {
        let spec = try CLI.temporarySpec(Self.spec)
        let environments = ["--environments", "iphone-16/portrait/full/ltr"]
        let assumed = try CLI.run(["check", spec] + environments)
        #expect(assumed.exitCode == 1)
        #expect(assumed.output.contains("for any content size; at the witness caption.width 0 pt (of 0–2048 pt)"), "\(assumed.output)")
        let catalog = try CLI.temporarySpec("viewClasses:\n  UILabel: { height: 12 }\n", name: "catalog.yaml")
        let overridden = try CLI.run(["check", spec, "--catalog", catalog] + environments)
        #expect(overridden.exitCode == 0, "\(overridden.output)\(overridden.errors)")
    }

    @Test func anUnknownClassInTheCatalogIsALocatedInputError() throws {
        let spec = try CLI.temporarySpec(Self.spec)
        let catalog = try CLI.temporarySpec("viewClasses:\n  UILable: { height: 12 }\n", name: "catalog.yaml")
        let result = try CLI.run(["check", spec, "--catalog", catalog, "--environments", "iphone-16/portrait/full/ltr"])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("catalog.yaml:2:3: error: unknown view class 'UILable' (did you mean 'UILabel'?)"))
    }
}
