import ExactGeometry
import Foundation
import InterfaceBuilderImporter
import LayoutSpec
import SwiftImporter
import Testing

/// A Swift screen and a XIB of one project, using its asset catalog: image views take their
/// images' sizes, an SF Symbol the table's, an aspect ratio computed from `image.size` the
/// image's, and what kbcov cannot find is said where the view is.
@Suite struct ImageScreenTests {
    static let profileScreen = """
    import UIKit

    final class ProfileViewController: UIViewController {
        private let header = UIImageView(image: UIImage(named: "photo"))
        private let sendIcon = UIImageView()
        private let closeIcon = UIImageView(image: #imageLiteral(resourceName: "Icons/close"))
        private let star = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .large)))
        private let banner = UIImageView(image: UIImage(named: "banner"))

        override func viewDidLoad() {
            super.viewDidLoad()
            sendIcon.image = UIImage(resource: .send).withRenderingMode(.alwaysTemplate)
            [header, sendIcon, closeIcon, star, banner].forEach(view.addSubview)
            let bannerRatio = banner.image!.size.width / banner.image!.size.height
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: header.image!.size.height / header.image!.size.width),
                sendIcon.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                sendIcon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                closeIcon.centerYAnchor.constraint(equalTo: sendIcon.centerYAnchor),
                closeIcon.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                star.centerYAnchor.constraint(equalTo: sendIcon.centerYAnchor),
                star.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                banner.topAnchor.constraint(equalTo: sendIcon.bottomAnchor, constant: 8),
                banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                banner.widthAnchor.constraint(equalTo: banner.heightAnchor, multiplier: bannerRatio),
            ])
        }
    }
    """

    @Test func aSwiftScreenTakesItsImagesSizes() throws {
        let project = try CatalogFixture.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let path = project.appendingPathComponent("App/Screens/ProfileViewController.swift")
        try CatalogFixture.write(Self.profileScreen, to: path)
        let spec = try SwiftSourceImporter.load(path: path.path).get()
        let size = { (name: String) in Self.intrinsicSize(of: name, in: spec) }
        #expect(size("header") == "320 × 180")
        #expect(size("sendIcon") == "24 × 20")
        #expect(size("closeIcon") == "18 × 18")
        // A symbol and an image kbcov cannot find are ranges, never one guessed figure.
        #expect(size("star") == "- × -" && Self.contentRange(of: "star", in: spec) == "13–52 × 19.5–39")
        #expect(size("banner") == "- × -" && Self.contentRange(of: "banner", in: spec) == "0–2048 × 0–2048")
        let rules = spec.allConstraints.map(\.rule)
        #expect(rules.contains("header.height == 0.5625 * header.width"))
        // The banner's unknown ratio is no constraint: its width is a size of its own, any, required.
        #expect(!rules.contains { $0.hasPrefix("banner.width") })
        let banner = try #require(spec.views.first { $0.name == "banner" })
        #expect(banner.contentWidth == ContentRanges.proportionalSide && banner.hugging.horizontal == .required
            && banner.compressionResistance.horizontal == .required)
        let messages = spec.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(messages.contains("7:24: approximated: 'star' shows the SF Symbol 'star.fill' (point size 20, large scale), whose size depends on the symbol: kbcov takes any width of 13–52 pt and height of 19.5–39 pt; state its size to narrow it, as in '// kbcov: star intrinsicSize 320x200' or in the sidecar"), "\(messages)")
        #expect(messages.contains("8:26: 'banner' shows the image 'banner', whose size kbcov cannot read: no image set named 'banner' in the project's asset catalogs (Assets.xcassets); kbcov analyses it at every size up to 2048 pt; state its size to narrow it, as in '// kbcov: banner intrinsicSize 320x200' or in the sidecar"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("14:27: 'banner' keeps the aspect ratio of the image 'banner', which kbcov cannot see (no image set named 'banner'")
            && $0.hasSuffix("): kbcov analyses its width at every size up to 2048 pt, for whatever other side it gets; state the image's size to narrow it") },
                "\(messages)")
        #expect(messages.count == 3, "\(messages)")
    }

    @Test func aStatedSizeWinsOverTheCatalog() throws {
        let project = try CatalogFixture.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let path = project.appendingPathComponent("App/Screens/ProfileViewController.swift")
        try CatalogFixture.write(Self.profileScreen.replacingOccurrences(of: "    private let header", with: "    // kbcov: header intrinsicHeight 200\n    private let header"), to: path)
        let header = try #require(try SwiftSourceImporter.load(path: path.path).get().views.first { $0.name == "header" })
        #expect(header.intrinsicWidth == 320 && header.intrinsicHeight == 200)
    }

    /// `13–52 × 19.5–39`: the view's content ranges.
    static func contentRange(of name: String, in spec: LayoutSpec) -> String {
        let view = spec.views.first { $0.name == name }
        let range = { (range: ContentRange?) in range.map { "\($0.minimum.decimalString())–\($0.maximum.decimalString())" } ?? "-" }
        return "\(range(view?.contentWidth)) × \(range(view?.contentHeight))"
    }

    /// `320 × 180`, `- × 18` for a view with no width.
    static func intrinsicSize(of name: String, in spec: LayoutSpec) -> String {
        let view = spec.views.first { $0.name == name }
        return "\(view?.intrinsicWidth?.decimalString() ?? "-") × \(view?.intrinsicHeight?.decimalString() ?? "-")"
    }

    static let searchHeader = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" userLabel="SearchHeader" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="390" height="120"/>
                <subviews>
                    <imageView userLabel="logo" image="send" translatesAutoresizingMaskIntoConstraints="NO" id="img-1">
                        <rect key="frame" x="16" y="16" width="40" height="40"/>
                    </imageView>
                    <imageView userLabel="badge" image="verified" translatesAutoresizingMaskIntoConstraints="NO" id="img-2">
                        <rect key="frame" x="16" y="64" width="16" height="16"/>
                    </imageView>
                    <textField userLabel="searchField" translatesAutoresizingMaskIntoConstraints="NO" id="fld-1">
                        <rect key="frame" x="48" y="27" width="278" height="18"/>
                    </textField>
                    <button userLabel="clearButton" translatesAutoresizingMaskIntoConstraints="NO" id="btn-1">
                        <rect key="frame" x="334" y="24" width="24" height="24"/>
                    </button>
                    <button userLabel="infoButton" translatesAutoresizingMaskIntoConstraints="NO" id="btn-2">
                        <rect key="frame" x="40" y="64" width="24" height="24"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="img-1" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstItem="img-1" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="16" id="c2"/>
                    <constraint firstItem="fld-1" firstAttribute="leading" secondItem="img-1" secondAttribute="trailing" constant="8" id="c3"/>
                    <constraint firstItem="btn-1" firstAttribute="leading" secondItem="fld-1" secondAttribute="trailing" constant="8" id="c4"/>
                    <constraint firstAttribute="trailing" secondItem="btn-1" secondAttribute="trailing" constant="16" id="c5"/>
                    <constraint firstItem="fld-1" firstAttribute="centerY" secondItem="img-1" secondAttribute="centerY" id="c6"/>
                    <constraint firstItem="btn-1" firstAttribute="centerY" secondItem="fld-1" secondAttribute="centerY" id="c7"/>
                    <constraint firstItem="img-2" firstAttribute="leading" secondItem="img-1" secondAttribute="leading" id="c8"/>
                    <constraint firstItem="img-2" firstAttribute="top" secondItem="img-1" secondAttribute="bottom" constant="8" id="c9"/>
                    <constraint firstItem="btn-2" firstAttribute="leading" secondItem="img-2" secondAttribute="trailing" constant="8" id="c10"/>
                    <constraint firstItem="btn-2" firstAttribute="centerY" secondItem="img-2" secondAttribute="centerY" id="c11"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="send" width="48" height="48"/>
            <image name="verified" width="16" height="15"/>
        </resources>
    </document>
    """

    /// The catalog's image wins over the size the document recorded; an image the catalogs lack
    /// takes the recorded size; a field and icon buttons take their design frame on the axes no
    /// constraint sizes, not the class defaults (34 pt high).
    @Test func aXIBTakesImagesAndDesignSizes() throws {
        let project = try CatalogFixture.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let path = project.appendingPathComponent("App/Views/SearchHeader.xib")
        try CatalogFixture.write(Self.searchHeader, to: path)
        let spec = try #require(try InterfaceBuilderImporter.load(path: path.path).get().specs.first)
        let size = { (name: String) in Self.intrinsicSize(of: name, in: spec) }
        #expect(size("logo") == "24 × 20")
        #expect(size("badge") == "16 × 15")
        #expect(size("searchField") == "- × 18")
        #expect(size("clearButton") == "- × 24")
        #expect(size("infoButton") == "24 × 24")
        #expect(!spec.warnings.contains { $0.message.contains("whose size kbcov cannot read") }, "\(spec.warnings.map(\.message))")
    }
}
