import Foundation
import LayoutSpec

/// The cache's folder: one JSON file per key, named by the key's digest. Every write is atomic
/// (`AtomicFile`: a temporary file renamed over the entry), so two runs writing the same entry
/// leave one whole entry, and a reader never sees half of one. An entry that cannot be read — cut,
/// edited, written by another version, or for another key with the same digest — is a miss, and
/// the miss's analysis writes it again.
struct ResultStore {
    struct Entry: Codable {
        static let format = "kbcov-result-cache/3"
        var format: String
        var key: String
        var result: CachedResult
    }

    let folder: URL
    /// Beyond it, the least recently used entries are removed.
    let limitBytes: Int

    func read(_ key: String) -> CachedResult? {
        let file = path(of: key)
        guard let data = FileManager.default.contents(atPath: file.path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Entry.format, entry.key == key
        else { return nil }
        // Marks the entry used: eviction removes the least recently used first.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return entry.result
    }

    /// Stores the entry, then keeps the folder within its limit. A cache that cannot be written
    /// (a read-only folder, a full disk) costs the next run an analysis, never this run's result.
    func write(_ result: CachedResult, for key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Entry(format: Entry.format, key: key, result: result)),
              (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              (try? AtomicFile.write(data, to: path(of: key).path)) != nil
        else { return }
        evictBeyondLimit()
    }

    private func path(of key: String) -> URL {
        folder.appendingPathComponent(Digest128.hex(key) + ".json")
    }

    /// Removes the least recently used entries until the rest fit the limit. Another run may
    /// remove the same files at the same time: a file already gone is not an error.
    private func evictBeyondLimit() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys) else { return }
        let entries = files.filter { $0.pathExtension == "json" }.compactMap { file -> (file: URL, size: Int, used: Date)? in
            guard let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { ($0.used, $0.file.path) < ($1.used, $1.file.path) }) where total > limitBytes {
            try? FileManager.default.removeItem(at: entry.file)
            total -= entry.size
        }
    }
}
