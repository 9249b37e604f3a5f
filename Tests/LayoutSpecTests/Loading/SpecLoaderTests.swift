import Foundation
import Testing
@testable import LayoutSpec

struct SpecLoaderTests {
    @Test func aMissingFileIsUnreadable() throws {
        let error = try #require(SpecLoader.load(path: "/no/such/spec.yaml").failureValue)
        #expect(error.diagnostics.map(\.code) == [.unreadableFile])
        #expect(error.description.hasPrefix("/no/such/spec.yaml:1:1: error:"))
    }

    @Test func anEmptyDocumentNeedsTheVersion() throws {
        let error = try #require(SpecLoader.load(yaml: "# nothing here\n", path: "empty.yaml").failureValue)
        #expect(error.diagnostics.map(ExpectedDiagnostic.init) == [ExpectedDiagnostic(line: 1, column: 1, code: .missingKey)])
    }

    @Test func errorsPrintAsFileLineColumn() throws {
        let yaml = "kbcov: 1\nname: N\nviews: { bar: }\nconstraints:\n  - bar.heigth == 44\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "specs/n.yaml").failureValue)
        #expect(error.description == "specs/n.yaml:5:9: error: unknown anchor 'heigth' (did you mean 'height'?); expected leading, trailing, left, right, top, bottom, centerX, centerY, width, height [unknownAnchor]")
    }

    @Test func nullSectionsAreEmpty() throws {
        let spec = try SpecLoader.load(yaml: "kbcov: 1\nname: N\nkeyboardGuide:\nviews:\nguides:\nconstraints:\n", path: "n.yaml").get()
        #expect(spec.views.isEmpty && spec.guides.isEmpty && spec.constraints.isEmpty)
        #expect(spec.keyboardGuide == KeyboardGuideSettings())
    }

    @Test func aRuleFoldedOverTwoLinesIsLocatedAtItsStart() throws {
        let yaml = "kbcov: 1\nname: N\nviews: { bar: }\nconstraints:\n  - bar.height ==\n    bar.wdth\n"
        let error = try #require(SpecLoader.load(yaml: yaml, path: "n.yaml").failureValue)
        #expect(error.diagnostics.map(ExpectedDiagnostic.init) == [ExpectedDiagnostic(line: 5, column: 5, code: .unknownAnchor)])
    }

    /// Whatever a file holds, loading reports diagnostics and never traps: every prefix of every
    /// fixture is a file a user could have half-written.
    @Test func everyPrefixOfEveryFixtureLoadsWithoutTrapping() throws {
        let names = Fixtures.names(in: "malformed").map { "malformed/\($0)" } + Fixtures.names(in: "valid").map { "valid/\($0)" }
        for name in names {
            let text = try String(contentsOfFile: Fixtures.path(name), encoding: .utf8)
            let scalars = Array(text.unicodeScalars)
            for end in stride(from: 0, through: scalars.count, by: 3) {
                let prefix = String(String.UnicodeScalarView(scalars[..<end]))
                if case .failure(let error) = SpecLoader.load(yaml: prefix, path: name) {
                    #expect(!error.diagnostics.isEmpty)
                }
            }
        }
    }
}
