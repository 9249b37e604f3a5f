import Foundation

/// One parser of user input under libFuzzer. `run` must return for every input — an error result
/// is fine — and never trap, hang or grow without bound; `scripts/fuzz.sh NAME` runs it.
struct FuzzTarget: Sendable {
    /// The name `scripts/fuzz.sh` and `KBCOV_FUZZ_TARGET` use.
    let name: String
    let run: @Sendable (Data) -> Void
}

/// Every target; adding a parser's target is one file in Targets/ and one entry here.
let fuzzTargets: [FuzzTarget] = [.spec, .catalog, .configuration, .rule, .swift, .visualFormat, .interfaceBuilder]
