import SwiftSyntax

/// The functions and properties a file declares, found by name: what calls and names in the
/// code can be followed to.
struct DeclarationIndex {
    struct Function {
        let name: String
        /// Argument labels, `nil` for `_`.
        let labels: [String?]
        /// The names the body uses for the parameters.
        let parameterNames: [String]
        let body: CodeBlockItemListSyntax?
        /// Declared in a type of this file or an extension of one (not of a UIKit type).
        let isMemberOfOwnType: Bool
        let isInitializer: Bool
        let node: Syntax
    }

    struct Property {
        let name: String
        let typeText: String?
        let initializer: ExprSyntax?
        /// The getter of a computed property.
        let getter: CodeBlockItemListSyntax?
        let node: Syntax
    }

    private(set) var functions: [Function] = []
    /// Instance and global properties by name.
    private(set) var properties: [String: Property] = [:]
    /// Static properties by type name, then name.
    private(set) var staticProperties: [String: [String: Property]] = [:]
    /// The first class or struct declared: the screen, by default.
    private(set) var primaryTypeName: String?
    private var ownTypeNames: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        let typeDeclarations = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        for declaration in typeDeclarations {
            if let named = declaration.asProtocol(NamedDeclSyntax.self), declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) {
                ownTypeNames.insert(named.name.text)
                if primaryTypeName == nil, !declaration.is(EnumDeclSyntax.self) { primaryTypeName = named.name.text }
            }
        }
        for declaration in typeDeclarations { index(declaration, typeName: nil) }
    }

    func functions(named name: String) -> [Function] {
        functions.filter { $0.name == name }
    }

    /// The function a call with these labels reaches.
    func function(named name: String, labels: [String?]) -> Function? {
        functions.first { $0.name == name && $0.labels == labels }
    }

    private mutating func index(_ declaration: DeclSyntax, typeName: String?) {
        if let type = declaration.as(ClassDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.name.text)
        } else if let type = declaration.as(ExtensionDeclSyntax.self) {
            indexMembers(type.memberBlock, typeName: type.extendedType.trimmedDescription)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            add(function, isMemberOfOwnType: false)
        } else if let initializer = declaration.as(InitializerDeclSyntax.self), let typeName {
            functions.append(Function(name: "init", labels: Self.labels(initializer.signature.parameterClause),
                                      parameterNames: Self.parameterNames(initializer.signature.parameterClause),
                                      body: initializer.body?.statements, isMemberOfOwnType: ownTypeNames.contains(typeName),
                                      isInitializer: true, node: Syntax(initializer)))
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            add(variable, typeName: typeName)
        }
    }

    private mutating func indexMembers(_ block: MemberBlockSyntax, typeName: String) {
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                add(function, isMemberOfOwnType: ownTypeNames.contains(typeName))
            } else {
                index(member.decl, typeName: typeName)
            }
        }
    }

    private mutating func add(_ function: FunctionDeclSyntax, isMemberOfOwnType: Bool) {
        let clause = function.signature.parameterClause
        functions.append(Function(name: function.name.text, labels: Self.labels(clause), parameterNames: Self.parameterNames(clause),
                                  body: function.body?.statements, isMemberOfOwnType: isMemberOfOwnType,
                                  isInitializer: false, node: Syntax(function)))
    }

    private mutating func add(_ variable: VariableDeclSyntax, typeName: String?) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let property = Property(name: name, typeText: binding.typeAnnotation?.type.trimmedDescription,
                                    initializer: binding.initializer?.value, getter: Self.getter(of: binding), node: Syntax(binding))
            if isStatic, let typeName {
                staticProperties[typeName, default: [:]][name] = property
            } else if properties[name] == nil {
                properties[name] = property
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

    private static func labels(_ clause: FunctionParameterClauseSyntax) -> [String?] {
        clause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
}
