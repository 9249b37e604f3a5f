import ExactGeometry
import LayoutSpec

/// An intrinsic size a finding's layout rests on that kbcov assumed from the view's class (the
/// content-size table) rather than read from the user's input.
public struct AssumedSize: Hashable, Sendable, CustomStringConvertible {
    public var view: String
    /// `width` or `height`.
    public var dimension: Anchor
    public var points: Rational
    public var viewClass: String?

    public init(view: String, dimension: Anchor, points: Rational, viewClass: String?) {
        self.view = view
        self.dimension = dimension
        self.points = points
        self.viewClass = viewClass
    }

    /// `title.height 20.33 (UILabel default)`.
    public var description: String {
        "\(view).\(dimension.rawValue) \(points.decimalString(maximumFractionDigits: 2))" + (viewClass.map { " (\($0) default)" } ?? "")
    }

    /// The assumed sizes of the finding's views — a stack counting with the views it arranges,
    /// at any depth — and of the views whose hugging or compression resistance it names.
    static func relevant(to finding: Finding, in spec: LayoutSpec) -> [AssumedSize] {
        let arranged = Dictionary(spec.stacks.map { ($0.name, $0.arranged) }, uniquingKeysWith: { first, _ in first })
        var involved = Set<String>()
        var pending = finding.items
        for id in finding.constraints {
            for view in spec.views where id.hasPrefix("\(view.name).hugging.") || id.hasPrefix("\(view.name).compressionResistance.") {
                pending.append(view.name)
            }
        }
        while let name = pending.popLast() {
            guard involved.insert(name).inserted else { continue }
            pending += arranged[name] ?? []
        }
        return spec.views.filter { involved.contains($0.name) }.flatMap { view in
            [Axis.horizontal, .vertical].filter(view.assumedSizeAxes.contains).compactMap { axis in
                view.intrinsicSize(on: axis).map {
                    AssumedSize(view: view.name, dimension: axis == .horizontal ? .width : .height, points: $0, viewClass: view.viewClass)
                }
            }
        }
    }
}

extension Finding {
    /// `assumes class-default sizes: title.height 20.33 (UILabel default), …`, or `nil` when the
    /// finding rests on stated sizes only: the one wording every reporter prints.
    public var assumedSizesSummary: String? {
        assumedSizes.isEmpty ? nil : "assumes class-default sizes: " + assumedSizes.map(\.description).joined(separator: ", ")
    }
}
