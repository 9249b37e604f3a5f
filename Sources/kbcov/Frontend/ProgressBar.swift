import Foundation

/// What a run has done, drawn as one terminal line:
/// `▕██████░░░░░░░░░░▏ 38% · screen 3/34 · 12/20 environments · 0:42, about 1:09 left · Login.swift`.
struct ProgressBar {
    /// A run shorter than this shows no bar: it would only flicker.
    static let delay: TimeInterval = 2
    static let redrawInterval: TimeInterval = 0.1
    static let clearLine = "\u{1B}[2K\r"
    static let width = 20

    let start: Date
    var screenNumber = 0
    var screenCount = 0
    var screensDone = 0
    /// The part of the current screen's analysis done, 0 to 1.
    var screenPart = 0.0
    var environments = 0
    var path = ""

    mutating func startScreen(_ path: String, number: Int, of count: Int, environments: Int) {
        self.path = path
        screenNumber = number
        screenCount = count
        self.environments = environments
        screenPart = 0
    }

    /// The current screen's environments decided; the analysis may decide each twice
    /// (`OlderSystems`), so its parts, not a count, measure it.
    var environmentsDone: Int { Int((min(screenPart, 1) * Double(environments) + 1e-9).rounded(.down)) }

    /// Screens done, and the current one's part.
    var fraction: Double {
        guard screenCount > 0 else { return 0 }
        return min((Double(screensDone) + (screensDone < screenNumber ? min(screenPart, 1) : 0)) / Double(screenCount), 1)
    }

    func line(at now: Date, columns: Int) -> String {
        let fraction = fraction
        let filled = Int((fraction * Double(Self.width)).rounded(.down))
        let elapsed = now.timeIntervalSince(start)
        var parts = ["▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled) + "▏ \(Int(fraction * 100))%"]
        if screenCount > 1 { parts.append("screen \(screenNumber)/\(screenCount)") }
        parts.append("\(environmentsDone)/\(environments) environment\(environments == 1 ? "" : "s")")
        let left = fraction > 0.02 ? ", about \(Self.clock(elapsed * (1 - fraction) / fraction)) left" : ""
        parts.append(Self.clock(elapsed) + left)
        let text = parts.joined(separator: " · ")
        // The path's end names the screen: it is what is cut, from its start, to fit the line.
        let room = columns - 1 - text.count - 3
        guard room > 0 else { return String(text.prefix(max(columns - 1, 0))) }
        return text + " · " + (path.count <= room ? path : "…" + path.suffix(room - 1))
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func clock(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}
