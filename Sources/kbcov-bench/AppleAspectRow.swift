import KeyboardStates
import LayoutAnalysis
import ScreenInputs
import SwiftImporter

extension Benchmark {
    /// The shipped twin pins the photo to a square (`width == height`), which a photo of unknown
    /// shape can only fill with a tie between its hugging and its compression resistance: an
    /// ambiguity, and the slow path. Apple's sample keeps the photo's own proportions
    /// (`multiplier: image.size.width / image.size.height`): this row is the twin with Apple's
    /// line, no sidecar, against the twin with its sidecar.
    static let squareAspect = "let imageAspect = imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor)"
    static let imageAspect = """
        let image = imageView.image!
                let imageAspect = imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: image.size.width / image.size.height)
        """

    func appleAspectRow(_ source: String, everywhere: [Environment], setup: AnalysisSetup, withSidecar: Double?) throws {
        guard source.contains(Self.squareAspect) else {
            emit("  (the shipped screen no longer pins a square photo: no row with Apple's aspect line)")
            return
        }
        let apple = source.replacingOccurrences(of: Self.squareAspect, with: Self.imageAspect)
        let spec = setup.lowered(try SwiftSourceImporter.load(source: apple, path: "EditViewController (Apple's aspect, no sidecar).swift").get())
        let (seconds, result) = try ResourceUsage.timed { try Analyzer.analyze(spec, in: everywhere, options: setup.options) }
        report(spec.path, result, seconds)
        if let withSidecar { emit(String(format: "  with Apple's aspect line and no sidecar: × %.2f the time of the twin with its sidecar (goal: under 2 s)", seconds / withSidecar)) }
    }
}
