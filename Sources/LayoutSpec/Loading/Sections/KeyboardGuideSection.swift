import Yams

extension SpecReader {
    static let keyboardGuideKeys = ["followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding"]

    /// `keyboardGuide:`; UIKit's defaults for what it leaves out, and where each written key is.
    func keyboardGuide(_ node: Node) -> KeyboardGuideSettings {
        var settings = KeyboardGuideSettings()
        if node.isNull { return settings }
        guard let mapping = reader.mapping(node, expected: "the keyboard guide's settings: a mapping of \(MappingKeys.list(SpecReader.keyboardGuideKeys))") else { return settings }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.keyboardGuideKeys, in: "keyboardGuide", reader: reader)
        if let entry = keys["followsUndockedKeyboard"], let value = reader.bool(entry.value) {
            settings.followsUndockedKeyboard = value
        }
        if let entry = keys["usesBottomSafeArea"], let value = reader.bool(entry.value) {
            settings.usesBottomSafeArea = value
        }
        if let entry = keys["keyboardDismissPadding"], let value = reader.size(entry.value) {
            settings.keyboardDismissPadding = value
        }
        for name in SpecReader.keyboardGuideKeys {
            if let entry = keys[name] { settings.explicitSettings[name] = reader.location(of: entry.key) }
        }
        return settings
    }
}
