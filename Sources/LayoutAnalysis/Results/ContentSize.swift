import ExactGeometry
import LayoutSpec

/// A size a finding's witness gives content the source does not show — a label's text, an
/// image kbcov cannot see — within its range: the finding holds with content this size.
public struct ContentSize: Hashable, Sendable, CustomStringConvertible {
    public var view: String
    /// `width` or `height`.
    public var dimension: Anchor
    /// At the witness.
    public var points: Rational
    /// Every size the content could have.
    public var range: ContentRange

    public init(view: String, dimension: Anchor, points: Rational, range: ContentRange) {
        self.view = view
        self.dimension = dimension
        self.points = points
        self.range = range
    }

    /// `title.width 1024 pt (of 0–2048 pt)`.
    public var description: String {
        "\(view).\(dimension.rawValue) \(points.decimalString(maximumFractionDigits: 2)) pt (of \(range.description))"
    }

    /// The witness's content sizes of the finding's views — a stack counting with the views it
    /// arranges, at any depth — and of the views whose hugging or compression resistance it names.
    static func relevant(to finding: Finding, in spec: LayoutSpec) -> [ContentSize] {
        guard let witness = finding.witness, !witness.contentSizes.isEmpty else { return [] }
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
            [(Axis.horizontal, Anchor.width), (.vertical, .height)].compactMap { axis, dimension in
                guard let range = view.contentRange(on: axis), let points = witness.contentSizes["\(view.name).\(dimension.rawValue)"] else { return nil }
                return ContentSize(view: view.name, dimension: dimension, points: points, range: range)
            }
        }
    }
}

extension Finding {
    /// `with content kbcov cannot see: title.width 1024 pt (of 0–2048 pt), …`, or `nil` when the
    /// finding rests on stated sizes only: the one wording every reporter prints.
    public var contentSizesSummary: String? {
        contentSizes.isEmpty ? nil : "with content kbcov cannot see: " + contentSizes.map(\.description).joined(separator: ", ")
    }
}
