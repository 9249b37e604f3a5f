import ExactGeometry
@testable import KeyboardStates
import LayoutSpec
import Testing

/// A window range's root geometry is split where the margins change with the width size class and
/// where the readable guide reaches its cap only for a layout that reads them: reading fewer guides
/// gives fewer pieces, never other states.
@Suite struct RootGuidesTests {
    static let readings: [RootGuides] = [[], .margins, .readable, .all]

    @Test func aLayoutThatReadsFewerGuidesHasFewerPiecesWithoutThem() throws {
        let environment = try #require(WindowRangeStateTests.landscape.first { $0.window == .stageRange })
        let counts = Self.readings.map { guides in
            StateSpace.states(in: environment, guide: KeyboardGuideSettings(), reading: guides).map(\.region.pieces.count).reduce(0, +)
        }
        // The readable guide is inset from the margins: reading it splits at both thresholds.
        #expect(counts[0] < counts[1] && counts[1] < counts[2] && counts[2] == counts[3], "\(counts)")
        for guides in Self.readings {
            let pieces = StateSpace.states(in: environment, guide: KeyboardGuideSettings(), reading: guides).flatMap(\.region.pieces)
            #expect(pieces.allSatisfy { ($0.rootGeometry?.margins != nil) == !guides.isEmpty }, "\(guides)")
            #expect(pieces.allSatisfy { ($0.rootGeometry?.readable != nil) == guides.contains(.readable) }, "\(guides)")
        }
    }

    /// Every point of every piece that reads all guides is in the same state, with the same guide
    /// and safe area, whatever is read, and with the same margins wherever they are read.
    @Test func aPointIsInTheSameStateWhateverIsRead() throws {
        let settings = KeyboardGuideSettings(followsUndockedKeyboard: true)
        var checked = 0
        let ranged = WindowRangeStateTests.catalog.addingWindowRanges(to: Fixtures.environments.filter { $0.id == "ipad-pro-11/portrait/full/ltr" })
        for environment in ranged where environment.window == .stageRange {
            let every = StateSpace.states(in: environment, guide: settings, reading: .all)
            for guides in [RootGuides(), .margins] {
                let states = StateSpace.states(in: environment, guide: settings, reading: guides)
                #expect(states.map(\.id) == every.map(\.id))
                #expect(states.map(\.isReachable) == every.map(\.isReachable), "\(environment.id) \(guides)")
                for (state, fine) in zip(states, every) {
                    for original in fine.region.pieces {
                        let point = try #require(original.samplePoint(), "\(fine.id)")
                        let piece = try #require(
                            state.region.pieces.first { $0.configuration == original.configuration && $0.contains(point) },
                            "\(state.id) reading \(guides) lacks \(point)")
                        let (root, originalRoot) = (try #require(piece.rootGeometry), try #require(original.rootGeometry))
                        #expect(piece.guideFrame.rect(at: point) == original.guideFrame.rect(at: point), "\(state.id) at \(point)")
                        #expect(root.safeArea.rect(at: point) == originalRoot.safeArea.rect(at: point), "\(state.id) at \(point)")
                        if guides.contains(.margins) {
                            #expect(root.margins?.rect(at: point) == originalRoot.margins?.rect(at: point), "\(state.id) at \(point)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 200)
    }
}
