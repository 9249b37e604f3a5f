import ExactGeometry
import Testing
@testable import LayoutSpec

/// Apple's Dynamic Type table as kbcov reads it, and the text sizes a command line names.
struct DynamicTypeTableTests {
    @Test func bodyAtEachCategoryIsApples() {
        let body = ContentSizeCategory.allCases.map { DynamicTypeTable.size(of: .body, at: $0) }
        #expect(body.map(\.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(body.map(\.leading) == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    }

    @Test func largeBodyIsTheLabelsLine() {
        #expect(DynamicTypeTable.lineHeight(of: .body, at: .large) == Rational(2033) / 100)
        #expect(ContentSizeTable.builtin["UILabel"]?.height == DynamicTypeTable.lineHeight(of: .body, at: .large))
    }

    @Test(arguments: TextStyle.allCases)
    func everyStyleGrowsWithTheCategory(style: TextStyle) {
        let sizes = ContentSizeCategory.allCases.map { DynamicTypeTable.size(of: style, at: $0) }
        #expect(sizes.count == 12)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.pointSize <= $1.pointSize && $0.leading <= $1.leading })
        #expect(sizes.allSatisfy { $0.leading > $0.pointSize })
    }

    @Test func interfaceBuilderNamesAreRead() {
        #expect(TextStyle(uikitName: "UICTFontTextStyleBody") == .body)
        #expect(TextStyle(uikitName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(uikitName: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(uikitName: "caption2") == .caption2)
        #expect(TextStyle(uikitName: "UICTFontTextStyleShout") == nil)
    }

    @Test func textSizeLists() throws {
        #expect(try ContentSizeCategory.parse("large,ax3").get() == [.large, .ax3])
        #expect(try ContentSizeCategory.parse("AX3, Large").get() == [.large, .ax3])
        #expect(try ContentSizeCategory.parse("xxxLarge...ax2").get() == [.xxxLarge, .ax1, .ax2])
        #expect(try ContentSizeCategory.parse("all").get() == ContentSizeCategory.allCases)
        #expect(try ContentSizeCategory.parse("default").get() == nil)
        #expect(throws: TextSizeListError(entry: "huge")) { try ContentSizeCategory.parse("large,huge").get() }
        #expect(throws: TextSizeListError(entry: "ax5...large")) { try ContentSizeCategory.parse("ax5...large").get() }
        #expect(ContentSizeCategory.ax2.name == "AX2" && ContentSizeCategory.xxxLarge.name == "xxxLarge" && ContentSizeCategory.large.name == "Large")
    }
}
