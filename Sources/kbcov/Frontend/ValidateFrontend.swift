import LayoutSpec

/// `kbcov validate`: load every spec, print each diagnostic as `file:line:column: …`.
struct ValidateFrontend {
    let paths: [String]

    func run() -> KbcovExit {
        let (specs, errors) = Inputs.specs(at: paths)
        for diagnostic in errors + specs.flatMap(\.warnings) { Console.error(diagnostic.description) }
        let failed = Set(errors.map(\.location.file)).count
        Console.out("\(specs.count) spec\(specs.count == 1 ? "" : "s") valid" + (failed > 0 ? ", \(failed) with errors" : "") + "\n")
        return errors.isEmpty ? .clean : .inputError
    }
}
