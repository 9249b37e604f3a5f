import LayoutSpec
import SwiftImporter

/// Makes a screen's spec: from Interface Builder alone, or joined with its view controller's
/// Swift code, which then runs on the storyboard's objects.
enum ScreenJoin {
    struct Joined {
        /// The screen's spec, or `nil` when it has nothing to analyse (then `skipped` says why).
        var spec: LayoutSpec?
        var skipped: SkippedInput?
        var joinedFile: String?
    }

    static func spec(for screen: InterfaceBuilderScreen, path: String, finder: ControllerFinder,
                     images: DocumentImages) -> Result<Joined, DiagnosticsError> {
        ScreenJoin.join(screen, path: path, finder: finder, images: images).map { joined in
            guard let spec = joined.spec, spec.views.isEmpty, spec.allConstraints.isEmpty else { return joined }
            return Joined(spec: nil, skipped: nothingToAnalyse(screen, path: path, warnings: spec.warnings), joinedFile: joined.joinedFile)
        }
    }

    private static func nothingToAnalyse(_ screen: InterfaceBuilderScreen, path: String, warnings: [Diagnostic]) -> SkippedInput {
        SkippedInput(path: path, name: screen.name, reason: .nothingToAnalyse,
                     message: "the screen has no subviews or constraints kbcov could read, so no state of it is known to be clean",
                     location: screen.location, warnings: warnings)
    }

    private static func join(_ screen: InterfaceBuilderScreen, path: String, finder: ControllerFinder,
                             images: DocumentImages) -> Result<Joined, DiagnosticsError> {
        let parts = ScreenParts(screen: screen, images: images)
        guard parts.errors.isEmpty else { return .failure(DiagnosticsError(parts.errors)) }
        var spec = LayoutSpec(path: path, name: screen.name, keyboardGuide: parts.keyboardGuide, views: parts.views,
                              guides: Dictionary(parts.scrollGuides.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }),
                              constraints: parts.scrollGuides.flatMap(\.placement) + parts.constraints, stacks: parts.stacks)
        var warnings = parts.warnings
        guard let controller = screen.controllerClass, let swiftFile = finder.file(declaring: controller) else {
            if let controller = screen.controllerClass {
                let outlets = parts.constraintOutlets.keys.sorted()
                let named = outlets.isEmpty ? "" : " — the outlet constraint\(outlets.count == 1 ? "" : "s") \(outlets.joined(separator: ", ")), for one, may be set from keyboard notifications there"
                warnings.append(.warning(.unsupportedConstruct, at: screen.location,
                    "the view controller '\(controller)' is not among the analysed Swift files: what its code does to this screen is not applied\(named); analyse its Swift file or folder with the document"))
            }
            spec.warnings = (warnings + SpecWarnings.warnings(for: spec, trackedKey: nil, deploymentTargetValue: nil)).sorted { $0.location < $1.location }
            return .success(Joined(spec: spec, skipped: nil, joinedFile: nil))
        }
        let prebuilt = PrebuiltLayout(
            views: parts.views.map { view in
                PrebuiltLayout.View(declaration: view, outlet: parts.viewOutlets.first { $0.value == view.name }?.key,
                                    superview: parts.superviews[view.name], stack: parts.stacks.first { $0.name == view.name })
            },
            scrollGuides: parts.scrollGuides, constraints: parts.constraints, constraintOutlets: parts.constraintOutlets,
            outletCollections: parts.outletCollections, keyboardGuide: parts.keyboardGuide)
        let imported = SwiftSourceImporter.load(path: swiftFile, screen: controller, prebuilt: prebuilt,
                                                contextPaths: finder.candidates.filter { $0 != swiftFile }, assets: images.assets)
        switch imported {
        case .failure(let error): return .failure(error)
        case .success(let imported):
            guard let code = imported.specs.first else {
                let skipped = imported.skipped.first { $0.name == controller } ?? imported.skipped.first
                return .success(Joined(spec: nil, skipped: nothingToAnalyse(screen, path: path, warnings: warnings + (skipped?.warnings ?? [])),
                                       joinedFile: swiftFile))
            }
            spec.keyboardGuide = code.keyboardGuide
            spec.views = merged(parts.views, code.views)
            spec.guides = code.guides
            spec.constraints = code.constraints
            spec.tracked = code.tracked
            spec.stacks = merged(parts.stacks, code.stacks)
            spec.environments = code.environments
            spec.deploymentTarget = code.deploymentTarget
            spec.keyboardHandling = code.keyboardHandling
            spec.keyboardActivations = code.keyboardActivations
            spec.keyboardInsets = code.keyboardInsets
            spec.keyboardViewMove = code.keyboardViewMove
            spec.phoneOrientations = code.phoneOrientations
            spec.warnings = (warnings + code.warnings).sorted { $0.location < $1.location }
            return .success(Joined(spec: spec, skipped: nil, joinedFile: swiftFile))
        }
    }

    /// IB's views in IB's order, with what the code and its `// kbcov:` comments or sidecar say of
    /// them, then the views the code makes.
    private static func merged(_ interfaceBuilder: [ViewDeclaration], _ code: [ViewDeclaration]) -> [ViewDeclaration] {
        joined(interfaceBuilder, code, name: \.name) { view, annotated in
            var view = view
            view.keepVisible = view.keepVisible || annotated.keepVisible
            // Read-only in the storyboard or in the code (`textView.isEditable = false` on an outlet).
            view.isEditable = view.isEditable && annotated.isEditable
            // The code ran on the document's settings (`ViewSettings(drawn:)`): what it leaves is the document's.
            view.isHidden = annotated.isHidden
            view.isBorderless = annotated.isBorderless
            view.drawsWithoutConfiguration = annotated.drawsWithoutConfiguration
            view.font = annotated.font
            view.growsWithLines = annotated.growsWithLines
            view.isScrollEnabled = annotated.isScrollEnabled
            view.contentInsetAdjustment = annotated.contentInsetAdjustment
            view.alwaysBounceVertical = annotated.alwaysBounceVertical
            view.intrinsicWidth = annotated.intrinsicWidth ?? view.intrinsicWidth
            view.intrinsicHeight = annotated.intrinsicHeight ?? view.intrinsicHeight
            view.hugging = annotated.hugging
            view.compressionResistance = annotated.compressionResistance
            return view
        }
    }

    /// IB's stack views as the code leaves them (it ran on their arrangements), then the stack
    /// views the code makes.
    private static func merged(_ interfaceBuilder: [StackViewDeclaration], _ code: [StackViewDeclaration]) -> [StackViewDeclaration] {
        joined(interfaceBuilder, code, name: \.name) { _, code in code }
    }

    /// IB's items in IB's order, each joined with the code's of its name, then the code's others.
    private static func joined<Item>(
        _ interfaceBuilder: [Item], _ code: [Item], name: (Item) -> String, _ join: (Item, Item) -> Item
    ) -> [Item] {
        let byName = Dictionary(code.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(interfaceBuilder.map(name))
        return interfaceBuilder.map { item in byName[name(item)].map { join(item, $0) } ?? item } + code.filter { !names.contains(name($0)) }
    }
}
