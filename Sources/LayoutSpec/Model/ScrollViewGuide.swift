/// A scroll view's two layout guides (UIKit reference: `UIScrollView.frameLayoutGuide`,
/// `contentLayoutGuide`): the frame guide is the scroll view's frame; the content guide sits at
/// its origin (at content offset zero) and takes its size from what is constrained to it, the
/// content. Importers name a guide after its scroll view (`scrollViewContent`).
public enum ScrollViewGuide: String, CaseIterable, Sendable {
    case content = "contentLayoutGuide"
    case frame = "frameLayoutGuide"

    /// What the guide's name adds to its scroll view's.
    public var suffix: String {
        switch self {
        case .content: "Content"
        case .frame: "Frame"
        }
    }

    /// `scrollViewContent`: the guide's name, after its scroll view's.
    public func name(in scrollView: String) -> String {
        scrollView + suffix
    }

    /// A scroll view's anchors that, constrained to a view inside it, are its content's: UIKit
    /// attaches such constraints to the content area, not the frame (widths and heights stay the
    /// frame's).
    public static let edgesOfContent: Set<Anchor> = [.top, .bottom, .leading, .trailing, .left, .right]

    /// The guide's anchors that are the scroll view's own.
    public var anchorsOnScrollView: [Anchor] {
        switch self {
        case .content: [.top, .leading]
        case .frame: [.top, .bottom, .leading, .trailing]
        }
    }
}
