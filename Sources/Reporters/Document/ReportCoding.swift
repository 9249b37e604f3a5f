import ExactGeometry
import KeyboardStates
import LayoutAnalysis
import LayoutSpec

// How the report's members are written and read (Documentation/schemas/kbcov-report-1.schema.json).
// Rectangles are `[x, y, width, height]`; numbers exact decimals (ReportNumber).

extension StateReport: Codable {
    private enum CodingKeys: String, CodingKey { case id, environment, keyboard, reachable, region, notes, active, method, findings }
    private enum KeyboardKeys: String, CodingKey { case type, near, away }
    private enum RegionKeys: String, CodingKey { case x, y, width, height }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        environment = try container.decode(EnvironmentReport.self, forKey: .environment)
        let keyboardContainer = try container.nestedContainer(keyedBy: KeyboardKeys.self, forKey: .keyboard)
        keyboard = try keyboardContainer.decode(Named<KeyboardType>.self, forKey: .type).value
        near = Set(try keyboardContainer.decode([Edge].self, forKey: .near))
        isReachable = try container.decode(Bool.self, forKey: .reachable)
        if try container.decodeNil(forKey: .region) {
            region = nil
        } else {
            let ranges = try container.nestedContainer(keyedBy: RegionKeys.self, forKey: .region)
            region = RegionBounds(components: try [RegionKeys.x, .y, .width, .height].map { try ranges.decode(NumberPair.self, forKey: $0).range })
        }
        notes = try container.decode([String].self, forKey: .notes)
        active = try container.decode([String].self, forKey: .active)
        method = try container.decode(Named<AnalysisMethod>.self, forKey: .method).value
        findings = try container.decode([CodableFinding].self, forKey: .findings).map(\.finding)
        id = try container.decode(String.self, forKey: .id)
        let expected = StateID(environment: environment.id, keyboard: keyboard, near: near).description
        guard id == expected else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "Expected the id \(expected) of the state's environment, keyboard and near edges, found \(id)")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(environment, forKey: .environment)
        var keyboardContainer = container.nestedContainer(keyedBy: KeyboardKeys.self, forKey: .keyboard)
        try keyboardContainer.encode(keyboard.rawValue, forKey: .type)
        try keyboardContainer.encode(near.sorted(), forKey: .near)
        try keyboardContainer.encode(away.sorted(), forKey: .away)
        try container.encode(isReachable, forKey: .reachable)
        if let region {
            var ranges = container.nestedContainer(keyedBy: RegionKeys.self, forKey: .region)
            for (key, range) in zip([RegionKeys.x, .y, .width, .height], region.components) {
                try ranges.encode(NumberPair(range.min, range.max), forKey: key)
            }
        } else {
            try container.encodeNil(forKey: .region)
        }
        try container.encode(notes, forKey: .notes)
        try container.encode(active, forKey: .active)
        try container.encode(method.rawValue, forKey: .method)
        try container.encode(findings.map(CodableFinding.init), forKey: .findings)
    }
}

extension EnvironmentReport: Codable {
    private enum CodingKeys: String, CodingKey { case device, orientation, window, direction, screenSize, viewSize, windowFrame, safeArea, textSize }
    private enum InsetKeys: String, CodingKey { case top, left, bottom, right }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        device = try container.decode(String.self, forKey: .device)
        orientation = try container.decode(Named<Orientation>.self, forKey: .orientation).value
        let window = try container.decode(String.self, forKey: .window)
        guard let kind = WindowKind(id: window) else {
            throw DecodingError.dataCorruptedError(forKey: .window, in: container, debugDescription: "Expected a window id (full, split-half-left, slide-over, stage-…), found '\(window)'")
        }
        self.window = kind
        direction = try container.decode(Named<LayoutDirection>.self, forKey: .direction).value
        screenSize = try container.decode(NumberPair.self, forKey: .screenSize).size
        windowFrame = try container.decode(CodableRect.self, forKey: .windowFrame).rect
        let insets = try container.nestedContainer(keyedBy: InsetKeys.self, forKey: .safeArea)
        safeArea = EdgeInsets(
            top: try insets.decode(ReportNumber.self, forKey: .top).value, left: try insets.decode(ReportNumber.self, forKey: .left).value,
            bottom: try insets.decode(ReportNumber.self, forKey: .bottom).value, right: try insets.decode(ReportNumber.self, forKey: .right).value)
        if let textSize = try container.decodeIfPresent(String.self, forKey: .textSize) {
            guard let category = ContentSizeCategory(id: textSize) else {
                throw DecodingError.dataCorruptedError(forKey: .textSize, in: container, debugDescription: "Expected a text size (\(ContentSizeCategory.allCases.map(\.id).joined(separator: ", "))), found '\(textSize)'")
            }
            self.textSize = category
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(orientation.rawValue, forKey: .orientation)
        try container.encode(window.id, forKey: .window)
        try container.encode(direction.rawValue, forKey: .direction)
        try container.encode(NumberPair(screenSize.width, screenSize.height), forKey: .screenSize)
        try container.encode(NumberPair(viewSize.width, viewSize.height), forKey: .viewSize)
        try container.encode(CodableRect(rect: windowFrame), forKey: .windowFrame)
        var insets = container.nestedContainer(keyedBy: InsetKeys.self, forKey: .safeArea)
        try insets.encode(ReportNumber(safeArea.top), forKey: .top)
        try insets.encode(ReportNumber(safeArea.left), forKey: .left)
        try insets.encode(ReportNumber(safeArea.bottom), forKey: .bottom)
        try insets.encode(ReportNumber(safeArea.right), forKey: .right)
        try container.encodeIfPresent(textSize?.id, forKey: .textSize)
    }
}

/// A value of a `String` enumeration, read with the names it accepts in the message.
struct Named<Value: RawRepresentable & CaseIterable>: Decodable where Value.RawValue == String {
    var value: Value

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected one of \(names), found '\(text)'")
        }
        self.value = value
    }
}

struct CodableRect: Codable {
    var rect: Rect

    init(rect: Rect) { self.rect = rect }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var components: [Rational] = []
        while !container.isAtEnd { components.append(try container.decode(ReportNumber.self).value) }
        guard components.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Expected [x, y, width, height]"))
        }
        rect = Rect(x: components[0], y: components[1], width: components[2], height: components[3])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for component in rect.components { try container.encode(ReportNumber(component)) }
    }
}

/// Two numbers: `[width, height]` of a size, `[min, max]` of a range.
private struct NumberPair: Codable {
    var first: Rational
    var second: Rational

    init(_ first: Rational, _ second: Rational) { (self.first, self.second) = (first, second) }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(ReportNumber.self).value
        second = try container.decode(ReportNumber.self).value
        guard container.isAtEnd else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Expected two numbers")) }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(ReportNumber(first))
        try container.encode(ReportNumber(second))
    }

    var size: Size { Size(width: first, height: second) }
    var range: ValueRange { ValueRange(min: first, max: second) }
}

struct CodableLocation: Codable {
    var location: SourceLocation

    init(_ location: SourceLocation) { self.location = location }

    private enum CodingKeys: String, CodingKey { case file, line, column }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        location = SourceLocation(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
    }
}

/// A spec or analysis warning: its code, location and message.
struct CodableWarning: Codable {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    private enum CodingKeys: String, CodingKey { case code, location, message }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        diagnostic = .warning(
            try container.decode(Named<Diagnostic.Code>.self, forKey: .code).value,
            at: try container.decode(CodableLocation.self, forKey: .location).location,
            try container.decode(String.self, forKey: .message))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostic.code.rawValue, forKey: .code)
        try container.encode(CodableLocation(diagnostic.location), forKey: .location)
        try container.encode(diagnostic.message, forKey: .message)
    }
}

/// An input the run did not analyse: where it is, what it holds, why, and what the import skipped.
struct CodableSkippedInput: Codable {
    var input: SkippedInput

    init(_ input: SkippedInput) { self.input = input }

    private enum CodingKeys: String, CodingKey { case path, name, reason, message, location, warnings }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        input = SkippedInput(
            path: try container.decode(String.self, forKey: .path), name: try container.decode(String.self, forKey: .name),
            reason: try container.decode(Named<SkippedInput.Reason>.self, forKey: .reason).value,
            message: try container.decode(String.self, forKey: .message),
            location: try container.decode(CodableLocation.self, forKey: .location).location,
            warnings: try container.decode([CodableWarning].self, forKey: .warnings).map(\.diagnostic))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input.path, forKey: .path)
        try container.encode(input.name, forKey: .name)
        try container.encode(input.reason.rawValue, forKey: .reason)
        try container.encode(input.message, forKey: .message)
        try container.encode(CodableLocation(input.location), forKey: .location)
        try container.encode(input.warnings.map(CodableWarning.init), forKey: .warnings)
    }
}
