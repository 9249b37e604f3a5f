import ExactGeometry
import LayoutSpec

/// A Visual Format Language string, parsed: Apple's grammar from the Auto Layout Guide,
/// appendix "Visual Format Language".
///
///     (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///     <view>       ::= [<viewName>(<predicateListWithParens>)?]
///     <connection> ::= e | -<predicateList>- | -
///     <predicate>  ::= (<relation>)?(<constant>|<viewName>)(@<priority>)?
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// A number written in the string, or the name of one in the `metrics` dictionary.
    enum Constant: Equatable {
        case number(Rational)
        case metric(String, offset: Int)
    }

    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(Constant)
            /// `[button1(==button2)]`: the other view's same dimension.
            case view(String, offset: Int)
        }
        var relation: Relation
        var object: Object
        var priority: Constant?
    }

    enum Connection: Equatable {
        /// `[a][b]`: no space.
        case flush
        /// `[a]-[b]`: the standard space.
        case standard
        case predicates([Predicate])
    }

    struct View: Equatable {
        var name: String
        var offset: Int
        var predicates: [Predicate]
    }

    var orientation: Orientation
    /// The connection from the superview's leading (or top) edge, when the string starts with `|`.
    var leadingSuperview: Connection?
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection to the superview's trailing (or bottom) edge, when the string ends with `|`.
    var trailingSuperview: Connection?
}

/// A mistake in a visual format string: where (an offset in the string) and what was expected.
struct VisualFormatError: Error, Equatable {
    let offset: Int
    let message: String
}
