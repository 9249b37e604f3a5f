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
    /// Where the finding starts along this size, the rest of the witness as it is; `nil` when it
    /// holds from the range's least size.
    public var start: ContentStart?

    public init(view: String, dimension: Anchor, points: Rational, range: ContentRange, start: ContentStart? = nil) {
        self.view = view
        self.dimension = dimension
        self.points = points
        self.range = range
        self.start = start
    }

    /// `title.width above 212 pt (of 0–2048 pt)`, or `title.width 0 pt (of 0–2048 pt)` at its least.
    public var description: String {
        "\(view).\(dimension.rawValue) \(start?.description ?? points.decimalString(maximumFractionDigits: 2) + " pt") (of \(range.description))"
    }
}

/// Which content sizes a finding rests on, read from a spec's views and stacks once for all its findings.
struct ContentSizes: Sendable {
    private struct Measured: Sendable {
        var view: String
        var dimension: Anchor
        /// `view.dimension`, as a witness names the size.
        var name: String
        var range: ContentRange
    }

    private let arranged: [String: [String]]
    /// `view.hugging.` and `view.compressionResistance.`, with the view they name.
    private let priorityPrefixes: [(prefix: String, view: String)]
    /// The sizes the source does not show, in view order, width before height.
    private let measured: [Measured]

    init(_ spec: LayoutSpec) {
        arranged = Dictionary(spec.stacks.map { ($0.name, $0.arranged) }, uniquingKeysWith: { first, _ in first })
        priorityPrefixes = spec.views.flatMap { view in ["hugging", "compressionResistance"].map { ("\(view.name).\($0).", view.name) } }
        measured = spec.views.flatMap { view in
            [(Axis.horizontal, Anchor.width), (.vertical, .height)].compactMap { axis, dimension in
                view.contentRange(on: axis).map { Measured(view: view.name, dimension: dimension, name: "\(view.name).\(dimension.rawValue)", range: $0) }
            }
        }
    }

    /// The witness's content sizes of the finding's views — a stack counting with the views it
    /// arranges, at any depth — and of the views whose hugging or compression resistance it names.
    func relevant(to finding: Finding) -> [ContentSize] {
        guard let witness = finding.witness, !witness.contentSizes.isEmpty else { return [] }
        var involved = Set<String>()
        var pending = finding.items
        for id in finding.constraints {
            pending += priorityPrefixes.filter { id.hasPrefix($0.prefix) }.map(\.view)
        }
        while let name = pending.popLast() {
            guard involved.insert(name).inserted else { continue }
            pending += arranged[name] ?? []
        }
        return measured.compactMap { size in
            guard involved.contains(size.view), let points = witness.contentSizes[size.name] else { return nil }
            return ContentSize(view: size.view, dimension: size.dimension, points: points, range: size.range, start: witness.contentStarts[size.name])
        }
    }
}

extension Finding {
    /// `only for some content: title.width above 212 pt (of 0–2048 pt), …`, `for any content
    /// size; …`, or, where the analysis did not decide which (an ambiguity), the witness's content
    /// sizes; `nil` when the finding rests on stated sizes only: the one wording every reporter prints.
    public var contentSizesSummary: String? {
        guard !contentSizes.isEmpty else { return nil }
        let sizes = contentSizes.map(\.description).joined(separator: ", ")
        switch contentDependence {
        case .definite: return "for any content size; at the witness " + sizes
        case .contentDependent: return "only for some content: " + sizes
        case nil: return "at the witness's content sizes " + sizes
        }
    }
}
