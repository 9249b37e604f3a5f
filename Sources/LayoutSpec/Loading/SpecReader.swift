import Yams

/// Reads a composed YAML document into a `LayoutSpec` (Documentation/SpecFormat.md), reporting every
/// problem it finds to the sink and carrying on, so the user sees all of them at once.
final class SpecReader {
    static let topLevelKeys = ["kbcov", "name", "keyboardGuide", "views", "guides", "constraints",
                               "tracked", "environments", "deploymentTarget", "keyboardInsets", "supportedOrientations"]

    let reader: YAMLReader
    let items: ItemRegistry
    let identifiers: IdentifierRegistry

    init(reader: YAMLReader) {
        self.reader = reader
        items = ItemRegistry(sink: reader.sink)
        identifiers = IdentifierRegistry(sink: reader.sink)
    }

    var sink: DiagnosticSink { reader.sink }

    /// The spec, or `nil` when the document is not even a mapping; check the sink for errors either way.
    func spec(from root: Node) -> LayoutSpec? {
        guard let mapping = reader.mapping(root, expected: "a spec: a mapping starting with 'kbcov: 1'") else { return nil }
        let keys = MappingKeys(mapping, of: root, allowed: SpecReader.topLevelKeys, required: ["kbcov", "name"],
                               in: "the spec", reader: reader)
        if let version = keys["kbcov"] { checkVersion(version.value) }
        var spec = LayoutSpec(path: reader.file, name: keys["name"].flatMap { name($0.value) } ?? "")
        if let guide = keys["keyboardGuide"] { spec.keyboardGuide = keyboardGuide(guide.value) }
        // Items first, wherever they are written: constraints refer to them.
        if let views = keys["views"] { (spec.views, spec.stacks) = self.views(views.value) }
        if let guides = keys["guides"] { spec.guides = self.guides(guides.value) }
        if let constraints = keys["constraints"] {
            spec.constraints = self.constraints(constraints.value, idPrefix: "constraints")
        }
        if let tracked = keys["tracked"] { spec.tracked = self.tracked(tracked.value) }
        if let insets = keys["keyboardInsets"] { spec.keyboardInsets = keyboardInsets(insets.value, views: spec.views) }
        if let environments = keys["environments"] { spec.environments = self.environments(environments.value) }
        if let target = keys["deploymentTarget"] { spec.deploymentTarget = reader.osVersion(target.value) }
        if let orientations = keys["supportedOrientations"] { spec.phoneOrientations = phoneOrientations(orientations.value) }
        identifiers.reportDuplicates()
        SpecSizeLimits.problems(of: spec).forEach(sink.report)
        spec.warnings = SpecWarnings.warnings(for: spec, trackedKey: keys["tracked"].map { reader.location(of: $0.key) },
                                              deploymentTargetValue: keys["deploymentTarget"].map { reader.location(of: $0.value) })
        return spec
    }

    private func checkVersion(_ node: Node) {
        guard let text = reader.text(node, expected: "the format version 1") else { return }
        if text != "1" {
            sink.error(.unsupportedVersion, at: reader.location(of: node),
                       "expected 'kbcov: 1', the only spec format version this kbcov reads; found '\(text)'")
        }
    }

    func name(_ node: Node) -> String? {
        guard let text = reader.text(node, expected: "the screen's name as text") else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            sink.error(.invalidValue, at: reader.location(of: node), "expected the screen's name; found empty text")
        } else if text.unicodeScalars.contains(where: { $0.isControl && $0 != "\n" && $0 != "\t" }) {
            // Line breaks and tabs are text every format escapes; the other controls drive terminals.
            sink.error(.invalidValue, at: reader.location(of: node),
                       "expected the screen's name without control characters other than line breaks and tabs; found '\(text)'")
        }
        return text
    }
}
