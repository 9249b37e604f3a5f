import Foundation
import Testing

@Suite struct ConfigurationTests {
    /// A project folder with `specs/label.yaml`, a `.kbcov.yml` and a `sub` folder to run in.
    static func project(configuration: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kbcov-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try """
            kbcov: 1
            name: button under the keyboard
            views:
              button: { intrinsicSize: { width: 100, height: 44 }, keepVisible: true }
            constraints:
              - button.bottom == safeArea.bottom
              - button.leading == safeArea.leading
            """.write(to: root.appendingPathComponent("specs/button.yaml"), atomically: true, encoding: .utf8)
        try configuration.write(to: root.appendingPathComponent(".kbcov.yml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func foundFromASubfolderAndOverriddenByTheCommandLine() throws {
        let root = try Self.project(configuration: "specs: [specs]\nenvironments: [iphone-16/portrait]\nformat: json\n")
        let configured = try CLI.run(["check"], in: root.appendingPathComponent("sub"))
        #expect(configured.exitCode == 1)
        #expect(configured.output.hasPrefix("{\n  \"schema\": \"kbcov-report/1\""))
        #expect(configured.output.contains("iphone-16/portrait/full/ltr/docked/near-bottom"))
        #expect(!configured.output.contains("iphone-se/"))
        #expect(configured.output.contains("\"../specs/button.yaml\""), "specs are named relative to the working folder")
        #expect(!configured.output.contains(root.path))

        let overridden = try CLI.run(["check", "--format", "text", "--environments", "iphone-se/portrait"], in: root.appendingPathComponent("sub"))
        #expect(overridden.output.contains("iphone-se/portrait/full/ltr/docked/near-bottom"))
        #expect(!overridden.output.contains("iphone-16/"))
    }

    @Test func unknownKeysAreErrorsWithTheirLocation() throws {
        let root = try Self.project(configuration: "specs: [specs]\nformats: json\n")
        let result = try CLI.run(["check"], in: root)
        #expect(result.exitCode == 2)
        #expect(result.errors.contains(".kbcov.yml:2:1: error: unknown key 'formats' in .kbcov.yml (did you mean 'format'?)"))
    }
}
