import Foundation

/// libFuzzer's entry points. One binary holds every target; `KBCOV_FUZZ_TARGET` picks one.
nonisolated(unsafe) private var selected: (any FuzzTarget.Type)?

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let name = ProcessInfo.processInfo.environment["KBCOV_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets.first(where: { $0.name == name }) else {
        let names = fuzzTargets.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("kbcov-fuzz: set KBCOV_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    selected = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    selected?.run(input)
    return 0
}
