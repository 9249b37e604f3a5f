import Foundation
import LayoutSpec
import SwiftSyntax

/// The classes the analysed files declare and what each inherits from, so that a view of a class of the
/// file (`final class Field: UITextField`) is sized as the UIKit class it inherits from.
struct ClassHierarchy {
    private var superclasses: [String: String] = [:]

    /// `otherTexts`: the project's files the import does not parse (`ContextSelection` keeps
    /// only those that may hold layout), whose class declarations still say what a view of theirs
    /// is: `open class ThemeLabel: UILabel, Themeable` in a file with no layout of its own.
    init(_ trees: [SourceFileSyntax], otherTexts: [String] = []) {
        let finder = ClassFinder(viewMode: .sourceAccurate)
        trees.forEach { finder.walk($0) }
        superclasses = finder.superclasses
        for text in otherTexts {
            for match in text.matches(of: Self.declaration) where superclasses[String(match.output.name)] == nil {
                superclasses[String(match.output.name)] = Self.unqualified(String(match.output.superclass))
            }
        }
    }

    /// `class Name: Superclass` (after any modifiers, generic parameters allowed), as written in
    /// a file kbcov reads as text.
    private static var declaration: Regex<(Substring, name: Substring, superclass: Substring)> {
        #/\bclass\s+(?<name>[A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*(?<superclass>[A-Za-z_][A-Za-z0-9_.]*)/#
    }

    /// The UIKit class kbcov knows that `typeName` is or inherits from, through the library classes
    /// it knows (`LibraryViewClass`); `nil` for `UIView` and any class kbcov knows nothing of (a
    /// custom view of another file, a view of another library).
    func uikitClass(of typeName: String?) -> String? {
        ancestry(of: typeName).lazy.map(Self.uikitName).first(where: ViewClass.knownNames.contains)
    }

    /// The class kbcov cannot see into that `typeName` is or inherits from: the first ancestor
    /// the analysed files do not declare, when it is neither a UIKit class kbcov knows the content
    /// size of (`ViewClass.knownNames`, through `LibraryViewClass`) nor one without content
    /// (`ViewClass.withoutContent`) nor a layout guide. `nil` for every class kbcov can size.
    func unseenClass(of typeName: String?) -> String? {
        guard let root = ancestry(of: typeName).last, superclasses[root] == nil else { return nil }
        let name = Self.uikitName(root)
        guard !ViewClass.knownNames.contains(name), !ViewClass.withoutContent.contains(name), !name.hasSuffix("LayoutGuide") else { return nil }
        return root
    }

    /// The library class kbcov knows that `typeName` is or inherits from.
    func libraryClass(of typeName: String?) -> LibraryViewClass? {
        ancestry(of: typeName).lazy.compactMap(LibraryViewClass.named).first
    }

    /// `typeName` and the superclasses the analysed files declare for it, nearest first.
    private func ancestry(of typeName: String?) -> [String] {
        var chain: [String] = []
        var name = typeName.map(Self.unqualified)
        while let current = name, !chain.contains(current) {
            chain.append(current)
            name = superclasses[current]
        }
        return chain
    }

    /// A class's UIKit name as kbcov reads it: a library class's UIKit superclass, else itself.
    static func uikitName(_ typeName: String) -> String {
        let plain = unqualified(typeName)
        return LibraryViewClass.named(plain)?.uikitClass ?? plain
    }

    /// `UIKit.UILabel` → `UILabel`; `UILabel?` / `UILabel!` → `UILabel`.
    static func unqualified(_ typeName: String) -> String {
        let bare = typeName.trimmingCharacters(in: ["?", "!", " "])
        return bare.split(separator: ".").last.map(String.init) ?? bare
    }
}

/// Every class declaration, nested ones too, with the first type it inherits from (in Swift, a
/// class's superclass is written first).
private final class ClassFinder: SyntaxVisitor {
    var superclasses: [String: String] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            superclasses[node.name.text] = ClassHierarchy.unqualified(first.type.trimmedDescription)
        }
        return .visitChildren
    }
}
