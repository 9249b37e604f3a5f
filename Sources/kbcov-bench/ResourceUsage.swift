import Foundation

enum ResourceUsage {
    /// The process's peak resident memory so far, in MiB.
    static var peakMemoryMiB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The median of the wall-clock seconds `body` takes over `runs` runs (at least one), and its
    /// last result: one run on a shared machine varies by 10–15 %, more than a ratio's margin.
    static func medianTimed<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, value: T) {
        var (first, value) = try timed(body)
        var seconds = [first]
        for _ in 1..<max(runs, 1) {
            (first, value) = try timed(body)
            seconds.append(first)
        }
        return (median(seconds), value)
    }

    /// The middle of `values`, or the mean of the two middle ones.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted(), middle = sorted.count / 2
        guard !sorted.isEmpty else { return 0 }
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Wall-clock seconds `body` takes, and its result.
    static func timed<T>(_ body: () throws -> T) rethrows -> (seconds: Double, value: T) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, value)
    }
}
