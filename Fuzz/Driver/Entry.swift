import Foundation

/// The driver's `main`: libFuzzer's loop, with the target `KBCOV_FUZZ_TARGET` names. (An executable
/// target has its own entry point, so libFuzzer's `main` is not used; `LLVMFuzzerRunDriver` is.)
@main
enum FuzzDriver {
    static func main() {
        guard selectedTarget != nil else {
            let names = fuzzTargets.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("kbcov-fuzz: set KBCOV_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzerTestOneInput))
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafeRawPointer?, _ count: Int) -> CInt {
    selectedTarget?.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

private let selectedTarget: FuzzTarget? = {
    let name = ProcessInfo.processInfo.environment["KBCOV_FUZZ_TARGET"]
    return fuzzTargets.first { $0.name == name }
}()
