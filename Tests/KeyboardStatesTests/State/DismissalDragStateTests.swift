import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

/// The dismissal drag (`docked-drag`): opt-in, near the bottom like the docked keyboard, its
/// region every drag strictly between rest and the screen's bottom, the guide following it.
@Suite struct DismissalDragStateTests {
    static let environments = Fixtures.environments.map { $0.offeringDismissalDrag() }

    @Test func theBuiltInCatalogOffersItOnlyWhenAskedWhereverTheKeyboardDocks() {
        #expect(Fixtures.states.allSatisfy { $0.keyboard != .dockedDrag })
        for environment in Self.environments {
            #expect(environment.keyboard.offered.contains(.dockedDrag) == environment.keyboard.offered.contains(.docked))
            #expect(environment.keyboard.offered == environment.keyboard.offered.sorted())
        }
    }

    @Test func oneStateNearTheBottomWithAReadableID() throws {
        let environment = try #require(Fixtures.environment("iphone-16/portrait/full/ltr")?.offeringDismissalDrag())
        let states = StateSpace.states(in: environment, guide: KeyboardGuideSettings())
        #expect(states.map(\.id) == [
            "iphone-16/portrait/full/ltr/hidden/near-bottom", "iphone-16/portrait/full/ltr/docked/near-bottom",
            "iphone-16/portrait/full/ltr/docked-drag/near-bottom",
        ])
        let drag = try #require(states.last)
        #expect(StateID(drag.id) == StateID(environment: environment.id, keyboard: .dockedDrag, near: [.bottom]))
        // The keyboard's top from its resting place (292 or 336 pt high on an 852 pt screen) to the
        // screen's bottom, both ends excluded, and the guide its part of the view.
        let bounds = try #require(drag.region.bounds)
        #expect(bounds.y == ValueRange(min: 852 - 336, max: 852))
        #expect(bounds.height == ValueRange(min: 292, max: 336))
        #expect(!drag.region.contains([336, 0], configuration: .dockedDrag))
        #expect(!drag.region.contains([300, 300], configuration: .dockedDrag))
        #expect(drag.region.contains([300, 299], configuration: .dockedDrag))
        let piece = try #require(drag.region.pieces.first { $0.contains([336, 100]) })
        #expect(piece.guideFrame.rect(at: [336, 100]) == Rect(x: 0, y: 616, width: 393, height: 236))
    }

    @Test func thePaddingIsNotedWhereTheDragIs() throws {
        let environment = try #require(Fixtures.environment("iphone-16/portrait/full/ltr")?.offeringDismissalDrag())
        let states = StateSpace.states(in: environment, guide: KeyboardGuideSettings(keyboardDismissPadding: 52))
        let drag = try #require(states.first { $0.keyboard == .dockedDrag })
        #expect(drag.notes.contains { $0.hasPrefix("keyboardDismissPadding 52 pt: a scroll reaching the 52 pt band above the guide's top") })
        #expect(states.filter { $0.keyboard != .dockedDrag }.allSatisfy { !$0.notes.contains { $0.contains("keyboardDismissPadding") } })
        let unpadded = StateSpace.states(in: environment, guide: KeyboardGuideSettings())
        #expect(!(unpadded.last?.notes ?? []).contains { $0.contains("keyboardDismissPadding") })
    }

    /// Drags all over every environment, Stage Manager windows included: the state the concrete
    /// guide's near set names contains the position, and its frames are the concrete ones.
    @Test func concreteDragsLandInTheirState() {
        var random = SeededGenerator(state: 5)
        let settings = KeyboardGuideSettings()
        var checked = 0
        for environment in Self.environments where environment.keyboard.offered.contains(.dockedDrag) {
            let states = StateSpace.states(in: environment, guide: settings)
            for point in ConcreteKeyboard.candidateValues(.dockedDrag, in: environment, random: &random) {
                guard let frame = ConcreteKeyboard.frame(.dockedDrag, point, in: environment) else { continue }
                let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .dockedDrag, in: environment, settings: settings)
                let near = guide.nearEdges(keyboard: .dockedDrag, in: environment)
                let containing = states.filter { $0.region.contains(point, configuration: .dockedDrag) }
                #expect(containing.map(\.id) == ["\(environment.id)/docked-drag/\(StateID.edgesID(near))"], "\(environment.id) at \(point)")
                if let piece = containing.first?.region.pieces.first(where: { $0.contains(point) }) {
                    #expect(piece.keyboardFrame.rect(at: point) == frame)
                    #expect(piece.guideFrame.rect(at: point) == guide.frame, "\(environment.id) at \(point)")
                }
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }
}
