/// What is legal in a spec but probably not what its author meant, or not what every supported
/// iOS version does.
public enum SpecWarnings {
    /// iOS 15.0–15.3 did not always update the keyboard layout guide's frame.
    static let reliableGuideVersion = OSVersion(15, 4)
    /// `usesBottomSafeArea` and `keyboardDismissPadding` were added in iOS 17.
    static let newSettingsVersion = OSVersion(17, 0)
    static let newSettings = ["usesBottomSafeArea", "keyboardDismissPadding"]

    /// `trackedKey`: where the tracked groups are written; `deploymentTargetValue`: where the
    /// deployment target is. Warnings need a place to point at, so each is given only with its place.
    public static func warnings(for spec: LayoutSpec, trackedKey: SourceLocation?,
                         deploymentTargetValue: SourceLocation?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        if let trackedKey, !spec.tracked.isEmpty, !spec.keyboardGuide.followsUndockedKeyboard {
            warnings.append(.warning(.trackingNeverApplies, at: trackedKey,
                                     "tracked groups never activate while keyboardGuide.followsUndockedKeyboard is false (UIKit's default); set it to true for them to apply"))
        }
        guard let target = spec.deploymentTarget, let deploymentTargetValue else { return warnings }
        if target < reliableGuideVersion {
            warnings.append(.warning(.unreliableGuide, at: deploymentTargetValue,
                                     "the keyboard layout guide's frame was not always updated in iOS 15.0–15.3; deployment target \(target) includes those versions"))
        }
        if target < newSettingsVersion {
            for name in newSettings {
                guard let location = spec.keyboardGuide.explicitSettings[name] else { continue }
                warnings.append(.warning(.settingUnavailable, at: location,
                                         "'\(name)' exists from iOS 17; older systems use the default, and deployment target \(target) includes them"))
            }
        }
        return warnings.sorted { $0.location < $1.location }
    }
}

extension LayoutSpec {
    /// The spec with a project's deployment target (`.kbcov.yml`), written at `location`, when it
    /// states none of its own, warned about as a target the spec stated would be.
    public func defaultingDeploymentTarget(to target: OSVersion, at location: SourceLocation) -> LayoutSpec {
        guard deploymentTarget == nil else { return self }
        var targeted = self
        targeted.deploymentTarget = target
        targeted.warnings = (warnings + SpecWarnings.warnings(for: targeted, trackedKey: nil, deploymentTargetValue: location))
            .sorted { $0.location < $1.location }
        return targeted
    }
}
