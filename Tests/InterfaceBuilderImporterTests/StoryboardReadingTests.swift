import ExactGeometry
import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing
import UIKitLayout

/// Storyboards read on their own: scenes, views, constraints in every form Xcode writes them,
/// each located at its element.
@Suite struct StoryboardReadingTests {
    @Test func everySceneWithAViewControllerIsAScreen() throws {
        let specs = try importScreens(Fixtures.storyboard)
        #expect(specs.map(\.path) == ["\(Fixtures.storyboard)#Compose", "\(Fixtures.storyboard)#Reply"])
        #expect(specs.map(\.name) == ["Compose", "Reply"])
    }

    @Test func theComposeSceneReadsAsDrawn() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Compose")
        #expect(spec.ruleLines == [
            "button.height: button.height == 44",
            "textView.top-safeArea.top: textView.top == safeArea.top",
            "textView.leading-view.leading: textView.leading == view.leading",
            "view.trailing-textView.trailing: view.trailing == textView.trailing",
            "button.top-textView.bottom: button.top == textView.bottom",
            "button.leading-view.leading: button.leading == view.leading",
            "view.trailing-button.trailing: view.trailing == button.trailing",
            "keyboardHeight: button.bottom == view.bottom",
        ])
        #expect(spec.views.map(\.name) == ["textView", "button"])
        let outlet = try spec.constraint("keyboardHeight")
        #expect(outlet.location.file == Fixtures.storyboard)
        #expect(outlet.location.line == (try Fixtures.line(of: "id=\"Kh7-bo-Ttm\"", in: Fixtures.storyboard)))
        #expect(outlet.location.column == 29)
    }

    @Test func withoutItsViewControllerTheOutletIsNamedInAWarning() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Compose")
        #expect(spec.warnings.map(\.message) == [
            "the view controller 'ComposeViewController' is not among the analysed Swift files: what its code does to this screen is not applied — the outlet constraint keyboardHeight, for one, may be set from keyboard notifications there; analyse its Swift file or folder with the document",
        ])
    }

    @Test func theKeyboardGuideSafeAreaAndMarginsAreTheRootViewsGuides() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Reply")
        #expect(spec.views.map(\.name) == ["messages", "messageBar", "messageField", "button"])
        let rules = spec.ruleLines
        #expect(rules.contains("messageBarOnKeyboard: keyboard.top == messageBar.bottom"))
        #expect(rules.contains("messages.top-safeArea.top: messages.top == safeArea.top"))
        // A subview's margins: its edges inset by UIKit's default 8 pt, said in a warning.
        #expect(rules.contains("messageField.leading-messageBar.leadingMargin: messageField.leading == messageBar.leading + 8"))
        #expect(rules.contains("messageBar.trailingMargin-button.trailing: messageBar.trailing == button.trailing + 8"))
        #expect(rules.contains("button.leading-messageField.trailing: button.leading == messageField.trailing + 8"))
        let marginLine = try Fixtures.line(of: "id=\"Mb1-cs-001\"", in: Fixtures.storyboard)
        #expect(spec.warnings.contains { $0.location.line == marginLine && $0.message.hasPrefix("approximated: 'messageBar.leadingMargin' is read as messageBar.leading + 8") })
        #expect(spec.views.first { $0.name == "messageField" }?.hugging.horizontal.value == 248)
    }

    @Test func theSceneIsChosenByItsClassIdentifierOrPathFragment() throws {
        #expect(try importScreen(Fixtures.storyboard, scene: "ReplyViewController").name == "Reply")
        #expect(try importScreen("\(Fixtures.storyboard)#Reply").name == "Reply")
        let errors = try importErrors(Fixtures.storyboard, scene: "Replay")
        #expect(errors.map(\.message) == ["no scene 'Replay' in '\(Fixtures.storyboard)' (did you mean 'Reply'?); expected one of: Compose, Reply"])
    }

    @Test func ratiosPrioritiesRelationsAndIdentifiers() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="img-AA-01" userLabel="Cover art"/>
            """,
            constraints: """
                <constraint firstItem="img-AA-01" firstAttribute="width" secondItem="root-AA-01" secondAttribute="width" multiplier="1:3" id="c1"/>
                <constraint firstItem="img-AA-01" firstAttribute="width" secondItem="img-AA-01" secondAttribute="height" multiplier="4:3" id="c6"/>
                <constraint firstItem="img-AA-01" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe-AA-01" secondAttribute="top" constant="12.5" priority="750" identifier="coverTop" id="c2"/>
                <constraint firstItem="img-AA-01" firstAttribute="centerX" secondItem="root-AA-01" secondAttribute="centerX" multiplier="0.5" id="c3"/>
                <constraint firstItem="img-AA-01" firstAttribute="leading" secondItem="root-AA-01" secondAttribute="leadingMargin" placeholder="YES" id="c4"/>
                <constraint firstItem="img-AA-01" firstAttribute="firstBaseline" secondItem="root-AA-01" secondAttribute="top" id="c5"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.storyboard").path
        let spec = try importScreen(path)
        #expect(spec.ruleLines == [
            "coverArt.width-view.width: coverArt.width == 0.333333 * view.width",
            "coverTop: coverArt.top >= safeArea.top + 12.5 @750",
            "coverArt.centerX-view.centerX: coverArt.centerX == 0.5 * view.centerX",
        ])
        #expect(try spec.constraint("coverArt.width-view.width").rhs.terms.first?.coefficient == Rational(1) / Rational(3))
        #expect(spec.views.first?.intrinsicWidth == 120)
        #expect(spec.views.first?.intrinsicHeight == nil)
        let placeholderLine = try Fixtures.line(of: "placeholder=\"YES\"", in: path)
        let baselineLine = try Fixtures.line(of: "firstBaseline", in: path)
        #expect(spec.warnings.filter { $0.location.line == placeholderLine }.map(\.message) == [
            "skipped: a placeholder constraint, which Interface Builder removes at build time; code must add its replacement",
        ])
        #expect(spec.warnings.filter { $0.location.line == baselineLine }.map(\.message) == [
            "skipped: a constraint on 'firstBaseline': kbcov models frames, not text baselines",
        ])
        let aspectLine = try Fixtures.line(of: "multiplier=\"4:3\"", in: path)
        #expect(spec.warnings.filter { $0.location.line == aspectLine }.map(\.message) == [
            "skipped: a constraint on an aspect ratio ('width' to 'height'): kbcov analyses each axis on its own and cannot relate them",
        ])
    }

    @Test func aViewLeftWithItsAutoresizingMaskGetsTheMasksConstraints() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <view contentMode="scaleToFill" fixedFrame="YES" id="ban-AA-01" userLabel="Banner">
                    <rect key="frame" x="20" y="100" width="350" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
            """,
            constraints: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        // Width flexible, margins fixed horizontally; top fixed, height fixed, bottom flexible.
        #expect(spec.ruleLines == [
            "banner.autoresizing.left: banner.left == view.left + 20",
            "banner.autoresizing.width: banner.width == view.width - 40",
            "banner.autoresizing.top: banner.top == view.top + 100",
            "banner.autoresizing.height: banner.height == 60",
        ])
        #expect(spec.warnings.contains { $0.message.hasPrefix("'banner' keeps translatesAutoresizingMaskIntoConstraints (IB adds no constraints for it): its autoresizing mask [widthSizable, flexibleMaxY] on the design frame (20, 100, 350, 60) gives banner.left == view.left + 20, banner.width == view.width - 40") })
    }

    @Test func textStylesFixedSizesAndLinesAreRead() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-AA-01" userLabel="Title">
                    <rect key="frame" x="16" y="60" width="358" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Price" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="prc-AA-01" userLabel="Price">
                    <rect key="frame" x="16" y="100" width="358" height="18"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
            """,
            constraints: """
                <constraint firstItem="ttl-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="16" id="c01-AA-001"/>
                <constraint firstItem="prc-AA-01" firstAttribute="top" secondItem="ttl-AA-01" secondAttribute="bottom" constant="8" id="c02-AA-001"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        #expect(spec.views.map(\.font) == [ViewFont(textStyle: .title1, adjustsForContentSizeCategory: true), ViewFont(pointSize: 15)])
        #expect(spec.views.map(\.growsWithLines) == [true, false])
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsTextAsInYAML() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="bio-AA-01" userLabel="Bio">
                    <rect key="frame" x="16" y="60" width="130" height="36"/>
                    <string key="text">Tell us about yourself</string>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="log-AA-01" userLabel="Log">
                    <rect key="frame" x="16" y="120" width="358" height="200"/>
                </textView>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" contentInsetAdjustmentBehavior="never" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-AA-01" userLabel="Choices">
                    <rect key="frame" x="16" y="340" width="358" height="200"/>
                </tableView>
            """,
            constraints: """
                <constraint firstItem="bio-AA-01" firstAttribute="leading" secondItem="safe-AA-01" secondAttribute="leading" constant="16" id="c01-AA-001"/>
                <constraint firstItem="bio-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="16" id="c02-AA-001"/>
                <constraint firstItem="log-AA-01" firstAttribute="top" secondItem="bio-AA-01" secondAttribute="bottom" constant="8" id="c03-AA-001"/>
                <constraint firstItem="tbl-AA-01" firstAttribute="top" secondItem="log-AA-01" secondAttribute="bottom" constant="8" id="c04-AA-001"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path)
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "nil") \($0.isScrollEnabled) \($0.contentInsetAdjustment) \($0.alwaysBounceVertical)" } == [
            "bio: UITextView false automatic false", "log: UITextView true automatic false", "choices: UITableView false never true",
        ])
        // The same view written in a spec is the same model.
        let yaml = try SpecLoader.load(yaml: "kbcov: 1\nname: N\nviews:\n  bio: { class: UITextView, scrollEnabled: false, font: { textStyle: body } }\n", path: "n.yaml").get()
        var bio = try #require(spec.views.first)
        bio.location = yaml.views[0].location
        #expect(bio == yaml.views[0])
        let lowered = UIKitLowering.lowered(spec)
        // Its text's width is unknown within the text range, whatever the design frame says.
        #expect(lowered.views.map { [$0.intrinsicWidth, $0.intrinsicHeight] } == [[nil, Rational(3633) / 100], [nil, nil], [nil, nil]])
        #expect(lowered.views.map(\.contentWidth) == [ContentSizeTable.builtin.contentSize(of: bio)?.widthRange, nil, nil])
    }

    @Test func layoutGuidesOfStoryboardsBeforeIOS11AreTheSafeArea() throws {
        let text = storyboard(
            subviews: """
                <textView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txt-AA-01"/>
            """,
            constraints: """
                <constraint firstItem="txt-AA-01" firstAttribute="top" secondItem="top-AA-01" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="bot-AA-01" firstAttribute="top" secondItem="txt-AA-01" secondAttribute="bottom" id="c2"/>
            """).replacingOccurrences(of: "<view key=\"view\"", with: """
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-AA-01"/>
                    <viewControllerLayoutGuide type="bottom" id="bot-AA-01"/>
                </layoutGuides>
                <view key="view"
            """)
        let folder = try temporaryFolder(["Old.storyboard": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Old.storyboard").path)
        #expect(spec.ruleLines == [
            "textView.top-topLayoutGuide.bottom: textView.top == safeArea.top",
            "bottomLayoutGuide.top-textView.bottom: safeArea.bottom == textView.bottom",
        ])
    }
}

/// XIBs: every top-level view is a screen; stack views keep IB's attributes.
@Suite struct XIBReadingTests {
    @Test func theFormIsAStackOfItsSubviewsWithClassesAndHiddenViews() throws {
        let spec = try importScreen(Fixtures.xib)
        #expect(spec.path == "\(Fixtures.xib)#ProfileEditViewController")
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "nil")\($0.isHidden ? " hidden" : "")" } == [
            "form: UIStackView", "nameField: UITextField", "emailField: UITextField", "errorLabel: UILabel hidden", "saveButton: UIButton",
        ])
        let form = try #require(spec.stacks.first)
        #expect(spec.stacks.count == 1)
        #expect(form.name == "form")
        #expect(form.axis == .vertical)
        #expect(form.spacing == 12)
        #expect(form.distribution == .fill)
        #expect(form.arranged == ["nameField", "emailField", "errorLabel", "saveButton"])
        #expect(form.location.line == (try Fixtures.line(of: "<stackView", in: Fixtures.xib)))
        #expect(spec.ruleLines == [
            "saveButton.height: saveButton.height == 50",
            "form.top-safeArea.top: form.top == safeArea.top + 20",
            "form.leading-view.leadingMargin: form.leading == margins.leading",
            "view.trailingMargin-form.trailing: margins.trailing == form.trailing",
            "formBottom: keyboard.top >= form.bottom + 12",
        ])
        #expect(spec.views.first { $0.name == "errorLabel" }?.hugging.vertical.value == 251)
    }
}
