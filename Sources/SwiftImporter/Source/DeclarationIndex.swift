import SwiftSyntax

/// The types, functions and properties the analysed files declare, found by name within the type
/// a call or a name belongs to: what calls and names in the code can be followed to.
struct DeclarationIndex {
    struct Function {
        let name: String
        let parameters: Parameters
        let body: CodeBlockItemListSyntax?
        /// The type (or extended type) that declares it; `nil` for a global function.
        let typeName: String?
        /// Declared in a type of the analysed files or an extension of one (not of a UIKit type).
        let isMemberOfOwnType: Bool
        let isInitializer: Bool
        /// `override`, `@objc` or `@IBAction`: UIKit or the Objective-C runtime may call it.
        let isCalledByUIKit: Bool
        let node: Syntax

        /// Argument labels, `nil` for `_`.
        var labels: [String?] { parameters.labels }
        /// The names the body uses for the parameters.
        var parameterNames: [String] { parameters.names }

        var displayName: String {
            "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
        }
    }

    struct Property {
        let name: String
        let typeText: String?
        let initializer: ExprSyntax?
        /// The getter of a computed property.
        let getter: CodeBlockItemListSyntax?
        let node: Syntax
    }

    /// A class, struct or enum of the analysed files.
    struct TypeDeclaration {
        let name: String
        /// The first inherited type of a class: its superclass, if it has one.
        let superclass: String?
        let isClass: Bool
        let node: Syntax
    }

    private(set) var functions: [Function] = []
    /// Instance and global properties by owning type (`""` for globals), then name.
    private var properties: [String: [String: Property]] = [:]
    /// Static properties by type name, then name.
    private(set) var staticProperties: [String: [String: Property]] = [:]
    /// The types declared, in source order.
    private(set) var types: [TypeDeclaration] = []
    private var typesByName: [String: TypeDeclaration] = [:]

    /// Names of methods a `#selector(…)` names: targets of actions, gestures and notifications.
    private(set) var selectorTargets: Set<String> = []
    /// By type name: the types its declaration and its extensions list as inherited (a class's
    /// superclass among them), generic arguments left out.
    private var inheritedNames: [String: Set<String>] = [:]

    init(_ trees: [SourceFileSyntax]) {
        let declarations = trees.flatMap(\.statements.compiledDeclarations)
        for declaration in declarations { collectTypes(declaration) }
        for declaration in declarations { index(declaration, typeName: nil) }
        let selectors = SelectorTargets(viewMode: .sourceAccurate)
        for tree in trees { selectors.walk(tree) }
        selectorTargets = selectors.names
    }

    func type(named name: String) -> TypeDeclaration? { typesByName[name] }

    func isOwnType(_ name: String) -> Bool { typesByName[name] != nil }

    /// `name` and its superclasses, as far as the analysed files declare them, then the first
    /// UIKit class it inherits from.
    func lineage(of name: String) -> [String] {
        var chain = [name]
        while let superclass = typesByName[chain[chain.count - 1]]?.superclass, !chain.contains(superclass) {
            chain.append(superclass)
        }
        return chain
    }

    func functions(named name: String) -> [Function] {
        functions.filter { $0.name == name }
    }

    /// The function a call with these labels reaches from a value of type `typeName`: the most
    /// derived declaration in its lineage, else a global function or one of an extension of a
    /// UIKit type. Never another type's method of the same name.
    func function(named name: String, labels: [String?], inType typeName: String?, allowsTrailingClosure: Bool = false) -> Function? {
        func matches(_ function: Function) -> Bool {
            function.name == name && function.parameters.match(labels, trailingClosure: allowsTrailingClosure) != nil
        }
        for type in typeName.map(lineage(of:)) ?? [] {
            if let found = functions.first(where: { $0.typeName == type && matches($0) }) { return found }
        }
        return functions.first { !$0.isMemberOfOwnType && matches($0) }
    }

    /// The instance property `name` of a value of type `typeName` (its lineage), else a global.
    func property(named name: String, inType typeName: String?) -> Property? {
        for type in typeName.map(lineage(of:)) ?? [] {
            if let found = properties[type]?[name] { return found }
        }
        return properties[""]?[name]
    }

    /// The names of a struct's stored instance properties, which its memberwise initializer takes
    /// as labels; `nil` for a class or an enum.
    func storedProperties(ofStruct typeName: String) -> Set<String>? {
        guard let type = typesByName[typeName], type.node.is(StructDeclSyntax.self) else { return nil }
        return Set((properties[typeName] ?? [:]).values.filter { $0.getter == nil }.map(\.name))
    }

    /// The protocols a type or its superclasses adopt, in their declarations or extensions.
    func adoptedProtocols(of typeName: String) -> Set<String> {
        lineage(of: typeName).reduce(into: []) { $0.formUnion(inheritedNames[$1] ?? []) }
    }

    /// The functions a type's own lineage declares, most derived first.
    func methods(of typeName: String) -> [Function] {
        lineage(of: typeName).flatMap { type in functions.filter { $0.typeName == type } }
    }

    private mutating func collectTypes(_ declaration: DeclSyntax) {
        let inherited: InheritanceClauseSyntax?
        let name: String
        if let type = declaration.as(ExtensionDeclSyntax.self) {
            // `extension UIView { struct EdgeConstraints { … } }`: a type nested in an extension.
            for member in type.memberBlock.members.compiledDeclarations { collectTypes(member) }
            return
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            (name, inherited) = (type.name.text, type.inheritanceClause)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            (name, inherited) = (type.name.text, nil)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            (name, inherited) = (type.name.text, nil)
        } else {
            return
        }
        noteInherited(declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause, of: name)
        if typesByName[name] == nil {
            // `GridViewController<FocusableView>` inherits from the class `GridViewController`.
            let superclass = inherited?.inheritedTypes.first?.type.trimmedDescription.split(separator: "<").first.map(String.init)
            let type = TypeDeclaration(name: name, superclass: superclass, isClass: declaration.is(ClassDeclSyntax.self), node: Syntax(declaration))
            types.append(type)
            typesByName[name] = type
        }
        let members = declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.compiledDeclarations
        for member in members ?? [] { collectTypes(member) }
    }

    private mutating func index(_ declaration: DeclSyntax, typeName: String?) {
        if let type = declaration.as(ClassDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(ExtensionDeclSyntax.self) {
            noteInherited(type.inheritanceClause, of: type.extendedType.trimmedDescription)
            indexMembers(type.memberBlock, typeName: type.extendedType.trimmedDescription)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            add(function, typeName: typeName)
        } else if let initializer = declaration.as(InitializerDeclSyntax.self), let typeName {
            functions.append(Function(name: "init", parameters: Parameters(initializer.signature.parameterClause),
                                      body: initializer.body?.statements, typeName: typeName, isMemberOfOwnType: isOwnType(typeName),
                                      isInitializer: true, isCalledByUIKit: true, node: Syntax(initializer)))
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            add(variable, typeName: typeName)
        }
    }

    private mutating func noteInherited(_ clause: InheritanceClauseSyntax?, of typeName: String) {
        for inherited in clause?.inheritedTypes ?? [] {
            let name = inherited.type.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
            inheritedNames[typeName, default: []].insert(ClassHierarchy.unqualified(name))
        }
    }

    private mutating func indexMembers(_ block: MemberBlockSyntax, typeName: String) {
        for member in block.members.compiledDeclarations { index(member, typeName: typeName) }
    }

    private mutating func add(_ function: FunctionDeclSyntax, typeName: String?) {
        let clause = function.signature.parameterClause
        let calledByUIKit = function.modifiers.contains { $0.name.text == "override" }
            || function.attributes.contains { ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription) }
        functions.append(Function(name: function.name.text, parameters: Parameters(clause),
                                  body: function.body?.statements, typeName: typeName,
                                  isMemberOfOwnType: typeName.map(isOwnType) ?? false,
                                  isInitializer: false, isCalledByUIKit: calledByUIKit, node: Syntax(function)))
    }

    private mutating func add(_ variable: VariableDeclSyntax, typeName: String?) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let property = Property(name: name, typeText: binding.typeAnnotation?.type.trimmedDescription,
                                    initializer: binding.initializer?.value, getter: Self.getter(of: binding), node: Syntax(binding))
            if isStatic, let typeName {
                staticProperties[typeName, default: [:]][name] = property
            } else if properties[typeName ?? "", default: [:]][name] == nil {
                properties[typeName ?? "", default: [:]][name] = property
            }
        }
    }

    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: nil
        }
    }
}

/// The methods `#selector(…)` expressions name (`#selector(keyboardWillShow(_:))`, `#selector(Self.tap)`).
private final class SelectorTargets: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", var expression = node.arguments.first?.expression else { return .visitChildren }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
            return .skipChildren
        }
        while let inner = expression.as(FunctionCallExprSyntax.self)?.calledExpression { expression = inner }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
        return .skipChildren
    }
}
