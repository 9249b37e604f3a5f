import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` with a literal
/// format: its constraints, in the order the format writes them, each with the id
/// `vfl[<format>].<n>`. The standard space is 8 points between views; to the superview it is the
/// superview's layout margin (its `layoutMarginsGuide`, the root view's `margins`).
extension Interpreter {
    static let standardSpacingBetweenViews = Rational(8)

    func visualFormatCall(_ method: String, _ baseSyntax: ExprSyntax, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        guard method == "constraints", baseSyntax.trimmedDescription == "NSLayoutConstraint",
              let formatArgument = call.arguments.first, formatArgument.label?.text == "withVisualFormat" else { return nil }
        guard case .string(let text) = evaluate(formatArgument.expression, in: frame) else {
            return unreadable(formatArgument.expression, "the visual format '\(formatArgument.expression.trimmedDescription)', built at run time; kbcov reads string literals")
        }
        let format: VisualFormat
        switch VisualFormatParser.parse(text) {
        case .success(let parsed): format = parsed
        case .failure(let error):
            return .unreadable(Unsupported(location: location(inFormat: formatArgument.expression, offset: error.offset),
                                           message: "the visual format \"\(text)\": \(error.message)"))
        }
        var builder = VisualFormatBuilder(format: format, text: text, location: sources.location(of: call))
        do {
            builder.views = try dictionary(argument("views", of: call), in: frame)
            builder.metrics = try dictionary(argument("metrics", of: call), in: frame)
            builder.options = try options(argument("options", of: call), in: frame)
            builder.superview = superview(of: builder.views, format: format, in: frame)
            if let superview = builder.superview, [format.leadingSuperview, format.trailingSuperview].contains(.standard) {
                builder.superviewMargins = margins(of: superview, at: call)
            }
            let drafts = try builder.constraints()
            return .list(drafts.map { .constraint(book.add($0)) })
        } catch let problem as VisualFormatBuilder.Problem {
            let location = problem.offset.map { self.location(inFormat: formatArgument.expression, offset: $0) } ?? sources.location(of: call)
            return .unreadable(Unsupported(location: location, message: "the visual format \"\(text)\": \(problem.message)"))
        } catch let problem as Unsupported {
            return .unreadable(problem)
        } catch {
            return unreadable(call, "the visual format \"\(text)\": \(error)")
        }
    }

    /// Where a character of the format is: in the literal, on its line; else the argument.
    private func location(inFormat expression: ExprSyntax, offset: Int) -> SpecLocation {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let first = literal.segments.first,
              literal.segments.count == 1 else { return sources.location(of: expression) }
        let start = sources.location(of: first)
        return SpecLocation(file: start.file, line: start.line, column: start.column + offset)
    }

    private func dictionary(_ expression: ExprSyntax?, in frame: Frame) throws -> [String: Value] {
        guard let expression, !expression.is(NilLiteralExprSyntax.self) else { return [:] }
        switch evaluate(expression, in: frame) {
        case .dictionary(let entries): return entries
        case .unreadable(let problem): throw problem
        default: throw unsupported(expression, "'\(expression.trimmedDescription)', a dictionary kbcov cannot read; write a literal such as [\"label\": label]")
        }
    }

    private func options(_ expression: ExprSyntax?, in frame: Frame) throws -> [String] {
        guard let expression else { return [] }
        switch evaluate(expression, in: frame) {
        case .implicitMember(let name): return [name]
        case .list(let members):
            return try members.map { member in
                guard case .implicitMember(let name) = member else {
                    throw unsupported(expression, "the options '\(expression.trimmedDescription)'; kbcov reads literal options such as [.alignAllCenterY]")
                }
                return name
            }
        case .unreadable(let problem): throw problem
        default: throw unsupported(expression, "the options '\(expression.trimmedDescription)'; kbcov reads literal options such as [.alignAllCenterY]")
        }
    }

    /// A subview's `layoutMarginsGuide`; the root view's margins.
    private func margins(of superview: ItemRef, at node: some SyntaxProtocol) -> ItemRef {
        if case .item(let guide)? = containerMember("layoutMarginsGuide", of: superview, at: node) { return guide }
        return .builtin(.margins)
    }

    /// The view `|` means: the superview the first view was added to, else the root view of the
    /// screen or the view whose code runs.
    private func superview(of views: [String: Value], format: VisualFormat, in frame: Frame) -> ItemRef? {
        guard let first = format.views.first.flatMap({ views[$0.name] }) else { return nil }
        if case .item(.object(let id)) = first, let parent = objects[id].parent { return parent }
        return frame.selfValue.itemRef
    }
}
