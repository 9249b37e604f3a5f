import LayoutSpec

/// One screen of a document: a storyboard scene's view controller with its root view, or a
/// top-level view of a XIB, with the outlets that connect its objects to code.
struct InterfaceBuilderScreen {
    struct Outlet {
        var property: String
        var destination: String
        var location: SourceLocation
    }

    /// What a user reads and `--scene` matches: the view controller's label, class or comment.
    var name: String
    /// Other names `--scene` accepts: the class, the storyboard identifier, the scene's id.
    var aliases: [String]
    /// The Swift class whose code runs on this screen (the controller's `customClass`).
    var controllerClass: String?
    var root: XMLNode
    var outlets: [Outlet]
    var outletCollections: [Outlet]
    /// `topLayoutGuide` / `bottomLayoutGuide` of storyboards before iOS 11, by id.
    var legacyGuides: [String: LegacyLayoutGuide]
    var location: SourceLocation
}

/// Finds the screens of a storyboard or XIB.
enum ScreenFinder {
    static func screens(in document: XMLNode, path: String) -> Result<[InterfaceBuilderScreen], DiagnosticsError> {
        guard document.name == "document", let type = document["type"], type.contains("InterfaceBuilder3") else {
            return .failure(DiagnosticsError([.error(.invalidValue, at: document.location,
                "<\(document.name)> is not an Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or a XIB's <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">")]))
        }
        if document["useAutolayout"] == "NO" {
            return .failure(DiagnosticsError([.error(.unsupportedConstruct, at: document.location,
                "the document does not use Auto Layout (useAutolayout=\"NO\"): expected a document laid out with constraints")]))
        }
        return .success(type.contains("Storyboard") ? storyboardScreens(document) : xibScreens(document))
    }

    private static func storyboardScreens(_ document: XMLNode) -> [InterfaceBuilderScreen] {
        var screens: [InterfaceBuilderScreen] = []
        for scene in document.child(named: "scenes")?.children(named: "scene") ?? [] {
            for controller in scene.child(named: "objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let root = controller.child(key: "view") else { continue }
                let name = controller["userLabel"] ?? controller["title"] ?? controller["customClass"] ?? scene.precedingComment
                    ?? controller["storyboardIdentifier"] ?? scene["sceneID"] ?? "scene"
                var guides: [String: LegacyLayoutGuide] = [:]
                for guide in controller.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                    if let id = guide["id"] { guides[id] = guide["type"] == "bottom" ? .bottom : .top }
                }
                let connections = controller.child(named: "connections")
                screens.append(InterfaceBuilderScreen(
                    name: name, aliases: [controller["customClass"], controller["storyboardIdentifier"], scene["sceneID"], scene.precedingComment].compactMap { $0 },
                    controllerClass: controller["customClass"], root: root,
                    outlets: outlets(connections, "outlet"), outletCollections: outlets(connections, "outletCollection"),
                    legacyGuides: guides, location: controller.location))
            }
        }
        return screens
    }

    private static func xibScreens(_ document: XMLNode) -> [InterfaceBuilderScreen] {
        let objects = document.child(named: "objects")?.children ?? []
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerConnections = owner?.child(named: "connections")
        let ownerOutlets = outlets(ownerConnections, "outlet")
        return objects.filter { InterfaceBuilderClasses.viewClasses[$0.name] != nil }.map { view in
            let ownsView = ownerOutlets.contains { $0.property == "view" && $0.destination == view["id"] }
            let controllerClass = ownsView ? owner?["customClass"] : view["customClass"] ?? owner?["customClass"]
            let own = view.child(named: "connections")
            let name = view["userLabel"] ?? controllerClass ?? view["id"] ?? "view"
            return InterfaceBuilderScreen(
                name: name, aliases: [controllerClass, view["id"]].compactMap { $0 }, controllerClass: controllerClass, root: view,
                outlets: ownerOutlets + outlets(own, "outlet"),
                outletCollections: outlets(ownerConnections, "outletCollection") + outlets(own, "outletCollection"),
                legacyGuides: [:], location: view.location)
        }
    }

    private static func outlets(_ connections: XMLNode?, _ element: String) -> [InterfaceBuilderScreen.Outlet] {
        (connections?.children(named: element) ?? []).compactMap { outlet in
            guard let property = outlet["property"], let destination = outlet["destination"] else { return nil }
            return .init(property: property, destination: destination, location: outlet.location)
        }
    }
}
