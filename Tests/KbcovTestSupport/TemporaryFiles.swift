import Foundation

/// Where the tests write their files: one folder per test process, under the system's temporary
/// folder, removed when the process exits, and by the next run should the process not get there
/// (a crash, a killed run). So no test has to remove what it wrote, and none leaves it behind.
public enum TemporaryFiles {
    private static let prefix = "kbcov-tests-"

    /// This process's folder, made on first use.
    public static let root: URL = {
        let system = FileManager.default.temporaryDirectory
        removeLeftovers(in: system)
        let root = system.appendingPathComponent("\(prefix)\(getpid())")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFiles.root) }
        return root
    }()

    /// A new path in this process's folder, nothing there yet: `name-UUID` (`extension` appended).
    public static func url(_ name: String, extension: String? = nil) -> URL {
        let file = root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        return `extension`.map(file.appendingPathExtension) ?? file
    }

    /// The folders of test processes that have ended.
    private static func removeLeftovers(in system: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: system.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let process = pid_t(name.dropFirst(prefix.count)), !isRunning(process) else { continue }
            try? FileManager.default.removeItem(at: system.appendingPathComponent(name))
        }
    }

    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
