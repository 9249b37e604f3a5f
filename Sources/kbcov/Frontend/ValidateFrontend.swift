import LayoutSpec
import ScreenInputs

/// `kbcov validate`: load every spec, print each diagnostic as `file:line:column: …`.
struct ValidateFrontend {
    let paths: [String]

    func run() -> KbcovExit {
        let (specs, skipped, errors) = ScreenInputs.specs(at: paths)
        for diagnostic in errors + specs.flatMap(\.warnings) + skipped.flatMap(\.warnings) { Console.error(diagnostic.description) }
        for input in skipped { Console.error(input.description) }
        let failed = Set(errors.map(\.location.file)).count
        Console.out("\(specs.count) spec\(specs.count == 1 ? "" : "s") valid" + (failed > 0 ? ", \(failed) with errors" : "")
                    + (skipped.isEmpty ? "" : ", \(skipped.count) not analysed") + "\n")
        return errors.isEmpty ? KbcovExit.of(findings: 0, skipped: skipped.count, analysed: specs.count) : .inputError
    }
}
