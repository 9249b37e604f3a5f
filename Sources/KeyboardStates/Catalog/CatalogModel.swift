import ExactGeometry
import LayoutSpec

/// A device as the catalog describes it; sizes are points, the screen is given in portrait.
public struct DeviceDescription: Hashable, Sendable {
    public struct ShortcutsBar: Hashable, Sendable {
        public var height: Rational
        public var collapsedWidth: Rational
    }

    public struct SplitView: Hashable, Sendable {
        public var divider: Rational
        /// The app's window width for each fraction offered in each orientation.
        public var widths: [Orientation: [SplitFraction: Rational]]
    }

    public var id: String
    public var name: String
    public var idiom: DeviceIdiom
    public var portraitScreen: Size
    public var safeArea: [Orientation: EdgeInsets]
    public var dockedKeyboardHeight: [Orientation: Rational]
    public var predictiveBarHeight: [Orientation: Rational]
    public var keyboards: [KeyboardType]
    /// Windows at least this wide have the regular width size class, narrower ones compact.
    public var regularWidthFrom: Rational
    public var floatingKeyboard: Size?
    public var shortcutsBar: ShortcutsBar?
    public var splitView: SplitView?
    public var slideOverWidth: Rational?
    public var supportsStageManager: Bool
    /// The smallest Stage Manager window (width, height, the same in both orientations): what a
    /// `stage-range` window starts from; `nil`, the device has none.
    public var stageManagerMinimumWindow: Size?
    public var location: SourceLocation

    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait
            ? portraitScreen
            : Size(width: portraitScreen.height, height: portraitScreen.width)
    }
}

/// A Stage Manager window: a rectangle in screen coordinates of one orientation.
public struct StageWindowDescription: Hashable, Sendable {
    public var device: String
    public var name: String
    public var orientation: Orientation
    public var frame: Rect
    public var location: SourceLocation
}

/// A name standing for a list of catalog names (sets, devices, environment id prefixes).
public struct NamedSet: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
    }

    public var name: String
    public var members: [Member]
    public var location: SourceLocation
}

/// The devices, windows and named sets environments are drawn from. The built-in catalog is YAML
/// data read by the same loader as users' catalog files.
public struct Catalog: Hashable, Sendable {
    public var devices: [String: DeviceDescription]
    public var stageWindows: [StageWindowDescription]
    public var sets: [String: NamedSet]

    public init(devices: [String: DeviceDescription] = [:], stageWindows: [StageWindowDescription] = [], sets: [String: NamedSet] = [:]) {
        self.devices = devices
        self.stageWindows = stageWindows
        self.sets = sets
    }

    /// Set names every catalog has without declaring them: `default` (every environment),
    /// `iphone` and `ipad` (every environment of the devices of that idiom).
    public static let implicitSetNames = ["default", "iphone", "ipad"]

    /// The catalog shipped with the tool.
    public static func builtIn() throws -> Catalog {
        try load(yaml: BuiltinCatalog.yaml, path: BuiltinCatalog.path).get()
    }

    /// This catalog with `other` laid over it: devices and sets with the same id are replaced,
    /// stage windows with the same device, orientation and name are replaced, the rest added.
    public func merging(_ other: Catalog) -> Catalog {
        var merged = self
        merged.devices.merge(other.devices) { _, new in new }
        merged.sets.merge(other.sets) { _, new in new }
        for window in other.stageWindows {
            merged.stageWindows.removeAll {
                $0.device == window.device && $0.orientation == window.orientation && $0.name == window.name
            }
            merged.stageWindows.append(window)
        }
        return merged
    }
}
