import CYaml

/// Measures a YAML document before it is composed, with libyaml's event parser (iterative, so no
/// depth overflows it): its size, how deep it nests and how many nodes it has once aliases are
/// expanded. Yams composes recursively and shares aliased nodes, so a deep document would overflow
/// the stack and an alias bomb would make every later walk of the tree exponential.
enum YAMLBounds {
    /// The first limit of `InputLimits` the document exceeds, located; `nil` when it is within
    /// them, or when it is not YAML (composing it then reports the syntax error).
    static func problem(in text: String, file: String) -> Diagnostic? {
        let size = text.utf8.count
        guard size <= InputLimits.largestYAMLBytes else {
            return .error(.inputTooLarge, at: SourceLocation(file: file, line: 1, column: 1),
                          "the file has \(size) bytes: expected a YAML file of at most \(InputLimits.largestYAMLBytes) bytes")
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var measure = Measure()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                let location = SourceLocation(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                switch measure.take(event) {
                case .continue: continue
                case .end: return nil
                case .tooDeep:
                    return .error(.inputTooLarge, at: location,
                                  "collections nest more than \(InputLimits.deepestYAMLNesting) levels deep here: expected a shallower document")
                case .tooManyNodes:
                    return .error(.inputTooLarge, at: location,
                                  "the document grows past \(InputLimits.mostYAMLNodes) nodes here, aliases expanded: expected fewer nodes or aliases")
                }
            }
        }
    }

    private enum Step { case `continue`, end, tooDeep, tooManyNodes }

    /// Counts nodes as aliases expand them: each anchor remembers the size of its node.
    private struct Measure {
        /// The collections open around the current event, with their anchors and sizes so far.
        var open: [(anchor: String?, nodes: Int)] = []
        var anchoredSizes: [String: Int] = [:]
        var expanded = 0

        mutating func take(_ event: yaml_event_t) -> Step {
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .end
            case YAML_SCALAR_EVENT:
                return add(1, anchor: Self.name(event.data.scalar.anchor))
            case YAML_ALIAS_EVENT:
                let anchor = Self.name(event.data.alias.anchor)
                return add(anchor.flatMap { anchoredSizes[$0] } ?? 1, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? Self.name(event.data.sequence_start.anchor) : Self.name(event.data.mapping_start.anchor)
                open.append((anchor, 0))
                return open.count > InputLimits.deepestYAMLNesting ? .tooDeep : .continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return .continue }
                return add(closed.nodes + 1, anchor: closed.anchor, counted: closed.nodes)
            default:
                return .continue
            }
        }

        /// Adds a node of `nodes` expanded nodes to the collection around it; `counted` of them
        /// were counted already, as the collection's items arrived.
        private mutating func add(_ nodes: Int, anchor: String?, counted: Int = 0) -> Step {
            let nodes = min(nodes, InputLimits.mostYAMLNodes + 1)
            if let anchor { anchoredSizes[anchor] = nodes }
            if !open.isEmpty { open[open.count - 1].nodes = min(open[open.count - 1].nodes + nodes, InputLimits.mostYAMLNodes + 1) }
            expanded += nodes - counted
            return expanded > InputLimits.mostYAMLNodes ? .tooManyNodes : .continue
        }

        private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}
