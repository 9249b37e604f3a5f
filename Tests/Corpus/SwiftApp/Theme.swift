import UIKit

/// Spacing and sizes shared by the app's screens.
enum Theme {
    static let margin: CGFloat = 16
    static let rowHeight: CGFloat = 44
    static let buttonHeight: CGFloat = 50
}
