import Foundation
import LayoutAnalysis
import LayoutSpec

/// Reading and writing `--baseline` / `--write-baseline` files; problems are input errors.
enum BaselineFiles {
    /// Spec paths in a baseline are relative to its folder.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    static func read(_ path: String) -> Result<Baseline, KbcovFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.input([problem(path, code: .unreadableFile, "cannot read the baseline file; expected \(Baseline.expectedForm)")]))
        }
        return Baseline.parse(data).mapError { error in
            .input([problem(path, code: .invalidValue, "not a kbcov baseline: \(error.reason); expected \(Baseline.expectedForm)")])
        }
    }

    static func write(_ baseline: Baseline, to path: String) -> Result<Void, KbcovFailure> {
        do {
            try AtomicFile.write(baseline.json(), to: path)
            return .success(())
        } catch {
            return .failure(.input([problem(path, code: .unreadableFile, "cannot write the baseline file: \(error.localizedDescription)")]))
        }
    }

    private static func problem(_ path: String, code: Diagnostic.Code, _ message: String) -> Diagnostic {
        .error(code, at: SourceLocation(file: path, line: 1, column: 1), message)
    }
}
