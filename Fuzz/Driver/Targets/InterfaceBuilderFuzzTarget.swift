import Foundation
@testable import InterfaceBuilderImporter

extension FuzzTarget {
    /// Storyboards and XIBs: the XML reader, the scenes, views, stack views and constraints of
    /// every screen, without Swift files to join (no file is read or written per input).
    static let interfaceBuilder = FuzzTarget(name: "ib") { input in
        let path = "Fuzz.storyboard"
        guard case .success(let screens) = XMLTree.parse(input, path: path).flatMap({ ScreenFinder.screens(in: $0, path: path) }) else { return }
        let finder = ControllerFinder(candidates: [], documentPath: nil)
        for (screen, fragment) in zip(screens, SceneFragments.fragments(for: screens.map(\.name))) {
            _ = ScreenJoin.spec(for: screen, path: "\(path)#\(fragment)", finder: finder)
        }
    }
}
