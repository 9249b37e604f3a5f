/// The orientations a screen rotates to on iPhone, where its code or its spec says so: UIKit asks
/// the root or full-screen view controller's `supportedInterfaceOrientations` when the device
/// turns and rotates only to those (Apple, UIViewController.supportedInterfaceOrientations). An
/// iPad app that supports multitasking must support every orientation, and its windows take any
/// (App Store rule ITMS-90474; Apple, UIRequiresFullScreen), so the mask says nothing there.
public struct PhoneOrientations: Hashable, Sendable {
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case portrait, landscape
    }

    public var orientations: Set<Orientation>
    /// Where it is said: the override, or the spec's `supportedOrientations:`.
    public var location: SourceLocation

    public init(_ orientations: Set<Orientation>, location: SourceLocation) {
        self.orientations = orientations
        self.location = location
    }

    /// Whether an iPhone screen in `orientation` (`portrait`, `landscape`) shows the screen.
    public func includes(_ orientation: String) -> Bool {
        Orientation(rawValue: orientation).map(orientations.contains) ?? true
    }

    /// How kbcov analyses a screen limited to these orientations, for the warning that says so.
    public var analysedAs: String {
        "kbcov analyses it on iPhone in \(phrase) only; on iPad, which multitasking turns every way, in every orientation"
    }

    /// `portrait`, `portrait and landscape`: for messages.
    public var phrase: String {
        Orientation.allCases.filter(orientations.contains).map(\.rawValue).joined(separator: " and ")
    }

    /// UIKit's `UIInterfaceOrientationMask` members, by the orientation each lets the screen take.
    public static let maskMembers: [String: Set<Orientation>] = [
        "portrait": [.portrait], "portraitUpsideDown": [.portrait],
        "landscapeLeft": [.landscape], "landscapeRight": [.landscape], "landscape": [.landscape],
        "all": [.portrait, .landscape], "allButUpsideDown": [.portrait, .landscape],
    ]
}
