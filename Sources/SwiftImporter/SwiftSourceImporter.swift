import Foundation
import LayoutSpec
import SwiftSyntax

/// Imports a UIKit view controller's (or view's) Swift source as the same `LayoutSpec` the YAML
/// loader produces, each constraint located at its expression in the Swift file. What the source
/// cannot tell comes from `// kbcov:` comments and the sidecar `Foo.kbcov.yaml`; what the importer
/// does not understand is a located `unsupportedConstruct` warning on the spec, never dropped
/// silently. Errors (an unreadable file, a malformed comment or sidecar) fail the import.
public enum SwiftSourceImporter {
    public static func load(path: String, prebuilt: PrebuiltLayout? = nil) -> Result<LayoutSpec, DiagnosticsError> {
        let start = SpecLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "cannot read '\(path)': expected a readable Swift file")]))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "'\(path)' is not UTF-8 text: expected Swift source")]))
        }
        var settings = SpecSettings()
        if let sidecar = SidecarLoader.path(for: path) {
            switch SidecarLoader.load(path: sidecar) {
            case .success(let loaded): settings = loaded
            case .failure(let error): return .failure(error)
            }
        }
        return load(source: text, path: path, settings: settings, prebuilt: prebuilt)
    }

    /// Imports source text; `settings` are what a sidecar file gives, `prebuilt` what Interface
    /// Builder made before the code runs (its outlets bound to the storyboard's objects).
    public static func load(source: String, path: String, settings: SpecSettings = SpecSettings(),
                            prebuilt: PrebuiltLayout? = nil) -> Result<LayoutSpec, DiagnosticsError> {
        let file = SourceFile(path: path, text: source)
        let diagnostics = ImportDiagnostics()
        reportSyntaxErrors(in: file, diagnostics: diagnostics)
        let index = DeclarationIndex(file.tree)
        let interpreter = Interpreter(file: file, index: index, diagnostics: diagnostics)
        if let prebuilt { interpreter.seed(prebuilt) }
        interpreter.run()
        if let prebuilt { interpreter.reportUnfollowedConstants(prebuilt) }
        let annotations = settings.views.map(ViewAnnotation.init) + DirectiveComments.annotations(in: file, diagnostics: diagnostics)
        let parts = SpecAssembler(book: interpreter.book, objects: interpreter.objects, diagnostics: diagnostics)
            .assemble(annotations: annotations)
        guard diagnostics.errors.isEmpty else { return .failure(DiagnosticsError(diagnostics.errors)) }
        let name = settings.name ?? index.primaryTypeName ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var spec = LayoutSpec(path: path, name: name, keyboardGuide: interpreter.book.guideSettings, views: parts.views,
                              guides: parts.guides, constraints: parts.constraints, tracked: parts.tracked,
                              environments: settings.environments, deploymentTarget: settings.deploymentTarget)
        if spec.allConstraints.isEmpty {
            diagnostics.report(.warning(.unsupportedConstruct, at: SpecLocation(file: path, line: 1, column: 1),
                                        "no active or tracked constraints found: kbcov reads anchor factories, NSLayoutConstraint(item:…), activate and setConstraints"))
        }
        let specWarnings = SpecWarnings.warnings(for: spec, trackedKey: spec.tracked.first?.location,
                                                 deploymentTargetValue: settings.deploymentTargetLocation)
        spec.warnings = (diagnostics.warnings + specWarnings).sorted { $0.location < $1.location }
        return .success(spec)
    }

    /// The parser recovers from syntax errors; the import goes on with a warning at the first.
    private static func reportSyntaxErrors(in file: SourceFile, diagnostics: ImportDiagnostics) {
        guard file.tree.hasError else { return }
        let first = file.tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
        let location = first.map { file.location(of: $0) } ?? SpecLocation(file: file.path, line: 1, column: 1)
        diagnostics.report(.warning(.unsupportedConstruct, at: location, "the file has Swift syntax errors here; kbcov read what it could"))
    }
}

/// Whether a Swift file holds view code worth importing: it imports UIKit and makes constraints.
public enum ViewCodeDetector {
    public static func containsViewCode(_ text: String) -> Bool {
        text.contains("import UIKit") && (text.contains("Anchor.constraint(") || text.contains("NSLayoutConstraint"))
    }

    public static func containsViewCode(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return false }
        return containsViewCode(text)
    }
}
