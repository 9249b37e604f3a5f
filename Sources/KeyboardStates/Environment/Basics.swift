import ExactGeometry

public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait, landscape
}

public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case ltr, rtl
}

/// The horizontal size class, which decides the `margins` guide's inset.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular

    /// The layout margin UIKit uses for a root view: 16 pt compact, 20 pt regular.
    public var layoutMargin: Rational { self == .compact ? 16 : 20 }
}

public enum DeviceIdiom: String, CaseIterable, Hashable, Sendable {
    case phone, pad
}

public struct Size: Hashable, Sendable {
    public var width: Rational
    public var height: Rational

    public init(width: Rational, height: Rational) {
        self.width = width
        self.height = height
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Rational
    public var left: Rational
    public var bottom: Rational
    public var right: Rational

    public init(top: Rational, left: Rational, bottom: Rational, right: Rational) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
