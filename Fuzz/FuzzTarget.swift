import Foundation

/// One parser of user input under libFuzzer. A target must return for every input — an error
/// result is fine — and never trap, hang or grow without bound; `scripts/fuzz.sh NAME` runs it.
protocol FuzzTarget {
    /// The name `scripts/fuzz.sh` and `KBCOV_FUZZ_TARGET` use; also the seed corpus folder's.
    static var name: String { get }
    static func run(_ input: Data)
}

/// Every target; adding a parser's target is one file in Targets/ and one entry here.
let fuzzTargets: [any FuzzTarget.Type] = [
    SpecFuzzTarget.self,
    CatalogFuzzTarget.self,
    ConfigurationFuzzTarget.self,
    RuleFuzzTarget.self,
    SwiftFuzzTarget.self,
]
