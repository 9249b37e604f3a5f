import Foundation
@testable import InterfaceBuilderImporter

extension FuzzTarget {
    /// Storyboards and XIBs: the XML reader, the scenes, views, stack views and constraints of
    /// every screen, without Swift files to join (no file is read or written per input).
    static let interfaceBuilder = FuzzTarget(name: "ib") { input in
        let path = "Fuzz.storyboard"
        guard case .success(let document) = XMLTree.parse(input, path: path),
              case .success(let screens) = ScreenFinder.screens(in: document, path: path) else { return }
        let finder = ControllerFinder(candidates: [], documentPath: nil)
        // The document's own image sizes; no asset catalog is looked for on disk.
        let images = DocumentImages(assets: .empty, document: document)
        for (screen, fragment) in zip(screens, SceneFragments.fragments(for: screens.map(\.name))) {
            _ = ScreenJoin.spec(for: screen, path: "\(path)#\(fragment)", finder: finder, images: images)
        }
    }
}
