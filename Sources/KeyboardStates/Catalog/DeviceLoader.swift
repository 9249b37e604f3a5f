import ExactGeometry
import LayoutSpec
import Yams

/// Reads one `devices:` entry.
enum DeviceLoader {
    static func device(id: String, key: Node, node: Node, reader: inout YAMLReader) -> DeviceDescription? {
        guard let fields = reader.mapping(
            node, "device '\(id)'",
            required: ["name", "idiom", "screen", "safeArea", "dockedKeyboard", "predictiveBar", "keyboards", "regularWidthFrom"],
            optional: ["floatingKeyboard", "shortcutsBar", "splitView", "slideOver", "stageManager"])
        else { return nil }
        let errorsBefore = reader.diagnostics.count
        let name = fields["name"].flatMap { reader.string($0, "the device name") }
        let idiom = fields["idiom"].flatMap { reader.choice($0, "idiom", as: DeviceIdiom.self) }
        let screen = fields["screen"].flatMap { reader.size($0, "the portrait screen size") }
        let safeArea = fields["safeArea"].flatMap { perOrientation($0, "safeArea", reader: &reader) { insets($0, reader: &$1) } }
        let docked = fields["dockedKeyboard"].flatMap {
            perOrientation($0, "dockedKeyboard", reader: &reader) { $1.number($0, "a docked keyboard height", positive: true) }
        }
        let predictive = fields["predictiveBar"].flatMap {
            perOrientation($0, "predictiveBar", reader: &reader) { $1.number($0, "a predictive bar height") }
        }
        let keyboards = fields["keyboards"].flatMap { keyboardList($0, reader: &reader) }
        let regularWidthFrom = fields["regularWidthFrom"].flatMap { reader.number($0, "regularWidthFrom", positive: true) }
        let floating = fields["floatingKeyboard"].flatMap { reader.size($0, "the floating keyboard size") }
        let shortcutsBar = fields["shortcutsBar"].flatMap { readShortcutsBar($0, reader: &reader) }
        let splitView = fields["splitView"].flatMap { readSplitView($0, reader: &reader) }
        let slideOver = fields["slideOver"].flatMap { reader.number($0, "the Slide Over width", positive: true) }
        let stageManager = fields["stageManager"].flatMap { reader.bool($0, "stageManager") } ?? false

        if let keyboards {
            if keyboards.contains(.floating) && floating == nil && fields["floatingKeyboard"] == nil {
                reader.error(.missingKey, node, "device '\(id)' offers the floating keyboard and needs 'floatingKeyboard'")
            }
            if keyboards.contains(.shortcutsBar) && shortcutsBar == nil && fields["shortcutsBar"] == nil {
                reader.error(.missingKey, node, "device '\(id)' offers the shortcuts bar and needs 'shortcutsBar'")
            }
        }
        guard reader.diagnostics.count == errorsBefore,
              let name, let idiom, let screen, let safeArea, let docked, let predictive, let keyboards, let regularWidthFrom
        else { return nil }
        return DeviceDescription(
            id: id, name: name, idiom: idiom, portraitScreen: screen, safeArea: safeArea,
            dockedKeyboardHeight: docked, predictiveBarHeight: predictive, keyboards: keyboards,
            regularWidthFrom: regularWidthFrom, floatingKeyboard: floating, shortcutsBar: shortcutsBar,
            splitView: splitView, slideOverWidth: slideOver, supportsStageManager: stageManager,
            location: reader.location(key))
    }

    /// `{ portrait: …, landscape: … }`, both required.
    private static func perOrientation<Value>(
        _ node: Node, _ what: String, reader: inout YAMLReader, _ read: (Node, inout YAMLReader) -> Value?
    ) -> [Orientation: Value]? {
        guard let fields = reader.mapping(node, what, required: Orientation.allCases.map(\.rawValue)) else { return nil }
        var values: [Orientation: Value] = [:]
        for orientation in Orientation.allCases {
            if let node = fields[orientation.rawValue], let value = read(node, &reader) { values[orientation] = value }
        }
        return values.count == Orientation.allCases.count ? values : nil
    }

    private static func insets(_ node: Node, reader: inout YAMLReader) -> EdgeInsets? {
        guard let fields = reader.mapping(node, "safe-area insets", required: ["top", "left", "bottom", "right"]) else { return nil }
        let values = ["top", "left", "bottom", "right"].compactMap { key in fields[key].flatMap { reader.number($0, "a safe-area inset") } }
        guard values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private static func keyboardList(_ node: Node, reader: inout YAMLReader) -> [KeyboardType]? {
        guard let items = reader.sequence(node, "keyboards") else { return nil }
        let types = items.compactMap { reader.choice($0, "keyboard", as: KeyboardType.self) }
        guard types.count == items.count else { return nil }
        for required in [KeyboardType.hidden, .docked] where !types.contains(required) {
            reader.error(.invalidValue, node, "every device offers the '\(required.rawValue)' keyboard; add it to keyboards")
        }
        return Array(Set(types)).sorted()
    }

    private static func readShortcutsBar(_ node: Node, reader: inout YAMLReader) -> DeviceDescription.ShortcutsBar? {
        guard let fields = reader.mapping(node, "shortcutsBar", required: ["height", "collapsedWidth"]),
              let height = fields["height"].flatMap({ reader.number($0, "the shortcuts bar height", positive: true) }),
              let width = fields["collapsedWidth"].flatMap({ reader.number($0, "the collapsed shortcuts bar width", positive: true) })
        else { return nil }
        return DeviceDescription.ShortcutsBar(height: height, collapsedWidth: width)
    }

    private static func readSplitView(_ node: Node, reader: inout YAMLReader) -> DeviceDescription.SplitView? {
        guard let fields = reader.mapping(node, "splitView", required: ["divider"], optional: Orientation.allCases.map(\.rawValue)),
              let divider = fields["divider"].flatMap({ reader.number($0, "the divider width") })
        else { return nil }
        var widths: [Orientation: [SplitFraction: Rational]] = [:]
        for orientation in Orientation.allCases {
            guard let node = fields[orientation.rawValue],
                  let entries = reader.mapping(node, "\(orientation.rawValue) split widths", required: [], optional: ["third", "half", "twoThirds"])
            else { continue }
            let keys: [(String, SplitFraction)] = [("third", .third), ("half", .half), ("twoThirds", .twoThirds)]
            for (key, fraction) in keys {
                if let value = entries[key].flatMap({ reader.number($0, "a split width", positive: true) }) {
                    widths[orientation, default: [:]][fraction] = value
                }
            }
        }
        return DeviceDescription.SplitView(divider: divider, widths: widths)
    }
}
