import AssetCatalogs
import Foundation
import LayoutSpec
import SwiftSyntax

/// One import of Swift files: finds the screens (view controllers that no other analysed type
/// subclasses), runs each, assembles its spec, and reports every file that gave no screen.
struct ScreenImport {
    let sources: [SwiftSourceImporter.Source]
    /// Where `UIImage(named:)` and its siblings find their images.
    let assets: AssetCatalog
    /// The paths of the files whose view controllers may be screens of this import.
    private let screenFiles: Set<String>
    /// A library the project turns on that moves text inputs above the keyboard, and where.
    private let keyboardManager: (manager: KeyboardManager, location: SpecLocation)?
    /// The text of the sources the selection leaves out, for their class declarations.
    private let unparsedTexts: [String]

    /// Keeps of the context only what the named files use or are used by (`ContextSelection`).
    init(sources: [SwiftSourceImporter.Source], screenFolders: [String] = [], assets: AssetCatalog = .empty) {
        self.assets = assets
        let selection = ContextSelection(paths: sources.map(\.path), texts: sources.map(\.text), isNamed: sources.map { !$0.isContext },
                                         screenFolders: screenFolders)
        self.sources = sources.indices.filter(selection.kept.contains).map { sources[$0] }
        unparsedTexts = sources.indices.filter { !selection.kept.contains($0) }.map { sources[$0].text }
        // The app delegate that turns one on uses no screen: every file of the project is looked at.
        keyboardManager = KeyboardManager.enabled(in: sources.map { ($0.path, $0.text) })
        screenFiles = Set(selection.screenSources.map { sources[$0].path })
    }

    func run() -> Result<SwiftSourceImporter.Imported, DiagnosticsError> {
        let files = sources.map { SourceFile(path: $0.path, text: $0.text) }
        let set = SourceSet(files)
        let index = DeclarationIndex(files.map(\.tree))
        let classes = ClassHierarchy(files.map(\.tree), otherTexts: unparsedTexts)
        let subclassed = Set(index.types.compactMap(\.superclass))
        let screens = index.types.filter { type in
            guard TypeRole.of(type.name, in: index) == .viewController, !subclassed.contains(type.name),
                  let file = set.file(of: type.node), screenFiles.contains(file.path), file.appKitModule == nil else { return false }
            // A file joined with a storyboard gives the screens Interface Builder builds, no others.
            guard let source = sources.first(where: { $0.path == file.path }), !source.prebuilt.isEmpty else { return true }
            return source.prebuilt[type.name] != nil
        }
        var run = Run(files: files, set: set, index: index, classes: classes)
        for screen in screens { importSubject(.screen(screen), into: &run) }
        // A view no screen places is analysed on its own, hosted as UIKit hosts its kind.
        for component in components(index: index, set: set, placed: run.placedTypes) { importSubject(.component(component), into: &run) }
        let context = Set(sources.filter(\.isContext).map(\.path))
        for file in files where !run.usedFiles.contains(file.path) && !context.contains(file.path) {
            let diagnostics = ImportDiagnostics()
            _ = DirectiveComments.annotations(in: file, diagnostics: diagnostics)
            run.errors += diagnostics.errors
            run.imported.skipped.append(skipped(file, index: index, set: set))
        }
        guard run.errors.isEmpty else { return .failure(DiagnosticsError(run.errors)) }
        return .success(run.imported)
    }

    /// What one import has made so far.
    private struct Run {
        let files: [SourceFile]
        let set: SourceSet
        let index: DeclarationIndex
        let classes: ClassHierarchy
        var imported = SwiftSourceImporter.Imported(specs: [], skipped: [])
        var errors: [Diagnostic] = []
        var usedFiles: Set<String> = []
        /// The types of the views the screens' code placed.
        var placedTypes: Set<String> = []
    }

    /// What a spec is made of: a screen (a view controller whose root view is analysed), or a view
    /// no screen places, analysed on its own (`ComponentHost`).
    private enum Subject {
        case screen(DeclarationIndex.TypeDeclaration)
        case component(DeclarationIndex.TypeDeclaration)

        var type: DeclarationIndex.TypeDeclaration {
            switch self {
            case .screen(let type), .component(let type): type
            }
        }
    }

    /// The view types of the files whose screens are this import's that no screen placed, most
    /// derived only.
    private func components(index: DeclarationIndex, set: SourceSet, placed: Set<String>) -> [DeclarationIndex.TypeDeclaration] {
        let subclassed = Set(index.types.compactMap(\.superclass))
        return index.types.filter { type in
            guard TypeRole.of(type.name, in: index) == .view, !subclassed.contains(type.name), !placed.contains(type.name),
                  let file = set.file(of: type.node) else { return false }
            return screenFiles.contains(file.path) && file.appKitModule == nil
        }
    }

    private func importSubject(_ subject: Subject, into run: inout Run) {
        let type = subject.type
        guard let file = run.set.file(of: type.node), let source = sources.first(where: { $0.path == file.path }) else { return }
        let diagnostics = ImportDiagnostics()
        Self.reportSyntaxErrors(in: file, diagnostics: diagnostics)
        let interpreter = Interpreter(sources: run.set, index: run.index, diagnostics: diagnostics)
        interpreter.assets = assets
        let typeLocation = Self.nameLocation(of: type, in: run.set)
        let handlers: [KeyboardHandlerScope]
        switch subject {
        case .screen:
            let prebuilt = source.prebuilt[type.name]
            if let prebuilt { interpreter.seed(prebuilt) }
            interpreter.run(screen: type.name)
            if let prebuilt { interpreter.reportUnfollowedConstants(prebuilt, in: file) }
            handlers = interpreter.keyboardHandlers(of: type.name)
            interpreter.reportUnmodelledKeyboardHandlers(handlers)
            interpreter.reportViewMovesOutside(handlers)
            run.placedTypes.formUnion(interpreter.objects.placedTypeNames)
        case .component:
            let host = interpreter.run(component: type.name, at: typeLocation)
            diagnostics.report(.warning(.unsupportedConstruct, at: typeLocation,
                                        "approximated: no screen kbcov read places \(type.name); it is analysed on its own, \(host.phrase)"))
            handlers = []
        }
        let contributing = run.files.filter { $0.path == file.path || interpreter.ranCode(in: $0) }
        let requested = Set(sources.filter { !$0.isContext }.map(\.path))
        guard contributing.contains(where: { requested.contains($0.path) }) else { return }
        let annotations = source.settings.views.map(ViewAnnotation.init)
            + contributing.flatMap { DirectiveComments.annotations(in: $0, diagnostics: diagnostics) }
        let recreated = interpreter.recreatedConstraints(handlers: handlers)
        let parts = SpecAssembler(book: interpreter.book, objects: interpreter.objects, classes: run.classes, diagnostics: diagnostics)
            .assemble(annotations: annotations, sidecar: source.settings, keyboardUpdates: interpreter.attributed(interpreter.keyboardUpdates, to: handlers),
                      switched: interpreter.keyboardActivations(handlers: handlers, recreated: recreated), recreated: Set(recreated.keys),
                      textWrites: TextWrites(in: contributing))
        run.errors += diagnostics.errors
        var spec = LayoutSpec(path: file.path, name: source.settings.name ?? type.name, keyboardGuide: interpreter.book.guideSettings,
                              views: parts.views, guides: parts.guides, constraints: parts.constraints, tracked: parts.tracked, stacks: parts.stacks,
                              environments: source.settings.environments, deploymentTarget: source.settings.deploymentTarget)
        spec.keyboardHandling = parts.keyboardHandling
        spec.keyboardActivations = parts.keyboardActivations
        spec.keyboardInsets = parts.keyboardInsets
        spec.keyboardViewMove = parts.keyboardViewMove
        if case .screen = subject, let orientations = OrientationOverride.phoneOrientations(of: type.name, index: run.index, sources: run.set) {
            spec.phoneOrientations = orientations
            diagnostics.report(.warning(.orientationsLimited, at: orientations.location,
                "\(type.name) turns only to \(orientations.phrase) on iPhone (its supportedInterfaceOrientations), as UIKit shows it when it is the root or a full-screen screen: \(orientations.analysedAs)"))
        }
        if case .screen = subject, let (manager, location) = keyboardManager,
           spec.views.contains(where: \.isTypedIn) {
            diagnostics.report(.libraryKeyboardHandling(manager.name, manager.effect, at: location))
        }
        run.errors += SpecSizeLimits.problems(of: spec)
        let ownConstraints = spec.allConstraints.filter { constraint in
            if case .component = subject { return !ComponentHost.placementIDs.contains(constraint.id) }
            return true
        }
        guard !ownConstraints.isEmpty else {
            // A view with no constraints of its own is not a component worth a spec; its file stays skipped.
            if case .component = subject { return }
            run.usedFiles.formUnion(contributing.map(\.path))
            run.imported.skipped.append(SkippedInput(
                path: file.path, name: spec.name, reason: .nothingToAnalyse,
                message: "\(type.name) makes no active or tracked constraints kbcov could read (it reads anchor factories, NSLayoutConstraint(item:…), visual formats, activate and setConstraints)",
                location: typeLocation, warnings: diagnostics.warnings))
            return
        }
        run.usedFiles.formUnion(contributing.map(\.path))
        let specWarnings = SpecWarnings.warnings(for: spec, trackedKey: spec.tracked.first?.location,
                                                 deploymentTargetValue: source.settings.deploymentTargetLocation)
        spec.warnings = (diagnostics.warnings + specWarnings).sorted { $0.location < $1.location }
        run.imported.specs.append(spec)
    }

    /// Why a file gave no screen: its views are placed by no view controller and make no
    /// constraints of their own, or it has no view code.
    private func skipped(_ file: SourceFile, index: DeclarationIndex, set: SourceSet) -> SkippedInput {
        let diagnostics = ImportDiagnostics()
        Self.reportSyntaxErrors(in: file, diagnostics: diagnostics)
        let declared = index.types.filter { set.file(of: $0.node)?.path == file.path }
        let start = SpecLocation(file: file.path, line: 1, column: 1)
        let fileName = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        if let module = file.appKitModule {
            return SkippedInput(path: file.path, name: declared.first?.name ?? fileName, reason: .notAScreen,
                                message: "an AppKit (macOS) file: it imports \(module) and not UIKit; kbcov analyses UIKit screens, of iOS, iPadOS and tvOS",
                                location: start, warnings: diagnostics.warnings)
        }
        if let view = declared.first(where: { TypeRole.of($0.name, in: index) == .view }) {
            let base = index.lineage(of: view.name).last ?? "UIView"
            return SkippedInput(path: file.path, name: view.name, reason: .notAScreen,
                                message: "\(view.name) is a view (\(base)) that no view controller in the analysed files places, and it makes no constraints kbcov could read; kbcov analyses screens, and views that lay out their subviews on their own",
                                location: Self.nameLocation(of: view, in: set),
                                warnings: diagnostics.warnings)
        }
        return SkippedInput(path: file.path, name: declared.first?.name ?? fileName, reason: .nothingToAnalyse,
                            message: "no view controller here, and no analysed screen runs its code",
                            location: start, warnings: diagnostics.warnings)
    }

    private static func nameLocation(of type: DeclarationIndex.TypeDeclaration, in set: SourceSet) -> SpecLocation {
        if let declaration = type.node.as(ClassDeclSyntax.self) { return set.location(of: declaration.name) }
        return set.location(of: type.node)
    }

    /// The parser recovers from syntax errors; the import goes on with a warning at the first.
    static func reportSyntaxErrors(in file: SourceFile, diagnostics: ImportDiagnostics) {
        guard file.tree.hasError else { return }
        let first = file.tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
        let location = first.map { file.location(of: $0) } ?? SpecLocation(file: file.path, line: 1, column: 1)
        diagnostics.report(.warning(.unsupportedConstruct, at: location, "the file has Swift syntax errors here; kbcov read what it could"))
    }
}
