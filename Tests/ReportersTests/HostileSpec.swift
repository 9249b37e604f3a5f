import KbcovTestSupport
import LayoutAnalysis
import Testing

/// A spec whose name, path and constraint ids hold every character the report formats treat
/// specially, wherever the loader accepts them (item names must be identifiers, so they get `_`;
/// ids may not hold whitespace, so the newlines are in the name and the path).
enum HostileSpec {
    static let path = "specs/hostile, 100%: <x> & y\r\nz.yaml"
    static let name = "<script>alert('name')</script> & \"quoted\" | a, b: 100% *bold* _under_ [link](x) `tick` #1 @someone\nsecond line"
    static let scriptID = "<script>alert(1)</script>"
    static let punctuationID = #"a|b,c:d%e&f"g'h`i*j_k[l]m#n@o<p>q"#
    static let commandID = "%0A::error,title=x::y"
    static let percentID = "50%,done:"
    static let quotesID = #"h'"&<>"#
    static let deadID = "dead|<b>,x:y%"
    static let ids = [scriptID, punctuationID, commandID, percentID, quotesID, deadID]

    static let yaml = #"""
        kbcov: 1
        name: "<script>alert('name')</script> & \"quoted\" | a, b: 100% *bold* _under_ [link](x) `tick` #1 @someone\nsecond line"
        keyboardGuide:
          followsUndockedKeyboard: true
        views:
          _evil_Item_1:
            intrinsicSize: { width: 320, height: 44 }
            keepVisible: true
          bar_2:
            intrinsicSize: { width: 100, height: 44 }
        constraints:
          - { id: "<script>alert(1)</script>", rule: "_evil_Item_1.leading == view.leading - 100" }
          - { id: "a|b,c:d%e&f\"g'h`i*j_k[l]m#n@o<p>q", rule: "_evil_Item_1.bottom == view.bottom - 20" }
          - { id: "%0A::error,title=x::y", rule: "bar_2.bottom == keyboard.top" }
          - { id: "50%,done:", rule: "bar_2.top >= view.top + 600" }
          - { id: "bar_2.leading", rule: "bar_2.leading == view.leading" }
          - { id: "h'\"&<>", rule: "bar_2.height == 44" }
        tracked:
          - near: [top, bottom]
            constraints:
              - { id: "dead|<b>,x:y%", rule: "bar_2.top == keyboard.bottom" }
        """#

    /// The spec analysed in the right half of a landscape 12.9" iPad: a conflict (in more states
    /// than a Markdown report lists inline), offscreen and covered items, a dead group.
    static func run() throws -> CoverageRun {
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right/ltr"])
        let spec = try load(yaml, path: path)
        #expect(spec.name == name)
        #expect(Set(ids).isSubset(of: spec.allConstraints.map(\.id)))
        let result = try Analyzer.analyze(spec, in: environments)
        let kinds = Set(result.states.flatMap(\.findings).map(\.kind))
        #expect(kinds.isSuperset(of: [.conflict, .offscreen, .covered]) && result.dead.count == 1)
        return CoverageRun(specs: [result])
    }
}
