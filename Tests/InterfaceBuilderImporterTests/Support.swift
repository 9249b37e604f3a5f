import Foundation
import InterfaceBuilderImporter
import KeyboardStates
import LayoutSpec
import Testing

struct ImportFailure: Error, CustomStringConvertible {
    var description: String
}

enum Fixtures {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/Messages").path
    }()

    static let storyboard = "\(folder)/Base.lproj/Main.storyboard"
    static let xib = "\(folder)/ProfileEditViewController.xib"
    static func swift(_ name: String) -> String { "\(folder)/\(name).swift" }

    /// The 1-based line of the fixture that contains `text`.
    static func line(of text: String, in path: String) throws -> Int {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }
}

/// The screens of an Interface Builder document, joined with the Swift files given.
func importScreens(_ path: String, scene: String? = nil, swift: [String] = [], nearby: Bool = false) throws -> [LayoutSpec] {
    switch InterfaceBuilderImporter.load(path: path, scene: scene, swiftFiles: swift, searchingNextToDocument: nearby) {
    case .success(let result): return result.specs
    case .failure(let error): throw ImportFailure(description: error.description)
    }
}

func importScreen(_ path: String, scene: String? = nil, swift: [String] = [], nearby: Bool = false) throws -> LayoutSpec {
    let specs = try importScreens(path, scene: scene, swift: swift, nearby: nearby)
    return try #require(specs.count == 1 ? specs.first : nil, "expected one screen, got \(specs.map(\.path))")
}

/// The errors of an import that must fail.
func importErrors(_ path: String, scene: String? = nil) throws -> [Diagnostic] {
    switch InterfaceBuilderImporter.load(path: path, scene: scene, searchingNextToDocument: false) {
    case .success: throw ImportFailure(description: "the import succeeded")
    case .failure(let error): return error.diagnostics
    }
}

/// A storyboard of one scene whose root view holds `subviews` and `constraints`, as Xcode writes it.
func storyboard(subviews: String, constraints: String, controller: String = "ScreenViewController", connections: String = "", guides: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <scenes>
            <!--Screen-->
            <scene sceneID="sc1-AA-001">
                <objects>
                    <viewController id="vc1-AA-001" customClass="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-AA-01">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe-AA-01"/>
    \(guides)
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                        <connections>
    \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

extension LayoutSpec {
    /// Every constraint as `id: rule`, always-on first, then each tracked group's.
    var ruleLines: [String] { allConstraints.map { "\($0.id): \($0.rule)" } }

    /// Warnings as `line:column: message`.
    var warningLines: [String] { warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" } }

    func constraint(_ id: String) throws -> Constraint {
        try #require(allConstraints.first { $0.id == id }, "no constraint '\(id)' in \(allConstraints.map(\.id))")
    }
}
