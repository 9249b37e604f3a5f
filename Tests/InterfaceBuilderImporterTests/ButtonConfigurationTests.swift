import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A button Interface Builder draws without a configuration (its Default style, every button of
/// a XIB made before Xcode 13) is one line of its 15-pt title with 6 pt above and below; a button
/// is squeezed only when its frame is lower than its title's line, whatever room it has around it.
@Suite struct ButtonConfigurationTests {
    /// A sign-in form's "Forgot password?" link under the password box, set as high as its text.
    static func form(linkHeight: Int, configuration: String = "") -> String {
        storyboard(
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fgt-AA-01" userLabel="Forgot Button">
                    <rect key="frame" x="16" y="120" width="200" height="\(linkHeight)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <state key="normal" title="Forgot your password?"/>
                    \(configuration)
                </button>
            """,
            constraints: """
                <constraint firstItem="fgt-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="120" id="c01-AA-001"/>
                <constraint firstItem="fgt-AA-01" firstAttribute="leading" secondItem="safe-AA-01" secondAttribute="leading" constant="16" id="c02-AA-001"/>
                <constraint firstItem="fgt-AA-01" firstAttribute="height" constant="\(linkHeight)" id="c03-AA-001"/>
            """)
    }

    static let plainConfiguration = #"<buttonConfiguration key="configuration" style="plain" title="Forgot your password?"/>"#

    static func squeezes(_ storyboard: String) throws -> [String] {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait/full/ltr"]))
        return Array(Set(result.states.flatMap(\.findings).filter { $0.kind == .squeezed }.map(\.message))).sorted()
    }

    @Test func aButtonWithoutAConfigurationIsThirtyPointsHigh() throws {
        let folder = try temporaryFolder(["Screen.storyboard": Self.form(linkHeight: 18)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = try #require(UIKitLowering.lowered(try importScreen(folder.appendingPathComponent("Screen.storyboard").path))
            .views.first { $0.name == "forgotButton" })
        #expect(link.drawsWithoutConfiguration)
        #expect(link.intrinsicHeight?.decimalString() == "29.94")
        #expect(link.paddingAroundText == 12)
    }

    @Test func aLinkAsHighAsItsTitleIsNotSqueezed() throws {
        #expect(try Self.squeezes(Self.form(linkHeight: 18)) == [])
        #expect(try Self.squeezes(Self.form(linkHeight: 18, configuration: Self.plainConfiguration)) == [])
    }

    @Test func aLinkLowerThanItsTitleIsSqueezed() throws {
        #expect(try Self.squeezes(Self.form(linkHeight: 12)) == [
            "forgotButton is squeezed to 12 pt high, below the 17.94 pt of its text (its intrinsic 29.94 pt has 12 pt of padding); its compression resistance (750) loses",
        ])
        // A configuration's insets are 7 pt above and below the title.
        #expect(try Self.squeezes(Self.form(linkHeight: 12, configuration: Self.plainConfiguration)) == [
            "forgotButton is squeezed to 12 pt high, below the 17.94 pt of its text (its intrinsic 31.61 pt has 13.67 pt of padding); its compression resistance (750) loses",
        ])
    }

    @Test func theConfigurationIsReadAsInYAMLAndWrittenBack() throws {
        let folder = try temporaryFolder(["Screen.storyboard": Self.form(linkHeight: 18)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = SpecWriter.yaml(try importScreen(folder.appendingPathComponent("Screen.storyboard").path))
        #expect(written.contains("    configuration: none\n"))
        let reread = try SpecLoader.load(yaml: written, path: "n.yaml").get()
        #expect(reread.views.first { $0.name == "forgotButton" }?.drawsWithoutConfiguration == true)
        let filled = try SpecLoader.load(yaml: "kbcov: 1\nname: N\nviews:\n  send: { class: UIButton, configuration: filled }\n", path: "n.yaml").get()
        #expect(filled.views.first?.drawsWithoutConfiguration == false)
        let refused = SpecLoader.load(yaml: "kbcov: 1\nname: N\nviews:\n  title: { class: UILabel, configuration: none }\n", path: "n.yaml")
        let error = try #require(throws: DiagnosticsError.self) { try refused.get() }
        #expect(error.diagnostics.first?.location.description == "n.yaml:4:28")
    }
}
