import Yams

/// What is legal but probably not what the author meant.
enum SpecWarnings {
    static let reliableGuide = OSVersion(15, 4)
    static let guideSettingsIntroduced = OSVersion(17, 0)

    static func warnings(for spec: LayoutSpec, trackedKey: Node?, deploymentTarget: Node?, reader: YAMLReader) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        if !spec.tracked.isEmpty, !spec.keyboardGuide.followsUndockedKeyboard, let trackedKey {
            warnings.append(.warning(.trackingNeverApplies, at: reader.location(trackedKey),
                                     "tracked constraints apply only when keyboardGuide.followsUndockedKeyboard is true; they never activate here"))
        }
        guard let target = spec.deploymentTarget else { return warnings }
        let targetLocation = reader.location(deploymentTarget?.mark)
        if target < reliableGuide {
            warnings.append(.warning(.unreliableGuide, at: targetLocation,
                                     "deploymentTarget \(target): the keyboard layout guide's frame was not always updated in iOS 15.0–15.3"))
        }
        if target < guideSettingsIntroduced {
            for key in ["usesBottomSafeArea", "keyboardDismissPadding"] {
                guard let location = spec.keyboardGuide.explicitSettings[key] else { continue }
                warnings.append(.warning(.settingUnavailable, at: location,
                                         "\(key) exists from iOS 17; older systems use the default"))
            }
        }
        return warnings
    }
}
