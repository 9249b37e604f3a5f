import ExactGeometry
import Testing
@testable import LayoutSpec

/// The valid fixtures load into exactly the model they describe.
struct ValidFixtureTests {
    private func rational(_ text: String) -> Rational { Rational(exactly: text) ?? .zero }
    private func anchor(_ item: String, _ anchor: Anchor) -> AnchorReference { AnchorReference(item: item, anchor: anchor) }

    /// `inScrollView`: the views of a scroll view's content, whichever way they are inside it.
    @Test func viewsInAScrollViewsContent() throws {
        let spec = try Fixtures.loadValid("scroll-content.yaml")
        #expect(spec.views.map(\.scrollView) == [nil, "scrollView", "scrollView"])
        #expect(spec.guides.keys.contains("scrollViewContent"))
    }

    @Test func theDesignDocumentsToolbarExample() throws {
        let spec = try Fixtures.loadValid("toolbar.yaml")
        #expect(spec.name == "Toolbar follows the keyboard")
        #expect(spec.keyboardGuide.followsUndockedKeyboard)
        #expect(spec.keyboardGuide.usesBottomSafeArea)
        #expect(spec.keyboardGuide.keyboardDismissPadding == .zero)
        #expect(Set(spec.keyboardGuide.explicitSettings.keys) == ["followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding"])
        #expect(spec.keyboardGuide.explicitSettings["usesBottomSafeArea"].map { ($0.line, $0.column) } ?? (0, 0) == (5, 3))

        let toolbar = try #require(spec.views.first)
        #expect(spec.views.count == 1)
        #expect(toolbar.name == "toolbar")
        #expect(toolbar.intrinsicWidth == 320)
        #expect(toolbar.intrinsicHeight == 44)
        #expect(toolbar.hugging == .init(horizontal: .low, vertical: .low))
        #expect(toolbar.compressionResistance == .init(horizontal: .high, vertical: .high))
        #expect(toolbar.keepVisible)
        #expect(Array(spec.guides.keys) == ["contentArea"])

        #expect(spec.constraints.map(\.id) == ["constraints[0]", "toolbarWidth"])
        #expect(spec.constraints.map(\.isGeneratedID) == [true, false])
        let height = spec.constraints[0]
        #expect(height.lhs == LinearExpression(anchor("toolbar", .height)))
        #expect(height.relation == .equal)
        #expect(height.rhs == LinearExpression(constant: 44))
        #expect(height.priority == .required)
        #expect((height.location.line, height.location.column) == (15, 5))

        let width = spec.constraints[1]
        #expect(width.relation == .lessThanOrEqual)
        #expect(width.rhs == LinearExpression(terms: [.init(coefficient: 1, anchor: anchor("view", .width))], constant: -16))
        #expect(width.priority == .high)

        #expect(spec.tracked.map(\.condition) == [.awayFrom([.top]), .near([.top])])
        #expect(spec.tracked.map { $0.constraints.map(\.id) } == [["KB-awayFromTop"], ["KB-nearTop"]])
        #expect(spec.tracked[0].constraints[0].rhs == LinearExpression(anchor("keyboard", .top)))
        #expect(spec.environments.map(\.request) == [.named("default")])
        #expect(spec.deploymentTarget == OSVersion(15, 0))
    }

    @Test func exactArithmeticInRules() throws {
        let spec = try Fixtures.loadValid("arithmetic.yaml")
        let byID = Dictionary(uniqueKeysWithValues: spec.allConstraints.map { ($0.id, $0) })

        let half = try #require(byID["constraints[0]"])
        #expect(half.rhs.terms == [.init(coefficient: rational("0.5"), anchor: anchor("view", .width))])

        let third = try #require(byID["constraints[1]"])
        #expect(third.relation == .greaterThanOrEqual)
        #expect(third.rhs.terms == [.init(coefficient: rational("1/3"), anchor: anchor("view", .width))])
        #expect(third.rhs.constant == -8)
        #expect(third.priority == .low)

        let doubleSpacing = try #require(byID["constraints[2]"])
        #expect(doubleSpacing.rhs == LinearExpression(terms: [.init(coefficient: 1, anchor: anchor("safeArea", .top))], constant: 16))

        let centred = try #require(byID["centred"])
        #expect(centred.lhs.terms == [.init(coefficient: -1, anchor: anchor("header", .centerX)),
                                      .init(coefficient: 1, anchor: anchor("view", .centerX))])
        #expect(centred.priority == Priority(999))

        let column = try #require(byID["column-width"])
        #expect(column.rhs.terms == [.init(coefficient: rational("1/3"), anchor: anchor("view", .width))])
        #expect(column.rhs.constant == rational("-32/3"))
        #expect(column.priority == Priority(500))

        let gutter = try #require(byID["constraints[5]"])
        #expect(gutter.rhs.terms.map(\.coefficient) == [1, -1, -1])

        let badge = try #require(byID["constraints[6]"])
        #expect(badge.rhs == LinearExpression(terms: [.init(coefficient: 1, anchor: anchor("view", .bottom)),
                                                      .init(coefficient: -1, anchor: anchor("keyboardFrame", .height))],
                                              constant: -8))
        #expect(badge.priority == .fittingSize)

        #expect(spec.tracked.map(\.condition) == [.near([.bottom, .leading])])
        #expect(spec.tracked[0].constraints.map(\.id) == ["tracked[0].constraints[0]", "tracked[0].constraints[1]"])
        #expect(spec.tracked[0].constraints[0].rhs.constant == 8)
        #expect(spec.tracked[0].constraints[1].rhs.constant == rational("-100.25"))
    }

    @Test func viewsGuidesAndEnvironments() throws {
        let spec = try Fixtures.loadValid("arithmetic.yaml")
        #expect(spec.name == "Arithmetic: multipliers, fractions and priorities")
        #expect(spec.keyboardGuide.keyboardDismissPadding == rational("12.5"))
        #expect(!spec.keyboardGuide.followsUndockedKeyboard)
        #expect(spec.views.map(\.name) == ["header", "sidebar", "badge"])
        let header = spec.views[0]
        #expect(header.intrinsicWidth == nil)
        #expect(header.intrinsicHeight == rational("0.1"))
        #expect(header.hugging == .init(horizontal: .low, vertical: .required))
        #expect(header.compressionResistance == .init(horizontal: Priority(1) ?? .low, vertical: .fittingSize))
        #expect(spec.views[1] == ViewDeclaration(name: "sidebar", location: spec.views[1].location))
        #expect(Set(spec.guides.keys) == ["column", "gutter"])
        #expect(spec.environments.map(\.request) == [
            .named("ipad-pro-12-9/landscape"),
            .stageWindow(StageWindowRequest(name: "small", device: "ipad-pro-12-9", orientation: "landscape",
                                            frame: Rect(x: 100, y: 50, width: rational("600.5"), height: 700))),
            .stageWindow(StageWindowRequest(name: "tall", device: "ipad", orientation: nil,
                                            frame: Rect(x: 0, y: 0, width: 500, height: rational("1/3")))),
        ])
        #expect(spec.deploymentTarget == OSVersion(17, 0))
    }
}
