import AssetCatalogs
import ExactGeometry
import Foundation
import KbcovTestSupport
import Testing

/// Image sets resolve to the point size `UIImage.size` has: PNG pixels over the scale, a PDF's
/// page box and an SVG's size at one unit per point, names with namespaces and resources.
@Suite struct AssetCatalogTests {
    @Test func namesResolveToPointSizes() throws {
        let project = try CatalogFixture.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let screen = project.appendingPathComponent("App/Screens/Profile/ProfileViewController.swift").path
        let catalog = AssetCatalog.discover(near: [screen])
        #expect(catalog.catalogs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Assets.xcassets"])
        #expect(catalog.image(named: "send") == .size(ImageSize(width: 24, height: 20)))
        #expect(catalog.image(named: "photo") == .size(ImageSize(width: 320, height: 180)))
        #expect(catalog.image(named: "Icons/close") == .size(ImageSize(width: 18, height: 18)))
        #expect(catalog.image(resource: "send") == .size(ImageSize(width: 24, height: 20)))
        guard case .unknown(let missing) = catalog.image(named: "close") else { Issue.record("a namespaced set needs its folder"); return }
        #expect(missing == "no image set named 'close' in the project's asset catalogs (Assets.xcassets)")
        guard case .unknown(let gone) = catalog.image(named: "gone") else { Issue.record("the file is missing"); return }
        #expect(gone == "'gone.imageset/gone@2x.png': the file cannot be read")
    }

    @Test func noCatalogSaysSo() {
        let lookup = AssetCatalog.empty.image(named: "photo")
        #expect(lookup == .unknown(reason: "no asset catalog (*.xcassets) was found in the project, so the image named 'photo' cannot be read"))
    }

    @Test func jpegAndHEICHeaders() throws {
        let folder = TemporaryFiles.url("headers")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 90 and width 160.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x5A, 0x00, 0xA0, 0x03]
        // A HEIC's item properties: a 96 × 64 thumbnail `ispe` and the 1200 × 800 primary image's.
        func ispe(_ width: UInt8, _ widthHigh: UInt8, _ height: UInt8, _ heightHigh: UInt8) -> [UInt8] {
            [0, 0, 0, 20] + Array("ispe".utf8) + [0, 0, 0, 0, 0, 0, widthHigh, width, 0, 0, heightHigh, height]
        }
        let heic = [0, 0, 0, 24] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 12) + ispe(96, 0, 64, 0) + ispe(0xB0, 0x04, 0x20, 0x03)
        try CatalogFixture.write(#"{"images":[{"filename":"a.jpg","idiom":"universal","scale":"2x"}]}"#, to: folder.appendingPathComponent("X.xcassets/a.imageset/Contents.json"))
        try Data(jpeg).write(to: folder.appendingPathComponent("X.xcassets/a.imageset/a.jpg"))
        try CatalogFixture.write(#"{"images":[{"filename":"b.heic","idiom":"iphone","scale":"2x"}]}"#, to: folder.appendingPathComponent("X.xcassets/b.imageset/Contents.json"))
        try Data(heic).write(to: folder.appendingPathComponent("X.xcassets/b.imageset/b.heic"))
        let catalog = AssetCatalog.load(catalogs: [folder.appendingPathComponent("X.xcassets").path])
        #expect(catalog.image(named: "a") == .size(ImageSize(width: 80, height: 45)))
        #expect(catalog.image(named: "b") == .size(ImageSize(width: 600, height: 400)))
    }
}
