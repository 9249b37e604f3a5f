import ExactGeometry
import KeyboardStates
import Testing

/// A right-to-left environment seen in its mirror: its regions become those of its left-to-right
/// twin (the window on the other side of the same screen), the floating keyboard written over its
/// own mirrored position.
@Suite struct RegionMirrorTests {
    static let twins = [
        ("ipad-pro-11/landscape/split-third-right/rtl", "ipad-pro-11/landscape/split-third-left/ltr"),
        ("ipad-mini/portrait/slide-over/rtl", "ipad-mini/portrait/slide-over/ltr"),
        ("iphone-16/landscape/full/rtl", "iphone-16/landscape/full/ltr"),
    ]

    @Test(arguments: twins)
    func aRightToLeftRegionSeenInTheMirrorIsItsTwins(_ rightToLeft: String, _ leftToRight: String) throws {
        let environment = try #require(Fixtures.environment(rightToLeft))
        let mirror = HorizontalMirror(environment)
        let states = Fixtures.states.filter { $0.environment.id == rightToLeft && $0.isReachable }
        #expect(!states.isEmpty)
        for state in states {
            let twinID = leftToRight + state.id.dropFirst(rightToLeft.count)
            let twin = try #require(Fixtures.statesByID[twinID], "no state \(twinID)")
            let (mirrored, reflected) = state.region.mirrored(in: mirror)
            #expect(mirrored.parameters == twin.region.parameters, "\(state.id)")
            #expect(mirrored.bounds == twin.region.bounds, "\(state.id)")
            #expect(mirrored.pieces.count == twin.region.pieces.count, "\(state.id)")
            for (piece, twinPiece) in zip(mirrored.pieces, twin.region.pieces) {
                #expect(piece.keyboardFrame == twinPiece.keyboardFrame, "\(state.id)")
                #expect(piece.keyboardFrameInView == twinPiece.keyboardFrameInView, "\(state.id)")
                #expect(piece.guideFrame == twinPiece.guideFrame, "\(state.id)")
            }
            #expect(reflected.count == (state.keyboard == .floating ? 1 : 0), "\(state.id)")
        }
    }

    /// A point of a mirrored piece, reflected, is a point of the state's own piece, where the
    /// keyboard and the guide are the mirror images of the mirrored piece's.
    @Test func aReflectedPointShowsTheMirroredKeyboard() throws {
        let states = Fixtures.states.filter { $0.environment.direction == .rtl && $0.isReachable }
        #expect(states.contains { $0.keyboard == .floating })
        for state in states {
            let mirror = HorizontalMirror(state.environment)
            let (mirrored, reflected) = state.region.mirrored(in: mirror)
            for (piece, original) in zip(mirrored.pieces, state.region.pieces) {
                let point = try #require(piece.samplePoint(), "\(state.id)")
                let physical = reflected.reflect(point)
                #expect(original.contains(physical), "\(state.id) at \(point)")
                #expect(mirror.screenRect(piece.keyboardFrame.rect(at: point)) == original.keyboardFrame.rect(at: physical))
                #expect(mirror.viewRect(piece.guideFrame.rect(at: point)) == original.guideFrame.rect(at: physical))
            }
        }
    }

    @Test func theMirrorOfTheMirrorIsTheRegion() {
        for state in Fixtures.states where state.isReachable {
            let mirror = HorizontalMirror(state.environment)
            #expect(state.region.mirrored(in: mirror).region.mirrored(in: mirror).region == state.region, "\(state.id)")
        }
    }

    /// A `stage-range` environment's mirror reflects the window's position beside its width (and
    /// the floating keyboard's): a mirrored point is a point of the state's own region where the
    /// keyboard and the window are the screen's mirror images, and the guide, the safe area, the
    /// margins and the readable guide the view's, across the window's own width.
    @Test func aWindowRangeIsMirroredAcrossTheWindowsOwnWidth() throws {
        let catalog = try #require(Fixtures.catalog)
        let rightToLeft = catalog.addingWindowRanges(to: Fixtures.environments.filter { $0.id == "ipad-pro-11/landscape/full/rtl" })
        let environment = try #require(rightToLeft.first { $0.windowRange != nil })
        #expect(environment.id == "ipad-pro-11/landscape/stage-range/rtl")
        let mirror = HorizontalMirror(environment)
        var checked = 0
        for state in StateSpace.states(in: environment, guide: Fixtures.following) where state.isReachable {
            let (mirrored, reflected) = state.region.mirrored(in: mirror)
            let windowX = try #require(state.region.parameters.firstIndex { $0.name == "windowX" })
            #expect(reflected.map(\.index).contains(windowX), "\(state.id)")
            #expect(mirrored.parameters == state.region.parameters, "\(state.id)")
            #expect(mirrored.mirrored(in: mirror).region == state.region, "\(state.id)")
            for (piece, original) in zip(mirrored.pieces, state.region.pieces) {
                let point = try #require(piece.samplePoint(), "\(state.id)")
                let physical = reflected.reflect(point)
                #expect(original.contains(physical), "\(state.id) at \(point)")
                let (root, originalRoot) = (try #require(piece.rootGeometry), try #require(original.rootGeometry))
                let view = HorizontalMirror(screenWidth: mirror.screenWidth, viewWidth: originalRoot.window.width.value(at: physical))
                #expect(mirror.screenRect(piece.keyboardFrame.rect(at: point)) == original.keyboardFrame.rect(at: physical))
                #expect(mirror.screenRect(root.window.rect(at: point)) == originalRoot.window.rect(at: physical))
                #expect(view.viewRect(piece.guideFrame.rect(at: point)) == original.guideFrame.rect(at: physical))
                for (side, originalSide) in [(root.safeArea, originalRoot.safeArea), (root.margins, originalRoot.margins), (root.readable, originalRoot.readable)] {
                    let (mirrored, original) = (try #require(side), try #require(originalSide))
                    #expect(view.viewRect(mirrored.rect(at: point)) == original.rect(at: physical), "\(state.id) at \(point)")
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
