/// A bar on the keyboard layout guide that must end within 10 pt of the view's bottom, on the
/// 12.9" iPad in landscape, with `usesBottomSafeArea: false`: below iOS 17 that setting is
/// ignored, so with the keyboard hidden the guide keeps the 20 pt bottom safe area and the bar
/// conflicts there — only on the older systems.
public enum BarOnTheGuide {
    /// The spec, with its own `deploymentTarget` when given.
    public static func yaml(deploymentTarget: String?) -> String {
        """
        kbcov: 1
        name: bar on the guide
        environments: [ipad-pro-12-9/landscape/full/ltr]
        keyboardGuide: { usesBottomSafeArea: false }
        views:
          bar: { intrinsicSize: { width: 100, height: 30 } }
        constraints:
          - bar.bottom == keyboard.top
          - bar.leading == view.leading
          - { id: barAtScreenBottom, rule: bar.bottom >= view.bottom - 10 }

        """ + (deploymentTarget.map { "deploymentTarget: \"\($0)\"\n" } ?? "")
    }
}
