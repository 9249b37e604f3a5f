import LayoutSpec
import Testing

/// A dimension anchor relates to any dimension anchor: aspect ratios are imported, positions of
/// different axes are still refused.
@Suite struct AspectRatioTests {
    @Test func widthRelatesToHeight() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate([
                    toolbar.widthAnchor.constraint(equalTo: toolbar.heightAnchor, multiplier: 4.0 / 3.0),
                    button.widthAnchor.constraint(equalTo: toolbar.heightAnchor, multiplier: 0.5),
                ])
        """))
        #expect(spec.rules.count == 2)
        #expect(spec.rules.last == "button.width == 0.5 * toolbar.height")
        let ratio = try #require(spec.allConstraints.first)
        #expect(ratio.anchors.map(\.anchor) == [.width, .height])
    }

    @Test func positionsOfDifferentAxesAreStillRefused() throws {
        let spec = try importSwift(viewController("""
                toolbar.leadingAnchor.constraint(equalTo: view.topAnchor).isActive = true
                toolbar.widthAnchor.constraint(equalTo: toolbar.heightAnchor).isActive = true
        """))
        #expect(spec.rules == ["toolbar.width == toolbar.height"])
        #expect(spec.warnings.contains { $0.message.contains("different axes") })
    }
}
