import Foundation
import KbcovTestSupport
import Testing
@testable import LayoutSpec

struct SpecFilesTests {
    @Test func foldersAreSearchedRecursivelyAndSorted() throws {
        let folder = TemporaryFiles.url("specfiles")
        defer { try? FileManager.default.removeItem(at: folder) }
        for relative in ["b.yaml", "a.yml", "notes.txt", "nested/c.yaml", "nested/deeper/d.YAML"] {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("kbcov: 1\n".utf8).write(to: url)
        }
        let files = try SpecFiles.collect([folder.path]).get()
        #expect(files.map { String($0.dropFirst(folder.path.count + 1)) } == ["a.yml", "b.yaml", "nested/c.yaml", "nested/deeper/d.YAML"])
    }

    /// Reports and baselines name specs by these paths: a folder given relatively stays relative.
    @Test func filesInAFolderKeepTheFolderAsWritten() throws {
        let folder = RelativePath.of(Fixtures.path("valid"), from: FileManager.default.currentDirectoryPath)
        #expect(!folder.hasPrefix("/"))
        for written in [folder, folder + "/"] {
            let files = try SpecFiles.collect([written]).get()
            #expect(!files.isEmpty)
            #expect(files.allSatisfy { $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count).hasPrefix("//") }, "\(files)")
        }
    }

    /// An app's folder: a linter's settings and a CI workflow are not specs, and are left out;
    /// named, such a file is read and its errors are reported.
    @Test func yamlOfOtherToolsInAFolderIsNotASpec() throws {
        let folder = TemporaryFiles.url("specfiles")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            ".swiftlint.yml": "excluded:\n  - Pods\nline_length: 160\n",
            ".github/workflows/ci.yml": "name: CI\non: [push]\njobs:\n  test:\n    runs-on: macos-latest\n",
            "specs/login.yaml": "# The login screen\nkbcov: 1\nname: Login\n",
            "specs/draft.yaml": "name: Draft\nviews:\n  field: { class: UITextField }\n",
            "specs/quoted.yml": "\"kbcov\": 1\nname: Quoted\n",
        ]
        for (relative, text) in files {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let found = try SpecFiles.collect([folder.path]).get()
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["specs/draft.yaml", "specs/login.yaml", "specs/quoted.yml"],
                "a spec without `kbcov:` is still found, so that its missing key is reported")
        let lint = folder.appendingPathComponent(".swiftlint.yml").path
        #expect(try SpecFiles.collect([lint]).get() == [lint])
    }

    @Test func filesAreKeptAsGivenInOrder() throws {
        let toolbar = Fixtures.path("valid/toolbar.yaml")
        let arithmetic = Fixtures.path("valid/arithmetic.yaml")
        #expect(try SpecFiles.collect([toolbar, arithmetic]).get() == [toolbar, arithmetic])
    }

    @Test func everyMissingPathIsAnError() throws {
        let result = SpecFiles.collect(["/no/such/spec.yaml", Fixtures.path("valid"), "/no/such/folder"])
        let error = try #require(result.failureValue)
        #expect(error.diagnostics.map(\.code) == [.unreadableFile, .unreadableFile])
        #expect(error.diagnostics.map(\.location.file) == ["/no/such/spec.yaml", "/no/such/folder"])
    }
}

struct RelativePathTests {
    @Test(arguments: [
        ("/repo/specs/a.yaml", "/repo", "specs/a.yaml"),
        ("/repo/specs/a.yaml", "/repo/reports", "../specs/a.yaml"),
        ("/repo/specs/a.yaml", "/elsewhere/deep", "../../repo/specs/a.yaml"),
        ("/repo/./specs/../specs/a.yaml", "/repo/", "specs/a.yaml"),
        ("/repo", "/repo", "."),
    ])
    func pathsAreSeenFromTheFolder(path: String, folder: String, expected: String) {
        #expect(RelativePath.of(path, from: folder) == expected)
    }
}

struct SwiftSpecFilesTests {
    @Test func foldersKeepViewCodeAndSkipSidecarsTestsAndBuildFolders() throws {
        let folder = TemporaryFiles.url("specfiles")
        defer { try? FileManager.default.removeItem(at: folder) }
        let relatives = ["a.yaml", "Screen.swift", "Screen.kbcov.yaml", "Model.swift", "Tests/ScreenTests.swift",
                         ".build/x/View.swift", "Pods/Lib/View.swift", "Sources/App/Other.swift"]
        for relative in relatives {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("kbcov: 1\n".utf8).write(to: url)
        }
        let files = try SpecFiles.collect([folder.path], isViewCode: { !$0.hasSuffix("Model.swift") }).get()
        #expect(files.map { String($0.dropFirst(folder.path.count + 1)) } == ["Screen.swift", "Sources/App/Other.swift", "a.yaml"])
        let model = folder.appendingPathComponent("Model.swift").path
        #expect(try SpecFiles.collect([model], isViewCode: { _ in false }).get() == [model], "a file named explicitly is always kept")
    }
}
