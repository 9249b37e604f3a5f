import ExactGeometry
import LayoutSpec

/// Builds a device's environments from its catalog entry.
enum EnvironmentFactory {
    /// Full screen, every Split View width on both sides, Slide Over, then the given Stage Manager
    /// windows; in both orientations and both layout directions.
    static func environments(of device: DeviceDescription, stageWindows: [StageWindowDescription]) -> [Environment] {
        var environments: [Environment] = []
        for orientation in Orientation.allCases {
            let screen = device.screenSize(orientation)
            for direction in LayoutDirection.allCases {
                var windows: [(WindowKind, Rect)] = [(.full, Rect(x: 0, y: 0, width: screen.width, height: screen.height))]
                for fraction in SplitFraction.allCases {
                    guard let width = device.splitView?.widths[orientation]?[fraction] else { continue }
                    windows.append((.split(fraction, .left), Rect(x: 0, y: 0, width: width, height: screen.height)))
                    windows.append((.split(fraction, .right), Rect(x: screen.width - width, y: 0, width: width, height: screen.height)))
                }
                if let width = device.slideOverWidth {
                    let x = direction == .ltr ? screen.width - width : .zero
                    windows.append((.slideOver, Rect(x: x, y: 0, width: width, height: screen.height)))
                }
                for window in stageWindows where window.device == device.id && window.orientation == orientation {
                    windows.append((.stage(window.name), window.frame))
                }
                environments += windows.map { kind, frame in
                    environment(device, orientation: orientation, window: kind, frame: frame, direction: direction)
                }
            }
        }
        return environments
    }

    /// The `stage-range` environment of a device in one orientation and layout direction: every
    /// Stage Manager window from the smallest to the screen, anywhere on it; `nil` without Stage Manager.
    static func windowRangeEnvironment(of device: DeviceDescription, orientation: Orientation, direction: LayoutDirection) -> Environment? {
        guard device.supportsStageManager, let minimum = device.stageManagerMinimumWindow else { return nil }
        let screen = device.screenSize(orientation)
        var environment = environment(
            device, orientation: orientation, window: .stageRange, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
            direction: direction)
        environment.windowRange = WindowRange(
            minimum: minimum, maximum: screen, screenSafeArea: device.safeArea[orientation] ?? .zero,
            regularWidthFrom: device.regularWidthFrom)
        return environment
    }

    static func environment(
        _ device: DeviceDescription, orientation: Orientation, window: WindowKind, frame: Rect, direction: LayoutDirection
    ) -> Environment {
        let screen = device.screenSize(orientation)
        let keyboard = KeyboardMetrics(
            dockedHeight: device.dockedKeyboardHeight[orientation] ?? .zero,
            predictiveBarHeight: device.predictiveBarHeight[orientation] ?? .zero,
            floatingSize: device.floatingKeyboard,
            shortcutsBarHeight: device.shortcutsBar?.height,
            collapsedShortcutsBarWidth: device.shortcutsBar?.collapsedWidth,
            offered: device.keyboards)
        return Environment(
            device: device.id, idiom: device.idiom, orientation: orientation, window: window, direction: direction,
            screenSize: screen, windowFrame: frame,
            safeArea: windowSafeArea(screenInsets: device.safeArea[orientation] ?? .zero, screen: screen, window: frame),
            widthSizeClass: frame.width < device.regularWidthFrom ? .compact : .regular,
            keyboard: keyboard)
    }

    /// A window's safe area is the part of the screen's unsafe margins it overlaps: a Split View
    /// window keeps the screen's top and bottom insets and the side inset of the screen edge it
    /// touches; a Stage Manager window away from the edges gets none. (Stage Manager's own window
    /// chrome is not modelled.)
    static func windowSafeArea(screenInsets: EdgeInsets, screen: Size, window: Rect) -> EdgeInsets {
        func overlap(_ inset: Rational, _ distanceFromScreenEdge: Rational) -> Rational {
            max(.zero, inset - max(.zero, distanceFromScreenEdge))
        }
        return EdgeInsets(
            top: overlap(screenInsets.top, window.minY),
            left: overlap(screenInsets.left, window.minX),
            bottom: overlap(screenInsets.bottom, screen.height - window.maxY),
            right: overlap(screenInsets.right, screen.width - window.maxX))
    }
}
