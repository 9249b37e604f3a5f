import ExactGeometry
import LayoutAnalysis

extension JSONValue {
    /// A finding's witness as the JSON report writes it (DESIGN section 6).
    static func witness(_ witness: Witness) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("keyboardFrame", .rect(witness.keyboardFrame)),
            ("guideFrame", .rect(witness.guideFrame)),
            ("parameters", .object(witness.parameters.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
            ("frames", frames(witness.frames)),
        ]
        if !witness.alternativeFrames.isEmpty { members.append(("alternativeFrames", frames(witness.alternativeFrames))) }
        if let overlap = witness.overlap { members.append(("overlap", .rect(overlap))) }
        return .object(members)
    }

    private static func frames(_ frames: [String: Rect]) -> JSONValue {
        .object(frames.sorted { $0.key < $1.key }.map { ($0.key, .rect($0.value)) })
    }
}
