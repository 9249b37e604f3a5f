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
            #expect((reflected != nil) == (state.keyboard == .floating), "\(state.id)")
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
                let physical = reflected?.reflect(point) ?? point
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
}
