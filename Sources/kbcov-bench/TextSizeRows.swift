import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What text sizes cost: each shipped screen over the environments at all twelve content-size
/// categories (`--text-sizes all`), as a ratio to the same screen at one (`--text-sizes large`),
/// both measured in this run (goal: at most × 3).
extension Benchmark {
    func textSizeRows(_ written: [LayoutSpec], everywhere: [Environment]) throws {
        emit("\nText sizes over '\(environments)', --jobs \(jobs): all 12 categories against Large alone (goal: at most × 3)")
        row(["spec", "states", "analysed", "1 size s", "12 sizes s", "× 1 size"])
        let one = try sized("large")
        let all = try sized("all")
        var totals = (one: 0.0, all: 0.0)
        for spec in written {
            let (oneSeconds, _) = try ResourceUsage.timed { try one.analyze(spec, in: one.atTextSizes(everywhere)) }
            let (allSeconds, result) = try ResourceUsage.timed { try all.analyze(spec, in: all.atTextSizes(everywhere)) }
            row([spec.path, "\(result.states.count)", "\(result.statistics.environmentsAnalysed)/\(Set(result.states.map(\.state.environment.id)).count)",
                 format(oneSeconds), format(allSeconds), String(format: "× %.2f", allSeconds / oneSeconds)])
            totals.one += oneSeconds
            totals.all += allSeconds
        }
        row(["all", "", "", format(totals.one), format(totals.all), String(format: "× %.2f", totals.all / totals.one)])
    }

    private func sized(_ textSizes: String) throws -> AnalysisSetup {
        var choices = SetupChoices(paths: [specs], jobs: jobs)
        choices.textSizes = try ContentSizeCategory.parse(textSizes).get()
        choices.asksForTextSizes = true
        return try AnalysisSetup.assemble(choices, configuration: nil).get()
    }
}
