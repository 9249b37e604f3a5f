import ExactGeometry
import LayoutSpec

/// What a `// kbcov:` comment or the sidecar file says about a view, each setting optional.
struct ViewAnnotation {
    var name: String
    var location: SpecLocation
    var intrinsicWidth: Rational?
    var intrinsicHeight: Rational?
    var keepVisible: Bool?
    /// The class a sidecar names, for a view whose class the code does not tell.
    var viewClass: String?
    /// `scrollEnabled: false` in a sidecar (true is UIKit's default, which the sidecar cannot tell from unset).
    var isScrollEnabled: Bool?
    /// A sidecar's `contentInsetAdjustment`, for a behaviour the code sets where kbcov cannot see.
    var contentInsetAdjustment: ContentInsetAdjustment?
    var alwaysBounceVertical: Bool?
    /// `editable: false` in a sidecar, for an input the code makes read-only where kbcov cannot see.
    var isEditable: Bool?
    var hugging: [Axis: Priority] = [:]
    var compressionResistance: [Axis: Priority] = [:]
    /// A sidecar's `font:` and `numberOfLines: 0`, for a font the code keeps where kbcov cannot read it.
    var font: ViewFont?
    var growsWithLines: Bool?

    init(name: String, location: SpecLocation) {
        self.name = name
        self.location = location
    }

    /// A sidecar's view: the priorities that differ from UIKit's defaults count as set.
    init(_ declaration: ViewDeclaration) {
        let defaults = ViewDeclaration(name: declaration.name, location: declaration.location)
        self.init(name: declaration.name, location: declaration.location)
        intrinsicWidth = declaration.intrinsicWidth
        intrinsicHeight = declaration.intrinsicHeight
        keepVisible = declaration.keepVisible ? true : nil
        viewClass = declaration.viewClass
        isScrollEnabled = declaration.isScrollEnabled ? nil : false
        contentInsetAdjustment = declaration.contentInsetAdjustment == .automatic ? nil : declaration.contentInsetAdjustment
        alwaysBounceVertical = declaration.alwaysBounceVertical == ViewClass.bouncesVerticallyByDefault(declaration.viewClass) ? nil : declaration.alwaysBounceVertical
        isEditable = declaration.isEditable ? nil : false
        font = declaration.font
        growsWithLines = declaration.growsWithLines ? true : nil
        for axis in [Axis.horizontal, .vertical] {
            if declaration.hugging[axis] != defaults.hugging[axis] { hugging[axis] = declaration.hugging[axis] }
            if declaration.compressionResistance[axis] != defaults.compressionResistance[axis] {
                compressionResistance[axis] = declaration.compressionResistance[axis]
            }
        }
    }

    func applied(to view: ViewDeclaration) -> ViewDeclaration {
        var view = view
        view.intrinsicWidth = intrinsicWidth ?? view.intrinsicWidth
        view.intrinsicHeight = intrinsicHeight ?? view.intrinsicHeight
        view.keepVisible = keepVisible ?? view.keepVisible
        view.viewClass = viewClass ?? view.viewClass
        view.isScrollEnabled = isScrollEnabled ?? view.isScrollEnabled
        view.contentInsetAdjustment = contentInsetAdjustment ?? view.contentInsetAdjustment
        view.alwaysBounceVertical = alwaysBounceVertical ?? view.alwaysBounceVertical
        view.isEditable = isEditable ?? view.isEditable
        view.font = font ?? view.font
        view.growsWithLines = growsWithLines ?? view.growsWithLines
        view.hugging = Self.merging(hugging, into: view.hugging)
        view.compressionResistance = Self.merging(compressionResistance, into: view.compressionResistance)
        return view
    }

    static func merging(_ priorities: [Axis: Priority], into base: ViewDeclaration.AxisPriorities) -> ViewDeclaration.AxisPriorities {
        .init(horizontal: priorities[.horizontal] ?? base.horizontal, vertical: priorities[.vertical] ?? base.vertical)
    }
}
