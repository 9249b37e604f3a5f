import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

@Suite struct EnvironmentTests {
    @Test func splitViewWindowsSitEitherSideOfTheDivider() throws {
        for device in ["ipad-pro-11", "ipad-pro-12-9", "ipad", "ipad-mini"] {
            for orientation in ["portrait", "landscape"] {
                let left = try #require(Fixtures.environment("\(device)/\(orientation)/split-third-left/ltr"))
                let right = try #require(Fixtures.environment("\(device)/\(orientation)/split-two-thirds-right/ltr"))
                #expect(left.windowFrame.width + 10 + right.windowFrame.width == left.screenSize.width)
                #expect(right.windowFrame.maxX == right.screenSize.width)
            }
            #expect(Fixtures.environment("\(device)/portrait/split-half-left/ltr") == nil)
        }
        #expect(Fixtures.environment("ipad-pro-11/landscape/split-half-left/ltr")?.windowFrame.width == 592)
        #expect(Fixtures.environment("ipad-pro-12-9/portrait/split-two-thirds-left/ltr")?.windowFrame.width == 639)
    }

    @Test func sizeClassesFollowUIKit() throws {
        let cases: [(String, SizeClass)] = [
            ("iphone-16/portrait/full/ltr", .compact), ("iphone-16/landscape/full/ltr", .compact),
            ("iphone-16-pro-max/landscape/full/ltr", .regular), ("ipad-mini/portrait/full/ltr", .regular),
            ("ipad-pro-12-9/landscape/split-third-left/ltr", .compact), ("ipad-pro-12-9/landscape/split-half-left/ltr", .regular),
            ("ipad-pro-11/landscape/split-half-left/ltr", .compact), ("ipad-pro-12-9/portrait/split-two-thirds-left/ltr", .compact),
            ("ipad/landscape/split-two-thirds-right/ltr", .regular), ("ipad/portrait/slide-over/ltr", .compact),
        ]
        for (id, sizeClass) in cases {
            let environment = try #require(Fixtures.environment(id))
            #expect(environment.widthSizeClass == sizeClass, "\(id)")
            #expect(environment.layoutMargin == (sizeClass == .compact ? 16 : 20))
        }
    }

    @Test func windowsKeepTheScreenInsetsTheyTouch() throws {
        let phone = try #require(Fixtures.environment("iphone-16/landscape/full/rtl"))
        #expect(phone.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let stage = try #require(Fixtures.environment("ipad-pro-12-9/landscape/stage-center/ltr"))
        #expect(stage.safeArea == .zero)
        let split = try #require(Fixtures.environment("ipad/landscape/split-half-right/ltr"))
        #expect(split.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func slideOverIsAtTheTrailingSide() throws {
        let ltr = try #require(Fixtures.environment("ipad/landscape/slide-over/ltr"))
        let rtl = try #require(Fixtures.environment("ipad/landscape/slide-over/rtl"))
        #expect(ltr.windowFrame == Rect(x: 860, y: 0, width: 320, height: 820))
        #expect(rtl.windowFrame == Rect(x: 0, y: 0, width: 320, height: 820))
    }

    @Test func hiddenGuideIsTheBottomSafeAreaStrip() throws {
        let environment = try #require(Fixtures.environment("iphone-16/portrait/full/ltr"))
        let hidden = Rect(x: 0, y: 852, width: 393, height: 0)
        let guide = KeyboardGuide(keyboardFrame: hidden, keyboard: .hidden, in: environment, settings: .init())
        #expect(guide.frame == Rect(x: 0, y: 818, width: 393, height: 34))
        #expect(!guide.followsKeyboard)
        let noSafeArea = KeyboardGuide(keyboardFrame: hidden, keyboard: .hidden, in: environment, settings: .init(usesBottomSafeArea: false))
        #expect(noSafeArea.frame == Rect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func keyboardFrameInViewCoordinatesIsNotClipped() throws {
        let state = try #require(Fixtures.statesByID["ipad-pro-12-9/landscape/split-half-right/ltr/hidden/near-bottom"])
        let piece = try #require(state.region.pieces.first)
        #expect(piece.keyboardFrameInView.rect(at: []) == Rect(x: -688, y: 1024, width: 1366, height: 0))
        #expect(piece.keyboardFrame.rect(at: []) == Rect(x: 0, y: 1024, width: 1366, height: 0))
        #expect(piece.guideFrame.rect(at: []) == Rect(x: 0, y: 1004, width: 678, height: 20))
    }

    /// `Environment.shows` matches a screen's orientations by name: every orientation a catalog
    /// environment has must be one a screen can name, or a locked screen would show everywhere.
    @Test func aPortraitOnlyScreenShowsOnlyInPortraitOnIPhone() throws {
        #expect(Set(Orientation.allCases.map(\.rawValue)) == Set(PhoneOrientations.Orientation.allCases.map(\.rawValue)))
        let portraitOnly = PhoneOrientations([.portrait], location: SourceLocation(file: "Test.swift", line: 1, column: 1))
        #expect(try #require(Fixtures.environment("iphone-16/portrait/full/ltr")).shows(portraitOnly))
        #expect(try !#require(Fixtures.environment("iphone-16/landscape/full/rtl")).shows(portraitOnly))
        #expect(try #require(Fixtures.environment("ipad/landscape/full/ltr")).shows(portraitOnly))
    }
}
