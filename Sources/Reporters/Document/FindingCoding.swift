import ExactGeometry
import KeyboardStates
import LayoutAnalysis
import LayoutSpec

// How a finding, its witness and its content sizes are written and read in the report
// (Documentation/schemas/kbcov-report-1.schema.json).

struct CodableFinding: Codable {
    var finding: Finding

    init(_ finding: Finding) { self.finding = finding }

    private enum CodingKeys: String, CodingKey { case kind, cause, content, items, constraints, message, location, witness, contentSizes }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        finding = Finding(
            kind: try container.decode(Named<FindingKind>.self, forKey: .kind).value,
            items: try container.decode([String].self, forKey: .items),
            constraints: try container.decode([String].self, forKey: .constraints),
            message: try container.decode(String.self, forKey: .message),
            location: try container.decodeIfPresent(CodableLocation.self, forKey: .location)?.location,
            witness: try container.decodeIfPresent(CodableWitness.self, forKey: .witness)?.witness,
            contentSizes: try container.decodeIfPresent([CodableContentSize].self, forKey: .contentSizes)?.map(\.size) ?? [],
            contentDependence: try container.decodeIfPresent(Named<ContentDependence>.self, forKey: .content)?.value,
            cause: try container.decodeIfPresent(Named<FindingCause>.self, forKey: .cause)?.value)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(finding.kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(finding.cause?.rawValue, forKey: .cause)
        try container.encodeIfPresent(finding.contentDependence?.rawValue, forKey: .content)
        try container.encode(finding.items, forKey: .items)
        try container.encode(finding.constraints, forKey: .constraints)
        try container.encode(finding.message, forKey: .message)
        try container.encodeIfPresent(finding.location.map(CodableLocation.init), forKey: .location)
        try container.encodeIfPresent(finding.witness.map(CodableWitness.init), forKey: .witness)
        // Only when there are some, so reports of specs whose sizes are all stated stay as they were.
        if !finding.contentSizes.isEmpty {
            try container.encode(finding.contentSizes.map(CodableContentSize.init), forKey: .contentSizes)
        }
    }
}

/// A size of content the source does not show at a finding's witness (Documentation/Design.md, "Findings").
struct CodableContentSize: Codable {
    var size: ContentSize

    init(_ size: ContentSize) { self.size = size }

    private enum CodingKeys: String, CodingKey { case view, dimension, points, minimum, maximum, source, start }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let dimension = try container.decode(Named<Anchor>.self, forKey: .dimension).value
        guard dimension == .width || dimension == .height else {
            throw DecodingError.dataCorruptedError(forKey: .dimension, in: container, debugDescription: "Expected width or height, found '\(dimension.rawValue)'")
        }
        size = ContentSize(
            view: try container.decode(String.self, forKey: .view),
            dimension: dimension,
            points: try container.decode(ReportNumber.self, forKey: .points).value,
            range: ContentRange(
                minimum: try container.decode(ReportNumber.self, forKey: .minimum).value,
                maximum: try container.decode(ReportNumber.self, forKey: .maximum).value,
                source: try container.decode(String.self, forKey: .source)),
            start: try container.decodeIfPresent(CodableContentStart.self, forKey: .start)?.start)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size.view, forKey: .view)
        try container.encode(size.dimension.rawValue, forKey: .dimension)
        try container.encode(ReportNumber(size.points), forKey: .points)
        try container.encode(ReportNumber(size.range.minimum), forKey: .minimum)
        try container.encode(ReportNumber(size.range.maximum), forKey: .maximum)
        try container.encode(size.range.source, forKey: .source)
        try container.encodeIfPresent(size.start.map(CodableContentStart.init), forKey: .start)
    }
}

/// Where a finding starts along a content size: `{"points": 212, "included": false}`.
struct CodableContentStart: Codable {
    var start: ContentStart

    init(_ start: ContentStart) { self.start = start }

    private enum CodingKeys: String, CodingKey { case points, included }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        start = ContentStart(
            value: try container.decode(ReportNumber.self, forKey: .points).value, isIncluded: try container.decode(Bool.self, forKey: .included))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ReportNumber(start.value), forKey: .points)
        try container.encode(start.isIncluded, forKey: .included)
    }
}

/// A finding's witness (Documentation/Design.md, "Findings").
struct CodableWitness: Codable {
    var witness: Witness

    init(_ witness: Witness) { self.witness = witness }

    private enum CodingKeys: String, CodingKey { case keyboardFrame, guideFrame, parameters, frames, alternativeFrames, overlap, contentSizes, contentStarts }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        witness = Witness(
            keyboardFrame: try container.decode(CodableRect.self, forKey: .keyboardFrame).rect,
            guideFrame: try container.decode(CodableRect.self, forKey: .guideFrame).rect,
            parameters: try container.decode([String: ReportNumber].self, forKey: .parameters).mapValues(\.value),
            frames: try container.decode([String: CodableRect].self, forKey: .frames).mapValues(\.rect),
            alternativeFrames: try container.decodeIfPresent([String: CodableRect].self, forKey: .alternativeFrames)?.mapValues(\.rect) ?? [:],
            overlap: try container.decodeIfPresent(CodableRect.self, forKey: .overlap)?.rect,
            contentSizes: try container.decodeIfPresent([String: ReportNumber].self, forKey: .contentSizes)?.mapValues(\.value) ?? [:],
            contentStarts: try container.decodeIfPresent([String: CodableContentStart].self, forKey: .contentStarts)?.mapValues(\.start) ?? [:])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(CodableRect(rect: witness.keyboardFrame), forKey: .keyboardFrame)
        try container.encode(CodableRect(rect: witness.guideFrame), forKey: .guideFrame)
        try container.encode(SortedMembers(witness.parameters.mapValues(ReportNumber.init)), forKey: .parameters)
        try container.encode(SortedMembers(witness.frames.mapValues(CodableRect.init)), forKey: .frames)
        if !witness.alternativeFrames.isEmpty {
            try container.encode(SortedMembers(witness.alternativeFrames.mapValues(CodableRect.init)), forKey: .alternativeFrames)
        }
        try container.encodeIfPresent(witness.overlap.map(CodableRect.init), forKey: .overlap)
        if !witness.contentSizes.isEmpty {
            try container.encode(SortedMembers(witness.contentSizes.mapValues(ReportNumber.init)), forKey: .contentSizes)
        }
        if !witness.contentStarts.isEmpty {
            try container.encode(SortedMembers(witness.contentStarts.mapValues(CodableContentStart.init)), forKey: .contentStarts)
        }
    }
}

/// A dictionary written as an object with its members sorted by name.
private struct SortedMembers<Value: Encodable>: Encodable {
    var members: [String: Value]

    init(_ members: [String: Value]) { self.members = members }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for (name, value) in members.sorted(by: { $0.key < $1.key }) { try container.encode(value, forKey: Name(stringValue: name)) }
    }
}

extension JSONValue {
    /// A part of the report as the JSON report writes it, for documents that embed one (SARIF's
    /// witnesses, `why`'s states and findings). The report's parts encode only strings, numbers,
    /// booleans and containers of them, so encoding cannot fail.
    static func encoded(_ part: some Encodable) -> JSONValue {
        (try? JSONValueEncoder.encode(part)) ?? .null
    }
}
