// The app's design module: screens import it instead of UIKit.
@_exported import UIKit

enum Spacing {
    static let tight: CGFloat = 8
    static let regular: CGFloat = 16
    static let section: CGFloat = 24
}
