import LayoutSpec
import SwiftSyntax

/// A screen's `override var supportedInterfaceOrientations`, read where it names UIKit's mask
/// members (`.portrait`, `[.portrait, .portraitUpsideDown]`, `UIInterfaceOrientationMask.all`),
/// returned at once or after a test for iPad (`if UIDevice.current.userInterfaceIdiom == .pad
/// { return .all }`), which iPad's multitasking makes moot (`PhoneOrientations`). A getter of any
/// other shape (`super.supportedInterfaceOrientations`, a stored setting) says nothing, and so
/// does a mask that lets the screen take both orientations (`.all`, `.allButUpsideDown`).
enum OrientationOverride {
    static let propertyName = "supportedInterfaceOrientations"

    static func phoneOrientations(of screenType: String, index: DeclarationIndex, sources: SourceSet) -> PhoneOrientations? {
        guard let property = index.property(named: propertyName, inType: screenType),
              let statements = property.getter.map(Array.init) ?? property.initializer.map({ [CodeBlockItemSyntax(item: .expr($0))] }),
              let returned = phoneReturn(in: statements),
              let orientations = mask(returned), !orientations.isEmpty,
              orientations != Set(PhoneOrientations.Orientation.allCases) else { return nil }
        return PhoneOrientations(orientations, location: sources.location(of: returned))
    }

    /// The expression the getter returns on iPhone: its only one, or its last after tests for iPad.
    private static func phoneReturn(in statements: [CodeBlockItemSyntax]) -> ExprSyntax? {
        guard let last = statements.last else { return nil }
        let leading = statements.dropLast()
        guard leading.allSatisfy(isIPadTest) else { return nil }
        switch last.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `if <a test naming the iPad> { return … }` without an else.
    private static func isIPadTest(_ statement: CodeBlockItemSyntax) -> Bool {
        let expression: ExprSyntax? = switch statement.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        default: nil
        }
        guard let test = expression?.as(IfExprSyntax.self), test.elseBody == nil else { return false }
        let condition = test.conditions.trimmedDescription.lowercased()
        return condition.contains(".pad") || condition.contains("ipad") || condition.contains("ispad")
    }

    /// The orientations a mask expression lets the screen take; `nil` for anything but members.
    private static func mask(_ expression: ExprSyntax) -> Set<PhoneOrientations.Orientation>? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var orientations: Set<PhoneOrientations.Orientation> = []
            for element in array.elements {
                guard let member = mask(element.expression) else { return nil }
                orientations.formUnion(member)
            }
            return orientations
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.trimmedDescription != "UIInterfaceOrientationMask" { return nil }
        return PhoneOrientations.maskMembers[member.declName.baseName.text]
    }
}
