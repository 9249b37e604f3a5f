import Foundation
import KbcovTestSupport
import Testing

@Suite struct FixTests {
    static let twoTrailing = "Tests/RepairsTests/Fixtures/two-trailing-constraints.yaml"
    static let environments = ["--environments", "ipad-pro-12-9/landscape/full/ltr"]
    /// A spec whose only finding no repair in the search space removes.
    static let bannerWiderThanTheScreen = """
        kbcov: 1
        name: A banner wider than the screen
        views:
          banner: { intrinsicSize: { width: 300, height: 44 } }
        constraints:
          - { id: bannerLeading, rule: banner.leading == safeArea.leading }
          - { id: bannerTop, rule: banner.top == safeArea.top }
          - { id: bannerWide, rule: banner.width == 3000 }

        """

    @Test func aProvenRepairForEveryFindingExitsZero() throws {
        let result = try CLI.run(["fix", Self.twoTrailing, "--constraint", "editViewToFloatingKeyboardTrailing", "--jobs", "2"] + Self.environments)
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output.contains("repair: change editViewToDockedKeyboardTrailing's constant from 0 to 8"))
        #expect(result.output.contains("+       - { id: editViewToDockedKeyboardTrailing, rule: keyboard.trailing == editView.trailing + 8 }"))
    }

    /// A message bar drawn in Interface Builder: the send button's trailing edge is pinned to the
    /// keyboard guide twice, 16 pt and 20 pt inside it (two trailing constraints whose constants
    /// differ): the two cannot both hold in any iPhone state. The repair is an edit of the
    /// storyboard's `<constraint>` element, and the edited storyboard analyses clean.
    @Test func aStoryboardRepairEditsItsConstraintElement() throws {
        let storyboard = try CLI.temporarySpec(Self.messageBar, name: "MessageBar.storyboard")
        let result = try CLI.run(["fix", storyboard, "--format", "json", "--environments", "iphone"])
        #expect(result.exitCode == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let problem = try #require((document["problems"] as? [[String: Any]])?.first)
        #expect(problem["kind"] as? String == "conflict")
        let repair = try #require(problem["repair"] as? [String: Any])
        #expect((repair["specEdits"] as? [Any])?.isEmpty == true)
        let edit = try #require((repair["sourceEdits"] as? [[String: Any]])?.first)
        #expect(edit["file"] as? String == storyboard)
        let before = try #require((edit["before"] as? [String])?.first)
        let after = try #require((edit["after"] as? [String])?.first)
        #expect(before.contains("<constraint ") && after.contains("<constraint "))
        #expect(before.contains(#"constant="16" identifier="sendTrailing""#))
        #expect(after == before.replacingOccurrences(of: #"constant="16""#, with: #"constant="20""#))

        let line = try #require(edit["startLine"] as? Int)
        var lines = Self.messageBar.components(separatedBy: "\n")
        lines[line - 1] = after
        let repaired = try CLI.temporarySpec(lines.joined(separator: "\n"), name: "MessageBar.storyboard")
        let check = try CLI.run(["check", repaired, "--environments", "iphone"])
        #expect(check.exitCode == 0, "\(check.output)")
    }

    static let messageBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController title="Message Bar" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="249" horizontalCompressionResistancePriority="749" borderStyle="roundedRect" placeholder="Message" translatesAutoresizingMaskIntoConstraints="NO" id="fld">
                                        <rect key="frame" x="16" y="700" width="920" height="34"/>
                                    </textField>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                        <rect key="frame" x="944" y="700" width="64" height="34"/>
                                        <state key="normal" title="Send"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sfa"/>
                                <keyboardLayoutGuide key="keyboard" id="kbd"/>
                                <constraints>
                                    <constraint firstItem="fld" firstAttribute="leading" secondItem="sfa" secondAttribute="leading" constant="16" identifier="fieldLeading" id="c01"/>
                                    <constraint firstItem="btn" firstAttribute="leading" secondItem="fld" secondAttribute="trailing" constant="8" identifier="sendAfterField" id="c02"/>
                                    <constraint firstItem="kbd" firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="16" identifier="sendTrailing" id="c03"/>
                                    <constraint firstItem="kbd" firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="20" identifier="sendTrailingToKeyboard" id="c04"/>
                                    <constraint firstItem="kbd" firstAttribute="top" secondItem="fld" secondAttribute="bottom" constant="8" identifier="fieldAboveKeyboard" id="c05"/>
                                    <constraint firstItem="btn" firstAttribute="centerY" secondItem="fld" secondAttribute="centerY" identifier="sendCenterY" id="c06"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func findingsWithoutARepairExitOne() throws {
        let spec = try CLI.temporarySpec(Self.bannerWiderThanTheScreen)
        let result = try CLI.run(["fix", spec, "--format", "json"] + Self.environments)
        #expect(result.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "kbcov-fix/1")
        #expect(document["fixed"] as? Bool == false)
    }

    @Test func unknownConstraintsAndMalformedFingerprintsAreInputErrors() throws {
        let constraint = try CLI.run(["fix", Self.twoTrailing, "--constraint", "editViewToDockedKeyboardTrailin"] + Self.environments)
        #expect(constraint.exitCode == 2)
        #expect(constraint.errors.contains("did you mean 'editViewToDockedKeyboardTrailing'"))
        let malformed = try CLI.run(["fix", Self.twoTrailing, "--finding", "{\"kind\": "] + Self.environments)
        #expect(malformed.exitCode == 2)
        #expect(malformed.errors.contains("expected a finding fingerprint as JSON"))
        let unmatched = try CLI.run(["fix", Self.twoTrailing, "--finding", #"{"state": "nowhere", "kind": "conflict"}"#] + Self.environments)
        #expect(unmatched.exitCode == 2)
        #expect(unmatched.errors.contains("no finding of the analysed states matches"))
        let format = try CLI.run(["fix", Self.twoTrailing, "--format", "junit"])
        #expect(format.exitCode == 2)
    }
}

@Suite struct FixSwiftSourceTests {
    /// For a Swift input the repair is a source edit, proven on the edited file imported again.
    /// The text field's width is stated, as an app states it in its sidecar: with any typed text
    /// it could be, no priority keeps the edit view on screen and beside the keyboard at once.
    @Test func theSqueezeInSwiftIsRepairedByAPriorityAssignment() throws {
        let sidecar = try String(contentsOfFile: "specs/swift/EditViewController.kbcov.yaml", encoding: .utf8)
            .replacingOccurrences(of: "  editView:\n", with: "  textField:\n    intrinsicSize: { width: 100 }\n  editView:\n")
        let folder = try temporaryFolder([
            "EditViewController.swift": try String(contentsOfFile: "specs/swift/EditViewController.swift", encoding: .utf8),
            "EditViewController.kbcov.yaml": sidecar,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("EditViewController.swift").path
        let result = try CLI.run([
            "fix", source, "--constraint", "editViewToKeyboardLeading",
            "--environments", "ipad-pro-12-9/landscape/split-half-right/ltr", "--format", "json",
        ])
        #expect(result.exitCode == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let problem = try #require((document["problems"] as? [[String: Any]])?.first)
        let repair = try #require(problem["repair"] as? [String: Any])
        let edits = try #require(repair["sourceEdits"] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits.first?["file"] as? String == source)
        // Below the text field's horizontal compression resistance (.defaultHigh - 1), so the pin gives way first.
        #expect((edits.first?["after"] as? [String])?.last == "        editViewToDockedKeyboardTrailing.priority = UILayoutPriority(748)")
        #expect((repair["specEdits"] as? [Any])?.isEmpty == true)
    }
}
