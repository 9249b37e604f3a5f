/// The catalog shipped with kbcov, as YAML read by the same loader as users' catalog files.
///
/// Documentation/Catalog.md lists these figures with their sources: screen sizes, safe areas and
/// docked keyboard heights from public device tables and simulator measurements; Split View widths
/// from measured tables for the 834- and 1024-point-wide iPads, the others by a formula; Apple's
/// "Adjusting your layout with keyboard layout guide" for which keyboards exist.
enum BuiltinCatalog {
    static let path = "<built-in catalog>"

    static let yaml = """
    # Screens are given in portrait, in points. Safe areas per orientation.
    # predictiveBar: the docked keyboard is this much shorter with the predictive bar hidden
    # (iPhone: 44 portrait, 38 landscape, Documentation/Catalog.md; iPad: estimate 55, the height of the
    # shortcuts bar that replaces that row).
    # regularWidthFrom: windows at least this wide have the regular width size class (UIKit's
    # size classes: iPhones are compact except the Max models in landscape; on iPad 1/3 Split View,
    # Slide Over, portrait 2/3 and the 1/2 split of the 11-inch and smaller models are compact).
    # keyboards: iPhones have no undocked, split or floating keyboard; iPhone shortcuts bars are
    # not modelled. Assumption: Apple does not offer the split keyboard on the 11-inch and
    # 12.9-inch iPad Pro, so those list no 'split'.
    # stageManager: iPads meeting the iPadOS 16-18 Stage Manager requirements (M1 or later and the
    # 11-inch iPad Pro); the iPad 10th generation and iPad mini 6th generation do not.
    # stageManagerMinimumWindow: the smallest Stage Manager window, [width, height], for the
    # stage-range window (--window-ranges), which is every window from it up to the whole screen,
    # anywhere on the screen. Apple documents no system minimum: UISceneSizeRestrictions' minimumSize
    # is the app's own preference, on which "the system imposes limits". Assumption: 320 by 320, the
    # narrowest iPad window (Slide Over and 1/3 Split View) in both directions.
    # slideOver: assumption, a full-height window 320 wide at the trailing side of the screen.
    devices:
      iphone-se:
        name: iPhone SE (3rd generation)
        idiom: phone
        screen: [375, 667]
        safeArea:
          portrait: { top: 20, left: 0, bottom: 0, right: 0 }
          landscape: { top: 0, left: 0, bottom: 0, right: 0 }
        dockedKeyboard: { portrait: 260, landscape: 200 }
        predictiveBar: { portrait: 44, landscape: 38 }
        keyboards: [hidden, docked]
        regularWidthFrom: 900
      iphone-16:
        name: iPhone 16
        idiom: phone
        screen: [393, 852]
        safeArea:
          portrait: { top: 59, left: 0, bottom: 34, right: 0 }
          landscape: { top: 0, left: 59, bottom: 21, right: 59 }
        dockedKeyboard: { portrait: 336, landscape: 219 }
        predictiveBar: { portrait: 44, landscape: 38 }
        keyboards: [hidden, docked]
        regularWidthFrom: 900
      iphone-16-pro-max:
        name: iPhone 16 Pro Max
        idiom: phone
        screen: [440, 956]
        safeArea:
          portrait: { top: 62, left: 0, bottom: 34, right: 0 }
          landscape: { top: 0, left: 62, bottom: 21, right: 62 }
        dockedKeyboard: { portrait: 346, landscape: 219 }
        predictiveBar: { portrait: 44, landscape: 38 }
        keyboards: [hidden, docked]
        regularWidthFrom: 900
      ipad-mini:
        name: iPad mini (6th generation)
        idiom: pad
        screen: [744, 1133]
        safeArea:
          portrait: { top: 24, left: 0, bottom: 20, right: 0 }
          landscape: { top: 24, left: 0, bottom: 20, right: 0 }
        dockedKeyboard: { portrait: 340, landscape: 428 }
        predictiveBar: { portrait: 55, landscape: 55 }
        keyboards: [hidden, docked, undocked, split, floating, shortcuts-bar]
        regularWidthFrom: 678
        floatingKeyboard: [320, 260]      # estimate
        shortcutsBar: { height: 55, collapsedWidth: 56 }   # collapsed width: estimate
        splitView:
          divider: 10
          landscape: { third: 320, half: 561.5, twoThirds: 803 }   # by the formula
          portrait: { third: 320, twoThirds: 414 }
        slideOver: 320
        stageManager: false
      ipad:
        name: iPad (10th generation)
        idiom: pad
        screen: [820, 1180]
        safeArea:
          portrait: { top: 24, left: 0, bottom: 20, right: 0 }
          landscape: { top: 24, left: 0, bottom: 20, right: 0 }
        dockedKeyboard: { portrait: 337, landscape: 422 }
        predictiveBar: { portrait: 55, landscape: 55 }
        keyboards: [hidden, docked, undocked, split, floating, shortcuts-bar]
        regularWidthFrom: 678
        floatingKeyboard: [320, 260]
        shortcutsBar: { height: 55, collapsedWidth: 56 }
        splitView:
          divider: 10
          landscape: { third: 320, half: 585, twoThirds: 850 }   # by the formula
          portrait: { third: 320, twoThirds: 490 }
        slideOver: 320
        stageManager: false
      ipad-pro-11:
        name: iPad Pro 11-inch
        idiom: pad
        screen: [834, 1194]
        safeArea:
          portrait: { top: 24, left: 0, bottom: 20, right: 0 }
          landscape: { top: 24, left: 0, bottom: 20, right: 0 }
        dockedKeyboard: { portrait: 340, landscape: 428 }
        predictiveBar: { portrait: 55, landscape: 55 }
        keyboards: [hidden, docked, undocked, floating, shortcuts-bar]
        regularWidthFrom: 678
        floatingKeyboard: [320, 260]
        shortcutsBar: { height: 55, collapsedWidth: 56 }
        splitView:
          divider: 10
          landscape: { third: 375, half: 592, twoThirds: 809 }
          portrait: { third: 320, twoThirds: 504 }
        slideOver: 320
        stageManager: true
        stageManagerMinimumWindow: [320, 320]
      ipad-pro-12-9:
        name: iPad Pro 12.9-inch / iPad Air 13-inch
        idiom: pad
        screen: [1024, 1366]
        safeArea:
          portrait: { top: 24, left: 0, bottom: 20, right: 0 }
          landscape: { top: 24, left: 0, bottom: 20, right: 0 }
        dockedKeyboard: { portrait: 403, landscape: 498 }
        predictiveBar: { portrait: 55, landscape: 55 }
        keyboards: [hidden, docked, undocked, floating, shortcuts-bar]
        regularWidthFrom: 678
        floatingKeyboard: [320, 260]
        shortcutsBar: { height: 55, collapsedWidth: 56 }
        splitView:
          divider: 10
          landscape: { third: 375, half: 678, twoThirds: 981 }
          portrait: { third: 375, twoThirds: 639 }
        slideOver: 320
        stageManager: true
        stageManagerMinimumWindow: [320, 320]

    # One centred Stage Manager window per orientation, about 2/3 of the screen each way; it
    # touches no screen edge, so the docked keyboard covers only part of it.
    stageWindows:
      - { device: ipad-pro-11, name: center, orientation: landscape, frame: [197, 137, 800, 560] }
      - { device: ipad-pro-11, name: center, orientation: portrait, frame: [137, 197, 560, 800] }
      - { device: ipad-pro-12-9, name: center, orientation: landscape, frame: [233, 172, 900, 680] }
      - { device: ipad-pro-12-9, name: center, orientation: portrait, frame: [172, 233, 680, 900] }

    # default, iphone and ipad are implicit: every environment, and those of each idiom.
    sets:
      # What breaks most often, fast enough for every pull request: the smallest and the largest
      # iPhone in both orientations (in landscape the docked keyboard leaves the least room), an
      # iPad that offers floating, undocked and split keyboards, and its narrowest Split View window.
      quick:
        - iphone-se/portrait/full
        - iphone-se/landscape/full
        - iphone-16-pro-max/portrait/full
        - iphone-16-pro-max/landscape/full
        - ipad/landscape/full
        - ipad/landscape/split-third-left
    """
}
