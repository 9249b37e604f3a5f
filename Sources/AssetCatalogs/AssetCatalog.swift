import ExactGeometry
import Foundation

/// An image's size in points, as `UIImage.size` gives it: its pixels (or a vector's units)
/// divided by the scale of the file UIKit loads.
public struct ImageSize: Hashable, Sendable {
    public var width: Rational
    public var height: Rational

    public init(width: Rational, height: Rational) {
        self.width = width
        self.height = height
    }
}

/// What an image name resolves to: a size, or why kbcov cannot tell it.
public enum ImageLookup: Hashable, Sendable {
    case size(ImageSize)
    case unknown(reason: String)
}

/// The image sets of a project's asset catalogs (`*.xcassets`) by the name `UIImage(named:)`
/// and Interface Builder's `image="…"` use: the set's folder name, prefixed by the folders that
/// provide a namespace (`Icons/send`). Sizes are read when an image is looked up.
public struct AssetCatalog: Sendable {
    public static let empty = AssetCatalog(catalogs: [], imageSets: [:])

    /// The catalogs read, for messages.
    public let catalogs: [String]
    private let imageSets: [String: String]

    init(catalogs: [String], imageSets: [String: String]) {
        self.catalogs = catalogs
        self.imageSets = imageSets
    }

    /// The catalogs at `paths` (each a `*.xcassets` folder).
    public static func load(catalogs paths: [String]) -> AssetCatalog {
        var sets: [String: String] = [:]
        for catalog in paths.sorted() {
            for (name, folder) in ImageSetIndex.imageSets(in: catalog) where sets[name] == nil { sets[name] = folder }
        }
        return AssetCatalog(catalogs: paths.sorted(), imageSets: sets)
    }

    /// The catalogs of the project the files at `paths` belong to (see `CatalogDiscovery`).
    public static func discover(near paths: [String]) -> AssetCatalog {
        load(catalogs: CatalogDiscovery.catalogs(near: paths))
    }

    /// `UIImage(named: name)`, `#imageLiteral(resourceName: name)`, IB's `image="name"`.
    public func image(named name: String) -> ImageLookup {
        guard let folder = imageSets[name] else { return .unknown(reason: missing("named '\(name)'")) }
        return ImageSetReader.size(ofImageSetAt: folder)
    }

    /// `UIImage(resource: .sendIcon)`: the image set whose name Xcode turns into that symbol
    /// (its letters and digits, case aside: `send-icon`, `SendIcon` and `send_icon` are `.sendIcon`).
    public func image(resource symbol: String) -> ImageLookup {
        let key = Self.resourceKey(symbol)
        guard let name = imageSets.keys.sorted().first(where: { Self.resourceKey($0.split(separator: "/").last.map(String.init) ?? $0) == key }),
              let folder = imageSets[name] else {
            return .unknown(reason: missing("for the resource '.\(symbol)'"))
        }
        return ImageSetReader.size(ofImageSetAt: folder)
    }

    private static func resourceKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    private func missing(_ what: String) -> String {
        if catalogs.isEmpty { return "no asset catalog (*.xcassets) was found in the project, so the image \(what) cannot be read" }
        let names = catalogs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        return "no image set \(what) in the project's asset catalogs (\(names))"
    }
}
