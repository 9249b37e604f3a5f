import ExactGeometry
import Testing
@testable import LayoutSpec

/// A view's `font:` and `numberOfLines:` (format 1.2), read, checked and written back; and
/// `.kbcov.yml`'s `textSizes:`.
struct FontLoadingTests {
    static let yaml = """
        kbcov: 1
        name: Fonts
        views:
          title: { class: UILabel, font: { textStyle: title1, adjustsForContentSizeCategory: true } }
          bio: { class: UILabel, font: { textStyle: body, size: 16 }, numberOfLines: 0 }
          price: { class: UILabel, font: { size: 15 } }
          login: { class: UIButton, font: { textStyle: headline } }
        constraints:
          - title.top == view.top
        """

    @Test func fontsAreReadAndWrittenBack() throws {
        let spec = try SpecLoader.load(yaml: Self.yaml, path: "fonts.yaml").get()
        let views = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.name, $0) })
        #expect(views["title"]?.font == ViewFont(textStyle: .title1, adjustsForContentSizeCategory: true))
        #expect(views["bio"]?.font == ViewFont(textStyle: .body, pointSize: 16))
        #expect(views["bio"]?.growsWithLines == true)
        #expect(views["price"]?.font == ViewFont(pointSize: 15))
        #expect(views["login"]?.font == ViewFont(textStyle: .headline))
        let written = SpecWriter.yaml(spec)
        #expect(written.contains("    font: { textStyle: title1, adjustsForContentSizeCategory: true }\n"))
        #expect(written.contains("    numberOfLines: 0\n"))
        let reread = try SpecLoader.load(yaml: written, path: "fonts.yaml").get()
        #expect(reread.views.map(\.font) == spec.views.map(\.font))
        #expect(reread.views.map(\.growsWithLines) == spec.views.map(\.growsWithLines))
    }

    @Test(arguments: [
        ("views: { box: { font: { textStyle: body } } }", "'font' is a setting of views that show text"),
        ("views: { label: { class: UILabel, font: { textStyle: shout } } }", "unknown text style 'shout'"),
        ("views: { label: { class: UILabel, font: { adjustsForContentSizeCategory: true } } }", "expected the font's 'textStyle', its 'size' or both"),
        ("views: { label: { class: UILabel, numberOfLines: 3 } }", "expected numberOfLines 0"),
    ])
    func badFontsAreErrorsAtTheirPlace(views: String, message: String) {
        let yaml = "kbcov: 1\nname: Fonts\n\(views)\nconstraints: []\n"
        guard case .failure(let error) = SpecLoader.load(yaml: yaml, path: "fonts.yaml") else {
            Issue.record("\(views) loaded")
            return
        }
        #expect(error.diagnostics.contains { $0.message.contains(message) && $0.location.line == 3 }, "\(error.diagnostics)")
    }

    /// `scaledBy:` (format 1.4): a rule whose constants follow the text size, as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` makes them.
    @Test func scaledConstantsAreReadLoweredAndWrittenBack() throws {
        let yaml = """
            kbcov: 1
            name: Scaled
            views:
              pay: { class: UIButton }
            constraints:
              - { rule: pay.height >= 50, scaledBy: body }
              - { id: gap, rule: pay.top == view.top + 12, scaledBy: headline }
              - pay.leading == view.leading
            """
        let spec = try SpecLoader.load(yaml: yaml, path: "scaled.yaml").get()
        #expect(spec.constraints.map(\.scaledBy) == [.body, .headline, nil])
        #expect(spec.constraints.map(\.id) == ["constraints[0]", "gap", "constraints[2]"])
        #expect(spec.constraints[0].isGeneratedID)
        // Body is 17 pt at Large and 53 pt at AX5; headline 17 and 53 too, 14 at xSmall.
        #expect(spec.constraints[0].atTextSize(.ax5).rhs.constant == Rational(50 * 53) / 17)
        #expect(spec.constraints[1].atTextSize(.xSmall).rhs.constant == Rational(12 * 14) / 17)
        #expect(spec.constraints[0].atTextSize(.large) == spec.constraints[0])
        #expect(spec.constraints[2].atTextSize(.ax5) == spec.constraints[2])
        let written = SpecWriter.yaml(spec)
        #expect(written.contains("  - { rule: \"pay.height >= 50\", scaledBy: body }\n"), "\(written)")
        #expect(written.contains("  - { id: \"gap\", rule: \"pay.top == view.top + 12\", scaledBy: headline }\n"), "\(written)")
        let reread = try SpecLoader.load(yaml: written, path: "scaled.yaml").get().constraints
        #expect(reread.map { [$0.id, $0.rule, $0.scaledBy?.rawValue ?? "-"] } == spec.constraints.map { [$0.id, $0.rule, $0.scaledBy?.rawValue ?? "-"] })
        #expect(reread.map(\.isGeneratedID) == spec.constraints.map(\.isGeneratedID))
    }

    @Test func aScaledByThatIsNoTextStyleIsAnErrorAtItsPlace() {
        let yaml = "kbcov: 1\nname: Scaled\nviews: { pay: {} }\nconstraints:\n  - { rule: pay.height >= 50, scaledBy: big }\n"
        guard case .failure(let error) = SpecLoader.load(yaml: yaml, path: "scaled.yaml") else {
            Issue.record("scaledBy: big loaded")
            return
        }
        #expect(error.diagnostics.contains { $0.message.contains("unknown text style 'big'") && $0.location.line == 5 && $0.location.column == 41 },
                "\(error.diagnostics)")
    }

    @Test func configurationTextSizes() throws {
        let listed = try ProjectConfiguration.load(text: "textSizes: [large, ax3...ax5]\n", path: ".kbcov.yml").get()
        #expect(listed.textSizes == [.large, .ax3, .ax4, .ax5])
        #expect(try ProjectConfiguration.load(text: "textSizes: default\n", path: ".kbcov.yml").get().textSizes == nil)
        guard case .failure(let error) = ProjectConfiguration.load(text: "textSizes: [large, huge]\n", path: ".kbcov.yml") else {
            Issue.record("huge loaded")
            return
        }
        #expect(error.diagnostics.first?.message.contains("found 'huge'") == true)
        #expect(error.diagnostics.first?.location.line == 1)
    }
}
