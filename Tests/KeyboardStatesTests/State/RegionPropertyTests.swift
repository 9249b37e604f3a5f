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

    /// Split by the overlap, a state's region still covers the same positions, and on the piece
    /// holding a position the overlap is `view.bounds.intersection(keyboardFrame)` there: the
    /// keyboard's frame clipped to the view, zero-sized where they do not meet.
    @Test func theOverlapIsTheKeyboardFrameClippedToTheView() {
        var random = SeededGenerator(state: 13)
        let settings = KeyboardGuideSettings()
        var checked = 0
        for environment in Fixtures.environments {
            let view = Rect(x: .zero, y: .zero, width: environment.viewSize.width, height: environment.viewSize.height)
            let states = StateSpace.states(in: environment, guide: settings)
            let split = states.map { $0.region.splitByKeyboardOverlap(in: environment) }
            for type in environment.keyboard.offered {
                for configuration in KeyboardConfiguration.configurations(of: type) {
                    for point in ConcreteKeyboard.candidateValues(configuration, in: environment, random: &random) {
                        guard let frame = ConcreteKeyboard.frame(configuration, point, in: environment) else { continue }
                        let pieces = split.flatMap(\.pieces).filter { $0.configuration == configuration && $0.contains(point) }
                        #expect(pieces.count == 1, "\(environment.id) \(configuration.name) at \(point)")
                        let clipped = view.intersection(environment.viewFrame(fromScreen: frame))
                        let overlap = pieces.first?.keyboardOverlapInView?.rect(at: point)
                        #expect(overlap?.width == clipped?.width ?? .zero && overlap?.height == clipped?.height ?? .zero,
                                "\(environment.id) \(configuration.name) at \(point): \(String(describing: overlap)) for \(String(describing: clipped))")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 5_000)
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
