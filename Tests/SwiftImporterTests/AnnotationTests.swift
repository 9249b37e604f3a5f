import Foundation
import KbcovTestSupport
import LayoutSpec
import SwiftImporter
import Testing

/// What the source cannot tell: `// kbcov:` comments and the sidecar `Foo.kbcov.yaml`.
@Suite struct AnnotationTests {
    static let screen = """
        import UIKit

        final class Screen: UIViewController {
            // kbcov: toolbar intrinsicSize 320x44 keepVisible
            let toolbar = UIView()
            let label = UILabel() // kbcov: label intrinsicHeight 21

            override func viewDidLoad() {
                super.viewDidLoad()
                toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
                label.bottomAnchor.constraint(equalTo: toolbar.topAnchor).isActive = true
            }
        }
        """

    @Test func commentsGiveIntrinsicSizesAndVisibility() throws {
        let spec = try importSwift(Self.screen)
        let toolbar = try #require(spec.views.first { $0.name == "toolbar" })
        #expect(toolbar.intrinsicWidth == 320 && toolbar.intrinsicHeight == 44 && toolbar.keepVisible)
        let label = try #require(spec.views.first { $0.name == "label" })
        #expect(label.intrinsicWidth == nil && label.intrinsicHeight == 21 && !label.keepVisible)
    }

    @Test func malformedCommentsAreErrorsAtTheirWord() throws {
        let errors = try importErrors("""
            // kbcov: toolbar intrinsicSize 320by44
            // kbcov: label keepVisibel
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["1:33 invalidValue", "2:17 unknownKey"])
        #expect(errors[1].message.contains("did you mean 'keepVisible'?"))
    }

    @Test func commentsNamingNoImportedViewAreWarnings() throws {
        let spec = try importSwift(Self.screen + "\n// kbcov: toolbr keepVisible\n")
        #expect(spec.warningLines == ["14:11: the view 'toolbr' is not used by any constraint kbcov imported from the Swift file (did you mean 'toolbar'?); its settings are ignored"])
    }

    @Test func sidecarGivesNameViewsEnvironmentsAndTarget() throws {
        let folder = try temporaryFolder([
            "Screen.swift": Self.screen,
            "Screen.kbcov.yaml": """
                name: Screen with a toolbar
                views:
                  label:
                    intrinsicSize: { width: 100 }
                    hugging: { horizontal: 251, vertical: 250 }
                environments: [ipad]
                deploymentTarget: "15.0"
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try SwiftSourceImporter.load(path: folder.appendingPathComponent("Screen.swift").path).get()
        #expect(spec.name == "Screen with a toolbar")
        let label = try #require(spec.views.first { $0.name == "label" })
        #expect(label.intrinsicWidth == 100 && label.intrinsicHeight == 21 && label.hugging.horizontal.value == 251)
        #expect(spec.environments.map(\.request) == [.named("ipad")])
        #expect(spec.deploymentTarget?.description == "15.0")
        #expect(spec.warnings.map(\.code) == [.unreliableGuide])
        #expect(spec.warnings.first?.location.file.hasSuffix("Screen.kbcov.yaml") == true)
    }

    @Test func sidecarErrorsAreLocated() throws {
        let folder = try temporaryFolder([
            "Screen.swift": Self.screen,
            "Screen.kbcov.yaml": """
                name: Screen
                constraints: []
                views:
                  label: { intrinsicSize: { width: -1 } }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SwiftSourceImporter.load(path: folder.appendingPathComponent("Screen.swift").path)
        let errors = try #require(result.failureValue).diagnostics
        #expect(errors.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["2:1 unknownKey", "4:36 invalidNumber"])
        #expect(errors.allSatisfy { $0.location.file.hasSuffix("Screen.kbcov.yaml") })
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
