import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

/// The symbolic regions against the concrete guide: for keyboard positions all over every
/// environment (boundaries included), the state named by the concrete near set contains the
/// position and no other state does.
@Suite struct RegionPropertyTests {
    @Test(arguments: [true, false])
    func concreteNearSetPicksExactlyOneRegion(follows: Bool) {
        var random = SeededGenerator(state: follows ? 7 : 11)
        let settings = KeyboardGuideSettings(followsUndockedKeyboard: follows)
        var checked = 0
        for environment in Fixtures.environments {
            let states = StateSpace.states(in: environment, guide: settings)
            for type in environment.keyboard.offered {
                for configuration in KeyboardConfiguration.configurations(of: type) {
                    for point in ConcreteKeyboard.candidateValues(configuration, in: environment, random: &random) {
                        guard let frame = ConcreteKeyboard.frame(configuration, point, in: environment) else { continue }
                        let guide = KeyboardGuide(keyboardFrame: frame, keyboard: type, in: environment, settings: settings)
                        let near = guide.nearEdges(keyboard: type, in: environment)
                        let containing = states.filter { $0.region.contains(point, configuration: configuration) }
                        #expect(containing.map(\.id) == ["\(environment.id)/\(type.rawValue)/\(StateID.edgesID(near))"],
                                "\(environment.id) \(configuration.name) at \(point)")
                        if let piece = containing.first?.region.pieces.first(where: { $0.configuration == configuration && $0.contains(point) }) {
                            #expect(piece.keyboardFrame.rect(at: point) == frame)
                            #expect(piece.keyboardFrameInView.rect(at: point) == environment.viewFrame(fromScreen: frame))
                            #expect(piece.guideFrame.rect(at: point) == guide.frame)
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test func everyPieceSampleProducesItsState() {
        for state in Fixtures.states {
            for piece in state.region.pieces {
                guard let point = piece.samplePoint() else {
                    Issue.record("empty piece kept in \(state.id)")
                    continue
                }
                #expect(piece.contains(point))
                guard let frame = ConcreteKeyboard.frame(piece.configuration, point, in: state.environment) else { continue }
                let guide = KeyboardGuide(keyboardFrame: frame, keyboard: state.keyboard, in: state.environment, settings: Fixtures.following)
                #expect(guide.nearEdges(keyboard: state.keyboard, in: state.environment) == state.near, "\(state.id) at \(point)")
            }
        }
    }
}
