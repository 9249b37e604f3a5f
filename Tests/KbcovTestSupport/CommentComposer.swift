/// A comment screen written the way apps write it: a wireframe above the comment field, tied to
/// it only while the keyboard is away from the bottom edge, and the field on the keyboard only
/// while it is away from the top. A docked keyboard leaves the wireframe without a height, a
/// keyboard near the top leaves the field without a vertical position: freedom real code has.
public enum CommentComposer {
    public static let yaml = """
        kbcov: 1
        name: Comment composer
        keyboardGuide: { followsUndockedKeyboard: true }
        views:
          header: { intrinsicSize: { width: 200, height: 44 } }
          wireframe: {}
          commentField: { intrinsicSize: { width: 200, height: 36 }, keepVisible: true }
          sendButton: { intrinsicSize: { width: 60, height: 36 }, hugging: { horizontal: 750, vertical: 250 } }
        constraints:
          - header.top == safeArea.top
          - header.leading == safeArea.leading
          - header.trailing == safeArea.trailing
          - wireframe.top == header.bottom + 8
          - wireframe.leading == safeArea.leading + 16
          - wireframe.trailing == safeArea.trailing - 16
          - commentField.leading == safeArea.leading + 16
          - sendButton.leading == commentField.trailing + 8
          - sendButton.trailing == safeArea.trailing - 16
          - sendButton.centerY == commentField.centerY
        tracked:
          - awayFrom: [bottom]
            constraints:
              - { id: wireframeAboveComment, rule: wireframe.bottom == commentField.top - 8 }
          - awayFrom: [top]
            constraints:
              - { id: commentOnKeyboard, rule: commentField.bottom == keyboard.top - 8 }
        """
}
