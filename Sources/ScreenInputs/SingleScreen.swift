import Foundation
import InterfaceBuilderImporter
import LayoutSpec
import Repairs
import SwiftImporter

/// What a command that takes one screen (`why`, `fix`) found at its path.
public enum SingleScreen {
    case screen(LayoutSpec)
    /// The file failed to load.
    case errors([Diagnostic])
    /// The file holds no screen.
    case notAScreen(SkippedInput)
    /// The file holds several screens (or none).
    case screens(count: Int)
}

extension ScreenInputs {
    /// The one screen `path` names, read as every command reads its inputs.
    public static func singleScreen(at path: String) -> SingleScreen {
        let (specs, skipped, errors) = ScreenInputs.specs(at: [path])
        guard errors.isEmpty else { return .errors(errors) }
        if specs.isEmpty, let input = skipped.first { return .notAScreen(input) }
        guard specs.count == 1, let spec = specs.first else { return .screens(count: specs.count) }
        return .screen(spec)
    }

    /// The file a spec was read from, and how to read an edited text of it with the importer that
    /// read it, so that repairs are edits of that file, proven on the edited file.
    public static func source(of spec: LayoutSpec) -> SpecSource? {
        let path = spec.path
        let document = InterfaceBuilderImporter.documentPath(of: path)
        if SpecFiles.isInterfaceBuilderFile(document) {
            guard let text = try? String(contentsOfFile: document, encoding: .utf8) else { return nil }
            return SpecSource(language: .interfaceBuilder, file: document, text: text) { edited in
                try? InterfaceBuilderImporter.load(path: path, contents: Data(edited.utf8)).get().specs.first
            }
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        if SpecFiles.isSwiftFile(path) {
            return SpecSource(language: .swift, text: text) { try? SwiftSourceImporter.load(source: $0, atPath: path).get() }
        }
        return SpecSource(language: .yaml, text: text) { try? SpecLoader.load(yaml: $0, path: path).get() }
    }
}
