import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing

/// What makes a text input read-only, as Interface Builder writes it on the input's element:
/// the keyboard comes up for the other inputs only (`CoveredCheck`).
@Suite struct TextInputReadingTests {
    @Test func readOnlyTextInputsAreReadAsInYAML() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="trm-AA-01" userLabel="Terms">
                    <rect key="frame" x="16" y="60" width="358" height="120"/>
                </textView>
                <textField opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="cod-AA-01" userLabel="Code">
                    <rect key="frame" x="16" y="200" width="358" height="34"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="eml-AA-01" userLabel="Email">
                    <rect key="frame" x="16" y="250" width="358" height="34"/>
                </textField>
            """,
            constraints: """
                <constraint firstItem="trm-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="16" id="c01-AA-001"/>
                <constraint firstItem="cod-AA-01" firstAttribute="top" secondItem="trm-AA-01" secondAttribute="bottom" constant="8" id="c02-AA-001"/>
                <constraint firstItem="eml-AA-01" firstAttribute="top" secondItem="cod-AA-01" secondAttribute="bottom" constant="8" id="c03-AA-001"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        #expect(spec.views.map { "\($0.name): \($0.isEditable)" } == ["terms: false", "code: false", "email: true"])
        // The same view written in a spec is the same model.
        let yaml = try SpecLoader.load(yaml: "kbcov: 1\nname: N\nviews:\n  terms: { class: UITextView, editable: false }\n", path: "n.yaml").get()
        var terms = try #require(spec.views.first)
        terms.location = yaml.views[0].location
        #expect(terms == yaml.views[0])
    }

    /// A scroll view whose custom class is TPKeyboardAvoiding's moves its inputs on its own:
    /// the screen is partly analysed, at the scroll view.
    @Test func aKeyboardAvoidingScrollViewMakesTheScreenPartlyAnalysed() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-AA-01" customClass="TPKeyboardAvoidingScrollView" userLabel="Form">
                    <rect key="frame" x="0" y="44" width="390" height="766"/>
                </scrollView>
            """,
            constraints: """
                <constraint firstItem="scr-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" id="c01-AA-001"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "UIView")" } == ["form: UIScrollView"])
        let partly = try #require(spec.partlyAnalysed)
        #expect(partly.location.line == 12)
        #expect(partly.message.hasPrefix("keyboard handler TPKeyboardAvoidingScrollView not modelled"))
    }
}
