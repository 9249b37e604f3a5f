import AssetCatalogs
import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Images the code names and what the layout reads of them: `UIImage(named:)`,
/// `UIImage(resource:)`, `#imageLiteral(resourceName:)`, `UIImage(systemName:withConfiguration:)`,
/// `UIImage.SymbolConfiguration(…)`, the copies that keep an image's size (`withRenderingMode`,
/// `withTintColor`, …), `imageView.image`, and `image.size.width` of an image of the catalogs.
extension Interpreter {
    private static let sizeKeepingCopies: Set<String> = [
        "withRenderingMode", "withTintColor", "imageFlippedForRightToLeftLayoutDirection", "withHorizontallyFlippedOrientation",
    ]

    func imageCall(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let callee = call.calledExpression.trimmedDescription
        if callee == "UIImage" || callee == "UIImage.init" {
            return namedImage(call, labels: labels, in: frame)
        }
        if callee.hasSuffix("SymbolConfiguration") || callee.hasSuffix("SymbolConfiguration.init") {
            return symbolConfiguration(call, in: frame).map { .image(ImageValue(description: "a symbol configuration", content: .configuration($0))) }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseSyntax = member.base else { return nil }
        let method = member.declName.baseName.text
        guard Self.sizeKeepingCopies.contains(method) || ["withConfiguration", "applyingSymbolConfiguration", "applying"].contains(method),
              case .image(var image) = evaluate(baseSyntax, in: frame) else { return nil }
        if !Self.sizeKeepingCopies.contains(method), let argument = call.arguments.first?.expression,
           case .image(let other) = evaluate(argument, in: frame), case .configuration(let configuration) = other.content {
            switch image.content {
            case .symbol(let own): image.content = .symbol(own.applying(configuration))
            case .configuration(let own): image.content = .configuration(own.applying(configuration))
            case .asset: break
            }
        }
        return .image(image)
    }

    /// `#imageLiteral(resourceName: "photo")`.
    func imageLiteral(_ macro: MacroExpansionExprSyntax, in frame: Frame) -> Value? {
        guard macro.macroName.text == "imageLiteral", let name = macro.arguments.first?.expression else { return nil }
        return assetImage(name, lookup: assets.image(named:), in: frame)
    }

    private func namedImage(_ call: FunctionCallExprSyntax, labels: [String], in frame: Frame) -> Value? {
        guard let first = call.arguments.first?.expression else { return nil }
        switch labels.first {
        case "named":
            return assetImage(first, lookup: assets.image(named:), in: frame)
        case "resource":
            let symbol = first.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? first.trimmedDescription
            return .image(ImageValue(description: "the image resource '.\(symbol)'", content: .asset(assets.image(resource: symbol))))
        case "systemName":
            guard case .string(let name) = evaluate(first, in: frame) else { return nil }
            var configuration = SymbolConfiguration()
            if let argument = argument("withConfiguration", of: call), case .image(let given) = evaluate(argument, in: frame),
               case .configuration(let read) = given.content {
                configuration = read
            }
            return .image(ImageValue(description: "the SF Symbol '\(name)'", content: .symbol(configuration)))
        default:
            return nil
        }
    }

    private func assetImage(_ name: ExprSyntax, lookup: (String) -> ImageLookup, in frame: Frame) -> Value {
        guard case .string(let text) = evaluate(name, in: frame) else {
            return .image(ImageValue(description: "the image named '\(name.trimmedDescription)'",
                                     content: .asset(.unknown(reason: "its name is computed at run time"))))
        }
        return .image(ImageValue(description: "the image '\(text)'", content: .asset(lookup(text))))
    }

    /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`, `(textStyle:scale:)`, `(scale:)`,
    /// `(weight:)`, `(font:)` with `.systemFont(ofSize:)` or `.preferredFont(forTextStyle:)`.
    private func symbolConfiguration(_ call: FunctionCallExprSyntax, in frame: Frame) -> SymbolConfiguration? {
        var configuration = SymbolConfiguration()
        for argument in call.arguments {
            switch (argument.label?.text, evaluate(argument.expression, in: frame)) {
            case ("pointSize", .number(let points)) where points.isConstant: configuration.pointSize = points.constant
            case ("textStyle", .implicitMember(let style)): configuration.textStyle = style
            case ("scale", .implicitMember(let scale)): configuration.scale = scale
            case ("weight", _): continue
            case ("font", _):
                guard let font = argument.expression.as(FunctionCallExprSyntax.self), let given = font.arguments.first else { return nil }
                switch (given.label?.text, evaluate(given.expression, in: frame)) {
                case ("ofSize", .number(let points)) where points.isConstant: configuration.pointSize = points.constant
                case ("forTextStyle", .implicitMember(let style)): configuration.textStyle = style
                default: return nil
                }
            default: return nil
            }
        }
        return configuration
    }

    /// `image.size`, `image.size.width` of an image the code names; `imageView.image` of an image
    /// view it gave one.
    func imageMember(_ name: String, of base: Value, at node: some SyntaxProtocol) -> Value? {
        switch base {
        case .item(.object(let id)) where name == "image":
            return objects[id].settings.image.map(Value.image)
        case .image(let image):
            switch name {
            case "size": return base
            case "width", "height":
                guard let size = image.exactSize else {
                    return unreadable(node, "the size of \(image.description), which kbcov does not know (\(image.unknownSizeReason))")
                }
                return .number(.number(name == "width" ? size.width : size.height))
            default: return .opaque
            }
        default:
            return nil
        }
    }

    /// `info[.originalImage] as? UIImage`: an image the app gets at run time (picked, downloaded,
    /// decoded), whose size kbcov cannot know.
    func castImage(_ cast: AsExprSyntax, in frame: Frame) -> Value? {
        guard ClassHierarchy.unqualified(cast.type.trimmedDescription) == "UIImage" else { return nil }
        let value = evaluate(cast.expression, in: frame)
        if case .image = value { return value }
        return .image(ImageValue(description: "the image '\(cast.expression.trimmedDescription)'",
                                 content: .asset(.unknown(reason: "the app gets it at run time"))))
    }

    /// `image.size.width / image.size.height` (or the inverse): the image's aspect ratio, any
    /// where the image's size is unknown (`ImageAspect`).
    func imageAspectRatio(_ infix: InfixOperatorExprSyntax, in frame: Frame) -> Value? {
        guard let top = infix.leftOperand.as(MemberAccessExprSyntax.self), let bottom = infix.rightOperand.as(MemberAccessExprSyntax.self),
              let topBase = top.base, let bottomBase = bottom.base,
              Set([top.declName.baseName.text, bottom.declName.baseName.text]) == ["width", "height"],
              case .image(let image) = evaluate(topBase, in: frame), case .image(let other) = evaluate(bottomBase, in: frame),
              image == other else { return nil }
        let numerator: Axis = top.declName.baseName.text == "width" ? .horizontal : .vertical
        guard let size = image.exactSize else {
            return .unknownAspectRatio(UnknownAspectRatio(image: image, numerator: numerator, location: sources.location(of: infix)))
        }
        let ratio = numerator == .horizontal ? size.width / size.height : size.height / size.width
        return .number(.number(ratio))
    }
}
