import Foundation
import SwiftSyntax

/// The values of the file's stored and computed properties: a stored one is read from its
/// initializer the first time (as `lazy var` and `let` are), a computed one runs its getter at
/// each read, an outlet without initializer is an object named by the property.
extension Interpreter {
    func propertyValue(_ name: String) -> Value? {
        if let value = propertyValues[name] { return value }
        guard let property = index.properties[name] else { return nil }
        return value(of: property, cacheAs: name)
    }

    func staticPropertyValue(_ name: String, ofType typeName: String) -> Value? {
        guard let property = index.staticProperties[typeName]?[name] else { return nil }
        return value(of: property, cacheAs: nil)
    }

    private func value(of property: DeclarationIndex.Property, cacheAs name: String?) -> Value {
        guard !callStack.contains(property.node) else {
            return unreadable(property.node, "the property '\(property.name)', whose value depends on itself")
        }
        callStack.append(property.node)
        defer { callStack.removeLast() }
        if let getter = property.getter {
            return runBody(getter, in: Frame(selfValue: .selfReference))
        }
        let value: Value
        if let initializer = property.initializer {
            value = evaluate(initializer, in: Frame(selfValue: .selfReference))
        } else if let typeText = property.typeText, !Self.isConstraintType(typeText) {
            let typeName = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
            value = .item(.object(objects.create(typeName: typeName, at: file.location(of: property.node))))
        } else {
            // A constraint declared here and assigned later (or made in Interface Builder).
            return .opaque
        }
        if let name {
            propertyValues[name] = value
            noteBinding(of: value, to: name, isProperty: true)
        }
        return value
    }

    static func isConstraintType(_ typeText: String) -> Bool {
        typeText.contains("Constraint") || typeText.hasPrefix("[")
    }
}
