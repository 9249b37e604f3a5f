import LayoutSpec

/// The spec model's `file:line:column` (SwiftSyntax has a type of the same name).
typealias SpecLocation = SourceLocation
