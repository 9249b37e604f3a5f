import ExactGeometry
import LayoutAnalysis
import LayoutSpec
import Testing

/// A right-to-left layout is the mirror image of the left-to-right one in a mirrored world: with
/// directional constraints UIKit measures leading/trailing positions and their constants in the
/// reading direction. So every finding of a spec in an RTL environment is the finding of the same
/// spec in the mirrored LTR environment (windows left ↔ right of the divider, the same near
/// edges), with every frame reflected.
@Suite struct MirrorLawTests {
    @Test(arguments: ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"])
    func rightToLeftIsTheMirrorOfLeftToRight(_ name: String) throws {
        let spec = try shippedSpec(name)
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape", "iphone-16/landscape"]))
        let byID = Dictionary(uniqueKeysWithValues: result.states.map { ($0.state.id, $0) })
        var compared = 0
        for rightToLeft in result.states where rightToLeft.state.environment.direction == .rtl {
            let mirrorID = Self.mirroredID(rightToLeft.state.id)
            let leftToRight = try #require(byID[mirrorID], "no state \(mirrorID)")
            #expect(rightToLeft.state.isReachable == leftToRight.state.isReachable, "\(rightToLeft.state.id)")
            #expect(Self.signature(rightToLeft) == Self.signature(leftToRight), "\(rightToLeft.state.id) vs \(mirrorID)")
            compared += 1
            for finding in rightToLeft.findings {
                guard let witness = finding.witness, !witness.frames.isEmpty else { continue }
                let width = rightToLeft.state.environment.viewSize.width
                let mirrored = Dictionary(uniqueKeysWithValues: witness.frames.map { ($0.key, Self.reflect($0.value, in: width)) })
                // The mirrored witness must be a resolved layout of the LTR state showing the same
                // problem: it is, when the LTR finding's witness has the same kind on the same items.
                #expect(leftToRight.findings.contains { $0.kind == finding.kind && $0.items == finding.items })
                #expect(mirrored.count == witness.frames.count)
            }
        }
        #expect(compared > 0)
        #expect(!result.states(with: .squeezed).isEmpty || !result.states(with: .offscreen).isEmpty)
    }

    /// Kind, items and constraints of each finding, ignoring witness numbers.
    static func signature(_ state: StateResult) -> Set<String> {
        Set(state.findings.map { "\($0.kind) \($0.items) \($0.constraints.sorted())" })
    }

    static func mirroredID(_ id: String) -> String {
        var parts = id.split(separator: "/").map(String.init)
        parts[3] = parts[3] == "rtl" ? "ltr" : "rtl"
        if parts[2].hasSuffix("-left") {
            parts[2] = String(parts[2].dropLast(5)) + "-right"
        } else if parts[2].hasSuffix("-right") {
            parts[2] = String(parts[2].dropLast(6)) + "-left"
        }
        return parts.joined(separator: "/")
    }

    static func reflect(_ rect: Rect, in width: Rational) -> Rect {
        Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }
}
