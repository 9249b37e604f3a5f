import ExactGeometry
import LayoutAnalysis
import LayoutSpec

/// A finding as a cache entry stores it: every field of `Finding`, in plain Codable form, so that
/// a finding read back is equal to the one the analysis gave.
struct CachedFinding: Codable, Hashable {
    var kind: FindingKind
    var items: [String]
    var constraints: [String]
    var message: String
    var location: CachedLocation?
    var witness: CachedWitness?
    var contentSizes: [CachedContentSize]
    var contentDependence: String?
    var cause: String?

    init(_ finding: Finding) {
        kind = finding.kind
        items = finding.items
        constraints = finding.constraints
        message = finding.message
        location = finding.location.map(CachedLocation.init)
        witness = finding.witness.map(CachedWitness.init)
        contentSizes = finding.contentSizes.map(CachedContentSize.init)
        contentDependence = finding.contentDependence?.rawValue
        cause = finding.cause?.rawValue
    }

    func finding() throws -> Finding {
        Finding(
            kind: kind, items: items, constraints: constraints, message: message, location: location?.location,
            witness: try witness?.witness(), contentSizes: try contentSizes.map { try $0.contentSize() },
            contentDependence: try contentDependence.map { try CachedValue.decoded(ContentDependence(rawValue: $0), $0) },
            cause: try cause.map { try CachedValue.decoded(FindingCause(rawValue: $0), $0) })
    }
}

struct CachedLocation: Codable, Hashable {
    var file: String
    var line: Int
    var column: Int

    init(_ location: SourceLocation) {
        file = location.file
        line = location.line
        column = location.column
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// A rectangle as `[x, y, width, height]`.
struct CachedRect: Codable, Hashable {
    var components: [Rational]

    init(_ rect: Rect) { components = [rect.x, rect.y, rect.width, rect.height] }

    func rect() throws -> Rect {
        guard components.count == 4 else { throw CachedValue.Unreadable(text: "a rectangle of \(components.count) numbers") }
        return Rect(x: components[0], y: components[1], width: components[2], height: components[3])
    }
}

struct CachedWitness: Codable, Hashable {
    var keyboardFrame: CachedRect
    var guideFrame: CachedRect
    var parameters: [String: Rational]
    var frames: [String: CachedRect]
    var alternativeFrames: [String: CachedRect]
    var overlap: CachedRect?
    var contentSizes: [String: Rational]
    var contentStarts: [String: CachedContentStart]

    init(_ witness: Witness) {
        keyboardFrame = CachedRect(witness.keyboardFrame)
        guideFrame = CachedRect(witness.guideFrame)
        parameters = witness.parameters
        frames = witness.frames.mapValues(CachedRect.init)
        alternativeFrames = witness.alternativeFrames.mapValues(CachedRect.init)
        overlap = witness.overlap.map(CachedRect.init)
        contentSizes = witness.contentSizes
        contentStarts = witness.contentStarts.mapValues(CachedContentStart.init)
    }

    func witness() throws -> Witness {
        Witness(
            keyboardFrame: try keyboardFrame.rect(), guideFrame: try guideFrame.rect(), parameters: parameters,
            frames: try frames.mapValues { try $0.rect() }, alternativeFrames: try alternativeFrames.mapValues { try $0.rect() },
            overlap: try overlap?.rect(), contentSizes: contentSizes, contentStarts: contentStarts.mapValues(\.start))
    }
}

struct CachedContentStart: Codable, Hashable {
    var value: Rational
    var isIncluded: Bool

    init(_ start: ContentStart) {
        value = start.value
        isIncluded = start.isIncluded
    }

    var start: ContentStart { ContentStart(value: value, isIncluded: isIncluded) }
}

struct CachedContentSize: Codable, Hashable {
    var view: String
    var dimension: String
    var points: Rational
    var minimum: Rational
    var maximum: Rational
    var source: String
    var start: CachedContentStart?

    init(_ size: ContentSize) {
        view = size.view
        dimension = size.dimension.rawValue
        points = size.points
        minimum = size.range.minimum
        maximum = size.range.maximum
        source = size.range.source
        start = size.start.map(CachedContentStart.init)
    }

    func contentSize() throws -> ContentSize {
        ContentSize(
            view: view, dimension: try CachedValue.decoded(Anchor(rawValue: dimension), dimension), points: points,
            range: ContentRange(minimum: minimum, maximum: maximum, source: source), start: start?.start)
    }
}

enum CachedValue {
    /// A stored name no case of this kbcov has: the entry was written by another version.
    struct Unreadable: Error {
        var text: String
    }

    static func decoded<Value>(_ value: Value?, _ text: String) throws -> Value {
        guard let value else { throw Unreadable(text: text) }
        return value
    }

    /// An entry's index into one of its own tables.
    static func element<Value>(_ index: Int, of table: [Value]) throws -> Value {
        guard table.indices.contains(index) else { throw Unreadable(text: "index \(index) of \(table.count)") }
        return table[index]
    }
}
