import Foundation

/// The repository the tests run in.
public enum Repository {
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The shipped `specs/` folder.
    public static let specs = root.appendingPathComponent("specs").path
}

/// A temporary folder with the given files (paths relative to it), in `TemporaryFiles`.
public func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = TemporaryFiles.url("folder")
    for (relative, text) in files {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}

/// `Examples/SampleApp`: a Swift package that adds kbcov as a dependency, its UIKit screens in
/// a folder its target does not compile.
public enum SampleApp {
    public static let folder = Repository.root.appendingPathComponent("Examples/SampleApp")
    public static let screens = folder.appendingPathComponent("Sources/SampleApp/Screens")
}
