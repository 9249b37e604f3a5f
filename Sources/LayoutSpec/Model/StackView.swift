import ExactGeometry

/// `UIStackView.Distribution`.
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`. UIKit gives `top` the value of `leading` and `bottom` that of
/// `trailing`; the baselines are valid for horizontal stacks only.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// `NSDirectionalEdgeInsets`.
public struct EdgeInsetsDeclaration: Hashable, Sendable {
    public var top: Rational
    public var leading: Rational
    public var bottom: Rational
    public var trailing: Rational

    public init(top: Rational, leading: Rational, bottom: Rational, trailing: Rational) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// A `UIView`'s `directionalLayoutMargins` unless set: 8 pt on every side.
    public static let uiViewDefault = EdgeInsetsDeclaration(top: 8, leading: 8, bottom: 8, trailing: 8)
}

/// A `UIStackView` and its settings, UIKit's defaults unless the spec sets them.
public struct StackViewDeclaration: Hashable, Sendable {
    /// The stack's own view (also declared in the spec's `views`).
    public var name: String
    public var axis: Axis
    /// `arrangedSubviews`, in order.
    public var arranged: [String]
    public var spacing: Rational
    /// `setCustomSpacing(_:after:)`: the spacing after the named arranged view.
    public var customSpacing: [String: Rational]
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `directionalLayoutMargins`; `nil` is UIKit's default (`EdgeInsetsDeclaration.uiViewDefault`).
    public var layoutMargins: EdgeInsetsDeclaration?
    public var location: SourceLocation

    public init(
        name: String, axis: Axis = .horizontal, arranged: [String] = [], spacing: Rational = .zero,
        customSpacing: [String: Rational] = [:], distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill, isLayoutMarginsRelativeArrangement: Bool = false,
        layoutMargins: EdgeInsetsDeclaration? = nil, location: SourceLocation
    ) {
        self.name = name
        self.axis = axis
        self.arranged = arranged
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.distribution = distribution
        self.alignment = alignment
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.layoutMargins = layoutMargins
        self.location = location
    }
}
