/// A reply screen with one problem of each cause: a promo banner set 24 pt past the trailing edge
/// (off screen with or without a keyboard: the layout's) and a reply bar pinned to the safe area
/// instead of the keyboard guide (covered whenever a keyboard is up: the keyboard's).
public enum ReplyScreen {
    public static let yaml = """
        kbcov: 1
        name: Reply screen
        views:
          promoBanner: { intrinsicSize: { width: 200, height: 44 } }
          replyBar: { intrinsicSize: { width: 300, height: 52 }, keepVisible: true }
        constraints:
          - promoBanner.top == safeArea.top
          - promoBanner.leading == safeArea.trailing + 24
          - replyBar.leading == safeArea.leading
          - replyBar.trailing == safeArea.trailing
          - replyBar.bottom == safeArea.bottom
        """
}
