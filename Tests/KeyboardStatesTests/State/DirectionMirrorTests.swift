import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

/// RTL states are the LTR ones with leading and trailing swapped; where the window itself moves
/// with the direction (Slide Over at the trailing side), the regions are mirrored too.
@Suite struct DirectionMirrorTests {
    @Test func rightToLeftMirrorsLeftToRight() throws {
        let ltrEnvironments = Fixtures.environments.filter { $0.direction == .ltr }
        #expect(!ltrEnvironments.isEmpty)
        for ltr in ltrEnvironments {
            var rtlID = ltr.id
            rtlID.removeLast(3)
            let rtl = try #require(Fixtures.environment(rtlID + "rtl"))
            let screenWidth = ltr.screenSize.width
            let windowMirrored = rtl.windowFrame != ltr.windowFrame
            if windowMirrored {
                #expect(rtl.windowFrame.minX == screenWidth - ltr.windowFrame.maxX)
            }
            let ltrStates = Fixtures.states.filter { $0.environment == ltr }
            let rtlStates = Fixtures.states.filter { $0.environment == rtl }
            #expect(ltrStates.count == rtlStates.count)
            for state in ltrStates {
                let mirroredNear = Set(state.near.map(\.mirrored))
                let twin = try #require(rtlStates.first { $0.keyboard == state.keyboard && $0.near == mirroredNear }, "\(state.id)")
                #expect(twin.isReachable == state.isReachable, "\(state.id)")
                guard let bounds = state.region.bounds, let twinBounds = twin.region.bounds else { continue }
                #expect(twinBounds.y == bounds.y && twinBounds.width == bounds.width && twinBounds.height == bounds.height, "\(state.id)")
                if !windowMirrored {
                    #expect(twinBounds.x == bounds.x, "\(state.id)")
                }
                for piece in state.region.pieces {
                    let point = try #require(piece.samplePoint())
                    let frame = piece.keyboardFrame.rect(at: point)
                    let rtlFrame = windowMirrored ? Rect(x: screenWidth - frame.maxX, y: frame.y, width: frame.width, height: frame.height) : frame
                    let guide = KeyboardGuide(keyboardFrame: rtlFrame, keyboard: state.keyboard, in: rtl, settings: Fixtures.following)
                    #expect(guide.nearEdges(keyboard: state.keyboard, in: rtl) == mirroredNear, "\(state.id) at \(point)")
                }
            }
        }
    }
}
