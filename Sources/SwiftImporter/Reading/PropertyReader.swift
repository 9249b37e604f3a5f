import Foundation
import SwiftSyntax

/// The values of the properties of each instance (the screen, each view it creates): a stored one
/// is read from its initializer the first time (as `lazy var` and `let` are), a computed one runs
/// its getter at each read, an outlet without initializer is an object named by the property.
extension Interpreter {
    func propertyValue(_ name: String, of selfValue: Value, type selfType: String?) -> Value? {
        let key = PropertyKey(instance: Instance(selfValue), name: name)
        if let value = propertyValues[key] { return value }
        guard let property = index.property(named: name, inType: selfType) else { return nil }
        return value(of: property, cacheAs: key, selfValue: selfValue, selfType: selfType)
    }

    func staticPropertyValue(_ name: String, ofType typeName: String) -> Value? {
        guard let property = index.staticProperties[typeName]?[name] else { return nil }
        return value(of: property, cacheAs: nil, selfValue: .opaque, selfType: typeName)
    }

    private func value(of property: DeclarationIndex.Property, cacheAs key: PropertyKey?, selfValue: Value, selfType: String?) -> Value {
        guard !callStack.contains(property.node) else {
            return unreadable(property.node, "the property '\(property.name)', whose value depends on itself")
        }
        callStack.append(property.node)
        defer { callStack.removeLast() }
        noteRun(of: property.node, for: selfValue)
        if let getter = property.getter {
            return runBody(getter, in: Frame(selfValue: selfValue, selfType: selfType))
        }
        let value: Value
        if let initializer = property.initializer {
            value = evaluate(initializer, in: Frame(selfValue: selfValue, selfType: selfType))
        } else if let typeText = property.typeText, !Self.isConstraintType(typeText) {
            let typeName = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
            let id = objects.create(typeName: typeName, at: sources.location(of: property.node))
            value = .item(.object(id))
            if let key { propertyValues[key] = value }
            if TypeRole.of(typeName, in: index) == .view {
                // An outlet of a view of the analysed files: loaded from the storyboard or nib.
                instantiate(typeName, as: value, arguments: [(label: "coder", value: .opaque)])
            }
        } else if Self.startsAsNil(property) {
            // `var heightConstraint: NSLayoutConstraint?`: Swift starts it at nil.
            value = .nothing
        } else {
            // A constraint declared here and assigned later (or made in Interface Builder).
            return .opaque
        }
        if let key {
            propertyValues[key] = value
            noteBinding(of: value, to: property.name, isProperty: true)
        }
        return value
    }

    /// An optional stored property with no initializer that no storyboard or nib sets (no
    /// `@IBOutlet`).
    private static func startsAsNil(_ property: DeclarationIndex.Property) -> Bool {
        guard property.typeText?.hasSuffix("?") == true, let declaration = property.node.parent?.parent?.as(VariableDeclSyntax.self) else {
            return false
        }
        return !declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
    }

    static func isConstraintType(_ typeText: String) -> Bool {
        typeText.contains("Constraint") || typeText.hasPrefix("[")
    }
}
