import ExactGeometry
import LayoutSpec
import Yams

/// Reads one `devices:` entry.
enum DeviceLoader {
    static func device(id: String, key: Node, node: Node, reader: YAMLReader) -> DeviceDescription? {
        guard let fields = reader.keys(
            node, in: "device '\(id)'",
            required: ["name", "idiom", "screen", "safeArea", "dockedKeyboard", "predictiveBar", "keyboards", "regularWidthFrom"],
            optional: ["floatingKeyboard", "shortcutsBar", "splitView", "slideOver", "stageManager", "stageManagerMinimumWindow"])
        else { return nil }
        let errorsBefore = reader.sink.diagnostics.count
        let name = fields["name"].flatMap { reader.text($0.value, expected: "the device name") }
        let idiom = fields["idiom"].flatMap { reader.choice($0.value, "the idiom", as: DeviceIdiom.self) }
        let screen = fields["screen"].flatMap { reader.sizePair($0.value, "the portrait screen size") }
        let safeArea = fields["safeArea"].flatMap { perOrientation($0.value, "safeArea", reader: reader) { insets($0, reader: reader) } }
        let docked = fields["dockedKeyboard"].flatMap {
            perOrientation($0.value, "dockedKeyboard", reader: reader) { reader.length($0, "a docked keyboard height", positive: true) }
        }
        let predictive = fields["predictiveBar"].flatMap {
            perOrientation($0.value, "predictiveBar", reader: reader) { reader.length($0, "a predictive bar height") }
        }
        let keyboards = fields["keyboards"].flatMap { keyboardList($0.value, reader: reader) }
        let regularWidthFrom = fields["regularWidthFrom"].flatMap { reader.length($0.value, "regularWidthFrom", positive: true) }
        let floating = fields["floatingKeyboard"].flatMap { reader.sizePair($0.value, "the floating keyboard size") }
        let shortcutsBar = fields["shortcutsBar"].flatMap { readShortcutsBar($0.value, reader: reader) }
        let splitView = fields["splitView"].flatMap { readSplitView($0.value, reader: reader) }
        let slideOver = fields["slideOver"].flatMap { reader.length($0.value, "the Slide Over width", positive: true) }
        let stageManager = fields["stageManager"].flatMap { reader.bool($0.value) } ?? false
        let minimumWindow = fields["stageManagerMinimumWindow"].flatMap { reader.sizePair($0.value, "the smallest Stage Manager window") }
        if let minimumWindow, let screen, minimumWindow.width > min(screen.width, screen.height) || minimumWindow.height > min(screen.width, screen.height) {
            reader.sink.error(.invalidValue, at: reader.location(of: node), "device '\(id)': the smallest Stage Manager window must fit the screen in both orientations")
        }
        if fields["stageManagerMinimumWindow"] != nil && !stageManager {
            reader.sink.error(.invalidValue, at: reader.location(of: node), "device '\(id)' gives 'stageManagerMinimumWindow' but does not offer Stage Manager")
        }

        if let keyboards {
            if keyboards.contains(.floating) && fields["floatingKeyboard"] == nil {
                reader.sink.error(.missingKey, at: reader.location(of: node), "device '\(id)' offers the floating keyboard and needs 'floatingKeyboard'")
            }
            if keyboards.contains(.shortcutsBar) && fields["shortcutsBar"] == nil {
                reader.sink.error(.missingKey, at: reader.location(of: node), "device '\(id)' offers the shortcuts bar and needs 'shortcutsBar'")
            }
        }
        guard reader.sink.diagnostics.count == errorsBefore,
              let name, let idiom, let screen, let safeArea, let docked, let predictive, let keyboards, let regularWidthFrom
        else { return nil }
        return DeviceDescription(
            id: id, name: name, idiom: idiom, portraitScreen: screen, safeArea: safeArea,
            dockedKeyboardHeight: docked, predictiveBarHeight: predictive, keyboards: keyboards,
            regularWidthFrom: regularWidthFrom, floatingKeyboard: floating, shortcutsBar: shortcutsBar,
            splitView: splitView, slideOverWidth: slideOver, supportsStageManager: stageManager,
            stageManagerMinimumWindow: minimumWindow,
            location: reader.location(of: key))
    }

    /// `{ portrait: …, landscape: … }`, both required.
    private static func perOrientation<Value>(
        _ node: Node, _ what: String, reader: YAMLReader, _ read: (Node) -> Value?
    ) -> [Orientation: Value]? {
        guard let fields = reader.keys(node, in: what, required: Orientation.allCases.map(\.rawValue)) else { return nil }
        var values: [Orientation: Value] = [:]
        for orientation in Orientation.allCases {
            if let entry = fields[orientation.rawValue], let value = read(entry.value) { values[orientation] = value }
        }
        return values.count == Orientation.allCases.count ? values : nil
    }

    private static func insets(_ node: Node, reader: YAMLReader) -> EdgeInsets? {
        let sides = ["top", "left", "bottom", "right"]
        guard let fields = reader.keys(node, in: "safe-area insets", required: sides) else { return nil }
        let values = sides.compactMap { side in fields[side].flatMap { reader.length($0.value, "a safe-area inset") } }
        guard values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private static func keyboardList(_ node: Node, reader: YAMLReader) -> [KeyboardType]? {
        guard let items = reader.list(node, expected: "a list of keyboards") else { return nil }
        let types = items.compactMap { reader.choice($0, "a keyboard", as: KeyboardType.self) }
        guard types.count == items.count else { return nil }
        for required in [KeyboardType.hidden, .docked] where !types.contains(required) {
            reader.sink.error(.invalidValue, at: reader.location(of: node), "every device offers the '\(required.rawValue)' keyboard; add it to keyboards")
        }
        return Array(Set(types)).sorted()
    }

    private static func readShortcutsBar(_ node: Node, reader: YAMLReader) -> DeviceDescription.ShortcutsBar? {
        guard let fields = reader.keys(node, in: "shortcutsBar", required: ["height", "collapsedWidth"]),
              let height = fields["height"].flatMap({ reader.length($0.value, "the shortcuts bar height", positive: true) }),
              let width = fields["collapsedWidth"].flatMap({ reader.length($0.value, "the collapsed shortcuts bar width", positive: true) })
        else { return nil }
        return DeviceDescription.ShortcutsBar(height: height, collapsedWidth: width)
    }

    private static func readSplitView(_ node: Node, reader: YAMLReader) -> DeviceDescription.SplitView? {
        guard let fields = reader.keys(node, in: "splitView", required: ["divider"], optional: Orientation.allCases.map(\.rawValue)),
              let divider = fields["divider"].flatMap({ reader.length($0.value, "the divider width") })
        else { return nil }
        var widths: [Orientation: [SplitFraction: Rational]] = [:]
        for orientation in Orientation.allCases {
            guard let entry = fields[orientation.rawValue],
                  let entries = reader.keys(entry.value, in: "\(orientation.rawValue) split widths", required: [], optional: ["third", "half", "twoThirds"])
            else { continue }
            let keys: [(String, SplitFraction)] = [("third", .third), ("half", .half), ("twoThirds", .twoThirds)]
            for (key, fraction) in keys {
                if let value = entries[key].flatMap({ reader.length($0.value, "a split width", positive: true) }) {
                    widths[orientation, default: [:]][fraction] = value
                }
            }
        }
        return DeviceDescription.SplitView(divider: divider, widths: widths)
    }
}
