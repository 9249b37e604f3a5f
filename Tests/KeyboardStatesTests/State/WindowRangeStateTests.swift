import ExactGeometry
@testable import KeyboardStates
import LayoutSpec
import Testing

/// The `stage-range` window (`--window-ranges`): every Stage Manager window from the catalog's
/// smallest to the screen, anywhere on it, as four more region parameters. Checked against
/// concrete windows, each analysed as a window of one frame: the state whose region holds the
/// window and keyboard is the one the concrete guide's near set names, with the concrete frames.
@Suite struct WindowRangeStateTests {
    static let catalog = Fixtures.catalog ?? Catalog()
    static let landscape = catalog.addingWindowRanges(to: Fixtures.environments.filter { $0.id == "ipad-pro-11/landscape/full/ltr" })

    @Test func onlyStageManagerDevicesGetOneRangePerOrientationAndDirection() throws {
        let ranged = Self.catalog.addingWindowRanges(to: Fixtures.environments)
        let added = ranged.filter { $0.window == .stageRange }
        #expect(added.map(\.id) == ["ipad-pro-11", "ipad-pro-12-9"].flatMap { device in
            ["landscape", "portrait"].flatMap { orientation in ["ltr", "rtl"].map { "\(device)/\(orientation)/stage-range/\($0)" } }
        })
        #expect(ranged.count == Fixtures.environments.count + 8)
        #expect(added.allSatisfy { Self.catalog.windowRangeEnvironment(id: $0.id) == $0 })
        #expect(Fixtures.environments.allSatisfy { $0.windowRange == nil })
        let range = try #require(added.first?.windowRange)
        #expect(range.minimum == Size(width: 320, height: 320))
        #expect(range.maximum == Size(width: 1194, height: 834))
        #expect(WindowKind(id: "stage-range") == .stageRange)
    }

    @Test func statesHaveReadableIDsAndTheWindowAsParameters() throws {
        let environment = try #require(Self.landscape.first { $0.window == .stageRange })
        let states = StateSpace.states(in: environment, guide: KeyboardGuideSettings())
        let docked = try #require(states.first { $0.id == "ipad-pro-11/landscape/stage-range/ltr/docked/near-bottom" })
        #expect(docked.region.parameters.map(\.name) == ["height", "windowX", "windowY", "windowWidth", "windowHeight"])
        #expect(docked.notes.contains { $0.hasPrefix("window range: every Stage Manager window from 320 × 320 pt to 1194 × 834 pt") })
        // The keyboard's part of a 500 × 400 window whose bottom is 100 pt into the 428 pt keyboard.
        let point: [Rational] = [428, 300, 106, 500, 400]
        let piece = try #require(docked.region.pieces.first { $0.contains(point) })
        #expect(piece.guideFrame.rect(at: point) == Rect(x: 0, y: 300, width: 500, height: 100))
        #expect(piece.rootGeometry?.view.rect(at: point) == Rect(x: 0, y: 0, width: 500, height: 400))
    }

    @Test func concreteWindowsAndKeyboardsLandInTheirState() throws {
        var random = SeededGenerator(state: 32)
        let settings = KeyboardGuideSettings()
        var checked = 0
        for environment in Self.catalog.addingWindowRanges(to: Fixtures.environments) where environment.window == .stageRange {
            let device = try #require(Self.catalog.devices[environment.device])
            let states = StateSpace.states(in: environment, guide: settings)
            for window in Self.windows(of: environment, random: &random) {
                let fixed = EnvironmentFactory.environment(
                    device, orientation: environment.orientation, window: .stage("probe"), frame: window, direction: environment.direction)
                let root = try #require(RootGeometry.largestWindow(of: fixed))
                for type in environment.keyboard.offered {
                    for configuration in KeyboardConfiguration.configurations(of: type) {
                        for keyboard in ConcreteKeyboard.candidateValues(configuration, in: fixed, random: &random).prefix(4) {
                            guard let frame = ConcreteKeyboard.frame(configuration, keyboard, in: fixed) else { continue }
                            let guide = KeyboardGuide(keyboardFrame: frame, keyboard: type, in: fixed, settings: settings)
                            let near = guide.nearEdges(keyboard: type, in: fixed)
                            let point = keyboard + [window.x, window.y, window.width, window.height]
                            let state = try #require(states.first { $0.keyboard == type && $0.near == near })
                            let piece = try #require(
                                state.region.pieces.first { $0.configuration == configuration && $0.contains(point) },
                                "\(state.id) lacks \(configuration) at \(point)")
                            #expect(piece.guideFrame.rect(at: point) == guide.frame, "\(state.id) at \(point)")
                            #expect(piece.keyboardFrameInView.rect(at: point) == fixed.viewFrame(fromScreen: frame))
                            let geometry = try #require(piece.rootGeometry)
                            #expect(geometry.safeArea.rect(at: point) == root.safeArea.rect(at: []), "\(state.id) at \(point)")
                            #expect(try #require(geometry.margins).rect(at: point) == root.margins?.rect(at: []), "\(state.id) at \(point)")
                            #expect(try #require(geometry.readable).rect(at: point) == root.readable?.rect(at: []), "\(state.id) at \(point)")
                            let others = states.filter { $0.id != state.id }
                            #expect(!others.contains { $0.region.contains(point, configuration: configuration) })
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// Windows at the range's corners, at each threshold (an inset, the regular width, the
    /// readable width's cap) and just past it, and random ones.
    static func windows(of environment: Environment, random: inout SeededGenerator) -> [Rect] {
        guard let range = environment.windowRange else { return [] }
        let screen = environment.screenSize
        func randomValue(_ low: Rational, _ high: Rational) -> Rational {
            low + (high - low) * Rational(Int(random.next() % 1001), 1000)
        }
        let widths = [range.minimum.width, range.maximum.width, range.regularWidthFrom, range.regularWidthFrom - Rational(1, 100), 712, 712 + Rational(1, 100),
                      randomValue(range.minimum.width, range.maximum.width)]
        let heights = [range.minimum.height, range.maximum.height, randomValue(range.minimum.height, range.maximum.height)]
        return widths.flatMap { width in
            heights.flatMap { height in
                let ys = [0, 24, 24 - Rational(1, 100), screen.height - height, screen.height - height - 20, screen.height - height - 10,
                          randomValue(0, screen.height - height)].filter { !$0.isNegative && $0 <= screen.height - height }
                return ys.map { y in Rect(x: randomValue(0, screen.width - width), y: y, width: width, height: height) }
            }
        }
    }
}
