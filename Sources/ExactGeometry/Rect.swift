/// An axis-aligned rectangle with exact coordinates, origin top-left, y down.
public struct Rect: Hashable, Sendable {
    public var x: Rational
    public var y: Rational
    public var width: Rational
    public var height: Rational

    public init(x: Rational, y: Rational, width: Rational, height: Rational) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Rational { x }
    public var minY: Rational { y }
    public var maxX: Rational { x + width }
    public var maxY: Rational { y + height }
    public var midX: Rational { x + width / 2 }
    public var midY: Rational { y + height / 2 }

    /// The common part of two rectangles; `nil` when they do not overlap with a positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func offsetBy(dx: Rational, dy: Rational) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `[x, y, width, height]`, the form the reports use.
    public var components: [Rational] { [x, y, width, height] }
}
