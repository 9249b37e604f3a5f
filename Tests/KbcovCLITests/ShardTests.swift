import Foundation
import Testing

@Suite struct ShardTests {
    static let arguments = ["check", "specs/apple-sample-edit-view.yaml", "specs/toolbar-follows-keyboard.yaml",
                            "--environments", "quick", "--format", "json", "--tool-version", "test"]

    @Test func mergedShardsEqualTheUnshardedReportByteForByte() throws {
        let whole = try CLI.run(Self.arguments)
        var files: [String] = []
        for index in [3, 1, 2] {
            let shard = try CLI.run(Self.arguments + ["--shard", "\(index)/3"])
            #expect(shard.exitCode == 1)
            #expect(shard.output.count < whole.output.count)
            let file = try CLI.temporarySpec(shard.output, name: "shard-\(index).json")
            files.append(file)
        }
        let merged = try CLI.run(["merge"] + files)
        #expect(merged.exitCode == whole.exitCode)
        #expect(merged.output == whole.output)
    }

    @Test func invalidShardsAndDoubleMergesAreInputErrors() throws {
        for shard in ["0/3", "4/3", "1/0", "a/b", "2"] {
            let result = try CLI.run(["check", "specs", "--shard", shard])
            #expect(result.exitCode == 2, "--shard \(shard)")
            #expect(result.errors.contains("K/N"))
        }
        let shard = try CLI.run(Self.arguments + ["--shard", "1/3"])
        let file = try CLI.temporarySpec(shard.output, name: "shard.json")
        let twice = try CLI.run(["merge", file, file])
        #expect(twice.exitCode == 2)
        #expect(twice.errors.contains("merge each shard once"))
        let notJSON = try CLI.temporarySpec("kbcov: 1", name: "spec.yaml")
        let wrong = try CLI.run(["merge", notJSON])
        #expect(wrong.exitCode == 2)
        #expect(wrong.errors.contains(notJSON))
    }
}
