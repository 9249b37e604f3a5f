import ArgumentParser
import Foundation
import LayoutSpec
import ScreenInputs
import SwiftImporter

/// `kbcov-bench sweep FOLDER…`: how much of a project's layout code kbcov reads. Each Swift file
/// with view code is imported as `kbcov import FILE` imports it, in a process of its own (a crash
/// is counted, not fatal), and the constraints and keyboard-handler updates of the resulting
/// specs located in that file are counted against the constraint-making calls it holds.
struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Import every Swift file with view code under the folders; print files, constraints, warnings by kind, crashes and time.")

    @Argument(help: "Folders of app source (each file is imported with the context `kbcov import` gives it).")
    var folders: [String] = []

    @Option(help: "Import this one file and print its figures as one line (what the sweep runs per file).")
    var one: String?

    @Flag(help: "List each file with view code and its figures.")
    var verbose = false

    /// The calls a file's figures count: each makes or activates constraints — anchor factories
    /// (also the pre-Swift-3 spelling), `NSLayoutConstraint`, visual formats, SnapKit closures.
    /// Which files have view code at all is `ViewCodeDetector`'s to say, as for `kbcov check`.
    static let constraintCalls = ["Anchor.constraint(", "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor",
                                  "constraintLessThanOrEqualToAnchor", "NSLayoutConstraint", "snp.makeConstraints", "snp.remakeConstraints"]

    func run() throws {
        if let one { return printFigures(of: one) }
        var total = Totals()
        for folder in folders {
            let files = try SpecFiles.collect([folder], isViewCode: { _ in true }).get().filter(SpecFiles.isSwiftFile)
            let texts = files.map { try? String(contentsOfFile: $0, encoding: .utf8) }
            let withViewCode = files.indices.filter { texts[$0].map { ViewCodeDetector.containsViewCode($0) } ?? false }
            // A macOS target's view code is AppKit's, which kbcov does not analyse: counted apart.
            let appKit = withViewCode.filter { texts[$0].flatMap(ViewCodeDetector.appKitModule) != nil }
            let layout = withViewCode.filter { !appKit.contains($0) }.map { files[$0] }
            var totals = Totals(swiftFiles: files.count, appKitFiles: appKit.count)
            for file in layout { totals.add(file, runChild(file), verbose: verbose) }
            emit(totals.summary(title: folder))
            total.merge(totals)
        }
        if folders.count > 1 { emit(total.summary(title: "all")) }
    }

    /// `calls imported seconds kind…` for one file: the import `kbcov import` runs on it.
    private func printFigures(of file: String) {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let calls = Self.constraintCalls.reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
        let named = URL(fileURLWithPath: file).standardizedFileURL.path
        let start = DispatchTime.now().uptimeNanoseconds
        let result = ScreenInputs.swiftFile(file)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var imported = 0, updates = 0
        var kinds: [String] = []
        switch result {
        case .success(let specs):
            let isNamed = { (location: SourceLocation) in URL(fileURLWithPath: location.file).standardizedFileURL.path == named }
            imported = specs.specs.flatMap(\.allConstraints).map(\.location).filter(isNamed).count
            updates = specs.specs.flatMap(Self.handlerLocations).filter(isNamed).count
            kinds = (specs.specs.flatMap(\.warnings) + specs.skipped.flatMap(\.warnings)).filter { $0.location.file == file }.map { Self.kind(of: $0.message) }
                + specs.skipped.filter { $0.path == file }.map { "not analysed: \($0.reason.rawValue)" }
        case .failure(let error):
            kinds = error.diagnostics.map { "error: " + Self.kind(of: $0.message) }
        }
        emit(([String(calls), String(imported), String(updates), String(format: "%.3f", seconds)] + kinds).joined(separator: "\t"))
    }

    /// Where the keyboard handlers' statements that change a constraint's constant or activation
    /// or a scroll view's inset were written: the layout code of a file whose constraints are
    /// outlets of a storyboard.
    static func handlerLocations(of spec: LayoutSpec) -> [SourceLocation] {
        spec.keyboardHandling.flatMap { $0.updates.map(\.location) }
            + spec.keyboardActivations.flatMap { $0.toggles.map(\.location) }
            + spec.keyboardInsets.flatMap { $0.updates.map(\.location) }
    }

    /// A warning's message without its particulars (quoted code, numbers): its kind.
    static func kind(of message: String) -> String {
        var kind = "", quoted = false
        for character in message {
            if character == "'" { quoted.toggle(); if quoted { kind += "…" }; continue }
            if !quoted { kind.append(character.isNumber ? "N" : character) }
        }
        return String(kind.prefix(90))
    }

    private struct Figures {
        var calls = 0, imported = 0, updates = 0, seconds = 0.0, kinds: [String] = [], crashed = false
    }

    private func runChild(_ file: String) -> Figures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["sweep", "--one", file]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        guard (try? process.run()) != nil else { return Figures(crashed: true) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard process.terminationReason == .exit, process.terminationStatus == 0, fields.count >= 4,
              let calls = Int(fields[0]), let imported = Int(fields[1]), let updates = Int(fields[2]), let seconds = Double(fields[3]) else {
            return Figures(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, crashed: true)
        }
        return Figures(calls: calls, imported: imported, updates: updates, seconds: seconds, kinds: Array(fields.dropFirst(4)))
    }

    private struct Totals {
        var swiftFiles = 0, appKitFiles = 0, layoutFiles = 0, importedFiles = 0, readFiles = 0, calls = 0, imported = 0
        var crashes: [String] = []
        var kinds: [String: Int] = [:]
        var slowest: (file: String, seconds: Double) = ("-", 0)
        var seconds = 0.0
        var overOneSecond = 0

        mutating func add(_ file: String, _ figures: Figures, verbose: Bool) {
            layoutFiles += 1
            if figures.crashed { crashes.append(file) }
            if figures.imported > 0 { importedFiles += 1 }
            if figures.imported + figures.updates > 0 { readFiles += 1 }
            calls += figures.calls
            imported += figures.imported
            seconds += figures.seconds
            if figures.seconds >= 1 { overOneSecond += 1 }
            if figures.seconds > slowest.seconds { slowest = (file, figures.seconds) }
            for kind in figures.kinds { kinds[kind, default: 0] += 1 }
            if verbose {
                emit("  \(figures.crashed ? "CRASH" : String(format: "%.2fs", figures.seconds)) \(figures.imported)/\(figures.calls)\(figures.updates > 0 ? " +\(figures.updates) updates" : "") \(file)")
            }
        }

        mutating func merge(_ other: Totals) {
            swiftFiles += other.swiftFiles; appKitFiles += other.appKitFiles; layoutFiles += other.layoutFiles; importedFiles += other.importedFiles; readFiles += other.readFiles
            calls += other.calls; imported += other.imported; crashes += other.crashes; seconds += other.seconds
            overOneSecond += other.overOneSecond
            kinds.merge(other.kinds, uniquingKeysWith: +)
            if other.slowest.seconds > slowest.seconds { slowest = other.slowest }
        }

        func summary(title: String) -> String {
            let share = { (files: Int) in String(format: "%.1f", layoutFiles == 0 ? 0 : Double(files) * 100 / Double(layoutFiles)) }
            var lines = [
                "\(title): \(swiftFiles) Swift files, \(layoutFiles) with UIKit view code (and \(appKitFiles) with AppKit's, not analysed), \(importedFiles) imported with ≥ 1 constraint located in them (\(share(importedFiles)) %)",
                "  with ≥ 1 constraint or keyboard-handler update located in them: \(readFiles) (\(share(readFiles)) %)",
                "  constraints located in those files: \(imported) imported for \(calls) constraint-making calls",
                "  crashes: \(crashes.count)\(crashes.isEmpty ? "" : " (" + crashes.joined(separator: ", ") + ")")",
                String(format: "  time: %.2f s in all, slowest %.2f s (%@), %d files ≥ 1 s", seconds, slowest.seconds, slowest.file, overOneSecond),
                "  warnings by kind:",
            ]
            lines += kinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(25).map { "    \($0.value)\t\($0.key)" }
            return lines.joined(separator: "\n")
        }
    }
}

private func emit(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
