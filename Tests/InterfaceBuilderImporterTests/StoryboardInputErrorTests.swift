import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing

/// Storyboards Xcode would never write: malformed XML, bytes that are not UTF-8, values out of
/// range and elements kbcov does not read are located errors or warnings, never a crash.
@Suite struct StoryboardInputErrorTests {
    @Test func malformedXMLIsAnErrorAtItsLineAndColumn() throws {
        let folder = try temporaryFolder(["Broken.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                </scenes>
            </document>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Broken.storyboard").path
        let errors = try importErrors(path)
        #expect(errors.count == 1)
        #expect(errors.first?.code == .xmlSyntax)
        #expect(errors.first?.location.file == path)
        #expect(errors.first?.location.line == 5)
        #expect(errors.first?.message.hasPrefix("malformed XML") == true)
    }

    /// The errors of a storyboard made of these bytes.
    static func errors(ofDocument data: Data) throws -> [Diagnostic] {
        let folder = try temporaryFolder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Broken.storyboard").path
        try data.write(to: URL(fileURLWithPath: path))
        return try importErrors(path)
    }

    /// The error codes of an input a fuzz target once crashed on (`Fuzz/Regressions/ib`).
    static func regressionCodes(_ name: String) throws -> [Diagnostic.Code] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions/ib/\(name)").standardized.path
        return try importErrors(path).map(\.code)
    }

    /// Fuzz/Regressions/ib/not-utf8-element-name.xml: Foundation's XMLParser traps on an element
    /// name that is not UTF-8, so the document is refused first, at the first such byte.
    @Test func bytesThatAreNotUTF8AreAnErrorNotACrash() throws {
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <constr".utf8)
        data += [0xC1, 0xC1] + Data("aint/>\n</document>\n".utf8)
        let errors = try Self.errors(ofDocument: data)
        #expect(errors.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["3:12 xmlSyntax"])
        #expect(errors.first?.message == "malformed XML (bytes that are not UTF-8 text): expected an Interface Builder document as Xcode writes it, in UTF-8")
        #expect(try Self.regressionCodes("not-utf8-element-name.xml") == [.xmlSyntax])
    }

    /// Fuzz/Regressions/ib/empty-processing-instruction.xml: Foundation's XMLParser crashes on a
    /// processing instruction without data, so the document is refused first, at the instruction.
    @Test func aProcessingInstructionWithoutDataIsAnErrorNotACrash() throws {
        let errors = try Self.errors(ofDocument: Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <?layout ?>\n</document>\n".utf8))
        #expect(errors.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["3:5 xmlSyntax"])
        #expect(errors.first?.message == "malformed XML (a processing instruction without data): expected an Interface Builder document as Xcode writes it")
        #expect(try Self.regressionCodes("empty-processing-instruction.xml") == [.xmlSyntax])
    }

    @Test func valuesXcodeNeverWritesAreLocatedErrors() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-AA-01"/>
            """,
            constraints: """
                <constraint firstItem="box-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" priority="high" id="c1"/>
                <constraint firstItem="box-AA-01" firstAttribute="width" multiplier="two" constant="20" id="c2"/>
            """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.storyboard").path
        let errors = try importErrors(path)
        #expect(errors.map(\.message) == [
            "priority=\"high\": expected a whole number from 1 to 1000",
            "multiplier=\"two\": expected a number or a ratio such as 4:3",
        ])
        #expect(errors.map(\.location.line) == [try Fixtures.line(of: "priority=\"high\"", in: path), try Fixtures.line(of: "multiplier=\"two\"", in: path)])
    }

    @Test func elementsKbcovDoesNotReadAreLocatedWarnings() throws {
        let folder = try temporaryFolder(["Screen.storyboard": storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-AA-01">
                    <sparkle key="magic" id="sp-AA-01"/>
                </view>
                <tvPosterView id="tv-AA-01"/>
            """,
            constraints: "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Screen.storyboard").path
        let spec = try importScreen(path)
        #expect(spec.warnings.contains { $0.location.line == (try? Fixtures.line(of: "<sparkle", in: path)) && $0.message == "skipped: <sparkle> inside <view>, which kbcov does not read" })
        #expect(spec.warnings.contains { $0.location.line == (try? Fixtures.line(of: "<tvPosterView", in: path)) && $0.message.hasPrefix("skipped: <tvPosterView>, a subview kbcov does not know") })
    }
}
