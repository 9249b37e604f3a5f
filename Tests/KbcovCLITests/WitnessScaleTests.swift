import Foundation
import Testing

/// Witnesses are in a screen's scale: no coordinate of any report of the shipped specs, nor of
/// the valid test fixture, lies beyond ±100,000 (a solver's bound once showed through as
/// ±1,000,000 wherever a layout left freedom).
@Suite struct WitnessScaleTests {
    @Test func everyWitnessCoordinateIsWithinAScreensScale() throws {
        for paths in [["specs"], ["Tests/LayoutSpecTests/Fixtures/valid/toolbar.yaml"]] {
            let result = try CLI.run(["check"] + paths + ["--format", "json", "--quiet", "--tool-version", "test"])
            #expect(result.exitCode == 0 || result.exitCode == 1, "\(result.errors)")
            let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
            var rectangles = 0
            for rect in Self.rectangles(in: document) {
                rectangles += 1
                #expect(rect.allSatisfy { abs($0) <= 100_000 }, "\(paths): \(rect)")
            }
            #expect(paths != ["specs"] || rectangles > 0, "no witness at all")
            #expect(!result.output.contains("please report this spec"), "\(paths)")
        }
    }

    /// Every `[x, y, width, height]` under a witness.
    static func rectangles(in value: Any, underWitness: Bool = false) -> [[Double]] {
        if let object = value as? [String: Any] {
            return object.flatMap { key, child in rectangles(in: child, underWitness: underWitness || key == "witness") }
        }
        if let array = value as? [Any] {
            if underWitness, array.count == 4, let numbers = array as? [NSNumber] { return [numbers.map(\.doubleValue)] }
            return array.flatMap { rectangles(in: $0, underWitness: underWitness) }
        }
        return []
    }
}
