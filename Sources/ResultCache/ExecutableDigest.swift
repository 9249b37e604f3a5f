import Foundation
import LayoutSpec

/// A digest of the running executable's bytes: kbcov built from other code never reads a result
/// another build of the same version wrote, and the same code built again (a CI job's) does.
/// Reading a debug build's hundred megabytes takes seconds, so the digest is remembered beside the
/// cache with the file's size, time and inode: only the first run of a new build reads it.
enum ExecutableDigest {
    static func current(rememberedIn folder: URL) -> String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, let time = attributes[.modificationDate] as? Date
        else { return "unknown-build" }
        let inode = attributes[.systemFileNumber].map { "\($0)" } ?? ""
        // One file per executable path, so rebuilds replace it rather than pile up.
        let memo = folder.appendingPathComponent(Digest128.hex(path))
        let stamp = "\(size) \(time.timeIntervalSince1970) \(inode)\n"
        if let remembered = try? String(contentsOf: memo, encoding: .utf8), remembered.hasPrefix(stamp), remembered.count == stamp.count + 32 {
            return String(remembered.dropFirst(stamp.count))
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return "unknown-build" }
        let digest = Digest128.hex(data)
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
            try? AtomicFile.write(stamp + digest, to: memo.path)
        }
        return digest
    }
}
