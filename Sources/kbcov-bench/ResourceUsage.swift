import Foundation

enum ResourceUsage {
    /// The process's peak resident memory so far, in MiB.
    static var peakMemoryMiB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// Wall-clock seconds `body` takes, and its result.
    static func timed<T>(_ body: () throws -> T) rethrows -> (seconds: Double, value: T) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, value)
    }
}
