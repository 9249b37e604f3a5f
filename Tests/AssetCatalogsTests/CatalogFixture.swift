import Foundation
import KbcovTestSupport

/// An asset catalog written by the test, as Xcode writes one: PNG image sets at 1x/2x/3x, a
/// single-scale PDF, an SVG in a folder that provides a namespace, and a set whose file is missing.
enum CatalogFixture {
    /// A project folder holding `App/Assets.xcassets` and an `.xcodeproj`; removed by the caller.
    static func project() throws -> URL {
        let root = TemporaryFiles.url("assets")
        let catalog = root.appendingPathComponent("App/Resources/Assets.xcassets")
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: catalog.appendingPathComponent("Contents.json"))
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let send = catalog.appendingPathComponent("send.imageset")
        try write(#"""
        {"images":[{"filename":"send.png","idiom":"universal","scale":"1x"},{"filename":"send@2x.png","idiom":"universal","scale":"2x"},
        {"filename":"send@3x.png","idiom":"universal","scale":"3x"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"send-dark@3x.png","idiom":"universal","scale":"3x"}],
        "info":{"author":"xcode","version":1}}
        """#, to: send.appendingPathComponent("Contents.json"))
        for (name, factor) in [("send.png", 1), ("send@2x.png", 2), ("send@3x.png", 3)] {
            try png(width: 24 * factor, height: 20 * factor).write(to: send.appendingPathComponent(name))
        }
        let photo = catalog.appendingPathComponent("photo.imageset")
        try write(#"{"images":[{"filename":"photo.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#,
                  to: photo.appendingPathComponent("Contents.json"))
        try write("%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [0 0 320 180] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
                  to: photo.appendingPathComponent("photo.pdf"))
        let icons = catalog.appendingPathComponent("Icons")
        try write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, to: icons.appendingPathComponent("Contents.json"))
        try write(#"{"images":[{"filename":"close.svg","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
                  to: icons.appendingPathComponent("close.imageset/Contents.json"))
        try write(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="18" height="18"><path d="M0 0h36v36z"/></svg>"#,
                  to: icons.appendingPathComponent("close.imageset/close.svg"))
        try write(#"{"images":[{"filename":"gone@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#,
                  to: catalog.appendingPathComponent("gone.imageset/Contents.json"))
        return root
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A PNG header as encoders write it: signature, `IHDR` (8-bit RGBA) with its CRC, `IEND`.
    static func png(width: Int, height: Int) -> Data {
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
