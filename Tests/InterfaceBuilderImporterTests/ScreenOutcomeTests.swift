import Foundation
import InterfaceBuilderImporter
import KbcovTestSupport
import LayoutSpec
import Testing

/// What a document gives besides specs: screens with nothing to analyse, and documents too large to read.
struct ScreenOutcomeTests {
    @Test func screenWithoutViewsOrConstraintsIsSkippedNotClean() throws {
        let folder = try temporaryFolder(["Empty.storyboard": storyboard(subviews: "", constraints: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Empty.storyboard").path
        let imported = try InterfaceBuilderImporter.load(path: path, searchingNextToDocument: false).get()
        #expect(imported.specs.isEmpty)
        let skipped = try #require(imported.skipped.first)
        #expect(imported.skipped.count == 1)
        #expect(skipped.reason == .nothingToAnalyse)
        #expect(skipped.path == "\(path)#ScreenViewController")
        #expect(skipped.location.file == path)
    }

    /// A sample's macOS target keeps its storyboard beside the iOS one: AppKit views are no
    /// UIKit screen, and kbcov says so instead of analysing them as one.
    @Test func anAppKitDocumentIsNotAScreen() throws {
        let appKit = storyboard(subviews: "", constraints: "").replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\"")
        let folder = try temporaryFolder(["Main.storyboard": appKit])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard").path
        let imported = try InterfaceBuilderImporter.load(path: path, searchingNextToDocument: false).get()
        #expect(imported.specs.isEmpty)
        let skipped = try #require(imported.skipped.first)
        #expect(imported.skipped.count == 1)
        #expect(skipped.reason == .notAScreen)
        #expect(skipped.message == "'Main.storyboard' is an AppKit (macOS) document (targetRuntime MacOSX.Cocoa); kbcov analyses UIKit screens, of iOS, iPadOS and tvOS")
        #expect(skipped.location.line == 2)
    }

    /// Interface Builder writes the views of other frameworks with elements of their own: an AR
    /// scene over a map, each drawing at the size the layout gives it.
    @Test func anARViewAndAMapViewAreViewsWithoutContentSize() throws {
        let subviews = """
            <arView multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ar0-AA-001">
                <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
            </arView>
            <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map-AA-001">
                <rect key="frame" x="0.0" y="600" width="390" height="244"/>
            </mapView>
            """
        let constraints = """
            <constraint firstItem="ar0-AA-001" firstAttribute="top" secondItem="root-AA-01" secondAttribute="top" id="c01-AA-001"/>
            <constraint firstItem="map-AA-001" firstAttribute="top" secondItem="ar0-AA-001" secondAttribute="bottom" id="c02-AA-001"/>
            """
        let folder = try temporaryFolder(["Main.storyboard": storyboard(subviews: subviews, constraints: constraints)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Main.storyboard").path)
        #expect(spec.views.map(\.viewClass) == ["ARView", "MKMapView"])
        #expect(spec.ruleLines.count == 2)
        #expect(!spec.warnings.contains { $0.message.contains("does not know") })
        #expect(ContentSizeTable.builtin["ARView"]?.source.contains("RealityKit ARView") == true)
    }

    @Test func documentWithTooManyElementsIsAnErrorAtTheFirstOneTooMany() throws {
        let count = InputLimits.mostInterfaceBuilderElements
        let subviews = (0..<count).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
        let folder = try temporaryFolder(["Huge.storyboard": storyboard(subviews: subviews, constraints: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.storyboard").path
        let errors = try importErrors(path)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.code == .inputTooLarge)
        #expect(error.location.file == path)
        // The document's own elements before the subviews take the first lines; the limit falls among the views.
        #expect(error.location.line > count - 20 && error.location.line <= count + 20)
        #expect(error.message.contains("\(count) elements"))
    }
}
