import SwiftIfConfig
import SwiftSyntax

/// The build whose code kbcov reads: an iOS app on a device, as it ships (no custom conditions
/// such as `DEBUG`), by Swift 6. So `#if canImport(UIKit)` and `#if os(iOS)` hold, and
/// `#if os(macOS)` or `#if targetEnvironment(simulator)` do not.
struct IOSBuild: BuildConfiguration {
    /// Modules an iOS app cannot import: macOS's and watchOS's user interface frameworks.
    static let unavailableModules: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        !importPath.contains { Self.unavailableModules.contains($0.1) }
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 0) }
}

extension IfConfigDeclSyntax {
    /// What the clause an iOS build compiles holds, `nil` when it compiles none.
    var compiledElements: IfConfigClauseSyntax.Elements? { activeClause(in: IOSBuild()).clause?.elements }
}

extension CodeBlockItemListSyntax {
    /// The declarations among the items, those in `#if` blocks as an iOS build compiles them.
    var compiledDeclarations: [DeclSyntax] {
        flatMap { item -> [DeclSyntax] in
            guard let declaration = item.item.as(DeclSyntax.self) else { return [] }
            guard let block = declaration.as(IfConfigDeclSyntax.self) else { return [declaration] }
            if case .statements(let items)? = block.compiledElements { return items.compiledDeclarations }
            return []
        }
    }
}

extension MemberBlockItemListSyntax {
    /// The members, those in `#if` blocks as an iOS build compiles them.
    var compiledDeclarations: [DeclSyntax] {
        flatMap { member -> [DeclSyntax] in
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            if case .decls(let members)? = block.compiledElements { return members.compiledDeclarations }
            return []
        }
    }
}
