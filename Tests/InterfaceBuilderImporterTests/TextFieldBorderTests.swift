import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A text field without a border (Interface Builder writes `borderStyle` only for one that draws
/// a border) is as high as its text. A form that sets a field in a bordered box of its own at the
/// height of its text squeezes it only below its text, whatever its border.
@Suite struct TextFieldBorderTests {
    static func form(border: String, height: Int = 18) -> String {
        storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-AA-01" userLabel="Email Box">
                    <rect key="frame" x="16" y="60" width="358" height="56"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border)placeholder="Email Address" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="eml-AA-01" userLabel="Email Field">
                            <rect key="frame" x="16" y="19" width="326" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </textField>
                    </subviews>
                </view>
            """,
            constraints: """
                <constraint firstItem="box-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="16" id="c01-AA-001"/>
                <constraint firstItem="box-AA-01" firstAttribute="leading" secondItem="safe-AA-01" secondAttribute="leading" constant="16" id="c02-AA-001"/>
                <constraint firstItem="safe-AA-01" firstAttribute="trailing" secondItem="box-AA-01" secondAttribute="trailing" constant="16" id="c03-AA-001"/>
                <constraint firstItem="box-AA-01" firstAttribute="height" constant="56" id="c04-AA-001"/>
                <constraint firstItem="eml-AA-01" firstAttribute="leading" secondItem="box-AA-01" secondAttribute="leading" constant="16" id="c05-AA-001"/>
                <constraint firstItem="box-AA-01" firstAttribute="trailing" secondItem="eml-AA-01" secondAttribute="trailing" constant="16" id="c06-AA-001"/>
                <constraint firstItem="eml-AA-01" firstAttribute="centerY" secondItem="box-AA-01" secondAttribute="centerY" id="c07-AA-001"/>
                <constraint firstItem="eml-AA-01" firstAttribute="height" constant="\(height)" id="c08-AA-001"/>
            """)
    }

    static func squeezed(border: String, height: Int = 18) throws -> [String] {
        let folder = try temporaryFolder(["Screen.storyboard": form(border: border, height: height)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait/full/ltr"]))
        return Array(Set(result.states.flatMap(\.findings).filter { $0.kind == .squeezed }.flatMap(\.items))).sorted()
    }

    @Test func aFieldWithoutABorderIsAsHighAsItsText() throws {
        let heights = try ["", "borderStyle=\"roundedRect\" "].map { border in
            let folder = try temporaryFolder(["Screen.storyboard": Self.form(border: border)])
            defer { try? FileManager.default.removeItem(at: folder) }
            let spec = UIKitLowering.lowered(try importScreen(folder.appendingPathComponent("Screen.storyboard").path))
            return spec.views.first { $0.name == "emailField" }?.intrinsicHeight?.decimalString()
        }
        #expect(heights == ["17.94", "31.61"])
    }

    @Test func aFieldIsSqueezedOnlyBelowItsText() throws {
        for border in ["", "borderStyle=\"roundedRect\" "] {
            // 18 pt holds a line of 15-pt text (17.94 pt), not a rounded rect field's border around it.
            #expect(try Self.squeezed(border: border) == [])
            #expect(try Self.squeezed(border: border, height: 16) == ["emailField"])
        }
    }

    @Test func theBorderIsReadAsInYAMLAndWrittenBack() throws {
        let folder = try temporaryFolder(["Screen.storyboard": Self.form(border: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        let field = try #require(spec.views.first { $0.name == "emailField" })
        #expect(field.isBorderless)
        let written = SpecWriter.yaml(spec)
        #expect(written.contains("    borderStyle: none\n"))
        let reread = try SpecLoader.load(yaml: written, path: "n.yaml").get()
        #expect(reread.views.first { $0.name == "emailField" }?.isBorderless == true)
        let refused = SpecLoader.load(yaml: "kbcov: 1\nname: N\nviews:\n  title: { class: UILabel, borderStyle: none }\n", path: "n.yaml")
        #expect(throws: DiagnosticsError.self) { try refused.get() }
    }
}
