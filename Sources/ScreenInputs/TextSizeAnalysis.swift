import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// A spec analysed in environments at several text sizes: once per text size, the spec lowered at
/// it (`UIKitLowering`). A text size whose lowered spec equals one already analysed — a screen
/// without text styles, whose views are as high at every size — takes that one's states, moved
/// to its own environments: nothing else about a state depends on the text size. The states come
/// out in the order of `environments`; the spec-level findings (dead groups, drift), which no text
/// size changes, from the first text size.
enum TextSizeAnalysis {
    static func analyze(_ spec: LayoutSpec, in environments: [Environment], lowered: (ContentSizeCategory?) -> LayoutSpec,
                        analyze: (LayoutSpec, [Environment]) throws -> SpecResult) throws -> SpecResult {
        var textSizes: [ContentSizeCategory?] = []
        for environment in environments where !textSizes.contains(environment.textSize) { textSizes.append(environment.textSize) }
        var analysed: [(spec: LayoutSpec, textSize: ContentSizeCategory?, result: SpecResult)] = []
        var states: [Environment: [StateResult]] = [:]
        var statistics = AnalysisStatistics()
        for textSize in textSizes {
            let sized = lowered(textSize)
            if let twin = analysed.first(where: { $0.spec == sized }) {
                for var state in twin.result.states {
                    state.state.environment.textSize = textSize
                    states[state.state.environment, default: []].append(state)
                }
                continue
            }
            let result = try analyze(sized, environments.filter { $0.textSize == textSize })
            analysed.append((sized, textSize, result))
            for state in result.states { states[state.state.environment, default: []].append(state) }
            statistics.solverCalls += result.statistics.solverCalls
            statistics.environmentsAnalysed += result.statistics.environmentsAnalysed
        }
        guard let first = analysed.first?.result else { return try analyze(lowered(nil), environments) }
        return SpecResult(spec: first.spec, states: environments.flatMap { states[$0] ?? [] }, dead: first.dead, drift: first.drift,
                          warnings: first.warnings, statistics: statistics)
    }
}
