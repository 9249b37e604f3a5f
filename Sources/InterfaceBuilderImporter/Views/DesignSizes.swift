import AssetCatalogs
import ExactGeometry
import LayoutSpec

/// The images a document can show: the project's asset catalogs, and the sizes Interface
/// Builder recorded in the document's `<resources>` (`<image name="photo" width="…" height="…"/>`,
/// in points), which stand in for an image the catalogs do not have.
struct DocumentImages {
    var assets: AssetCatalog
    var recorded: [String: ImageSize]

    init(assets: AssetCatalog, document: XMLNode) {
        self.assets = assets
        recorded = [:]
        for image in document.child(named: "resources")?.children(named: "image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Rational.init(exactly:)),
                  let height = image["height"].flatMap(Rational.init(exactly:)) else { continue }
            recorded[name] = ImageSize(width: width, height: height)
        }
    }

    func size(of name: String) -> ImageLookup {
        switch assets.image(named: name) {
        case .size(let size): return .size(size)
        case .unknown(let reason): return recorded[name].map(ImageLookup.size) ?? .unknown(reason: reason)
        }
    }
}

/// What Interface Builder shows the designer stands for a view's content size on the axes the
/// document leaves to it: an image view's image (`image="photo"` from the catalogs or the
/// document's resources; an SF Symbol `<imageReference catalog="system">`: the range of
/// `ContentRanges.symbol` for its point size, from `SymbolSizeTable`),
/// else the design frame of a button, text field or image view on each axis nothing sizes: no
/// constraint on its width, nor on both its leading and trailing edges (the same vertically), and
/// no stack view it is arranged in (across a stack that fills its width or height, along one that
/// gives its views equal lengths). The canvas draws a field arranged in a form's stack as wide as
/// the stack, which is the stack's width, not the field's content.
enum DesignSizes {
    static let framedClasses: Set<String> = ["UIButton", "UITextField", "UIImageView"]

    static func applied(to view: ViewDeclaration, element: InterfaceBuilderView, constraints: [Constraint], stacks: [StackViewDeclaration],
                        images: DocumentImages, warnings: inout [Diagnostic]) -> ViewDeclaration {
        guard let viewClass = view.viewClass, framedClasses.contains(viewClass) else { return view }
        var view = view
        var content: ImageSize?
        var symbol: (width: ContentRange, height: ContentRange)?
        if viewClass == "UIImageView" {
            if let side = symbolSide(element.node, name: view.name, warnings: &warnings) {
                symbol = ContentRanges.symbol(side: side)
            } else {
                content = imageSize(element.node, name: view.name, images: images, warnings: &warnings)
            }
        }
        for axis in [Axis.horizontal, .vertical] where view.intrinsicSize(on: axis) == nil {
            if let symbol {
                view.setContentRange(axis == .horizontal ? symbol.width : symbol.height, on: axis)
            } else if let content {
                view.setIntrinsicSize(axis == .horizontal ? content.width : content.height, on: axis)
            } else if let frame = element.frame, !sizedByConstraints(view.name, on: axis, constraints), !sizedByStack(view.name, on: axis, stacks) {
                view.setIntrinsicSize(axis == .horizontal ? frame[2] : frame[3], on: axis)
            }
        }
        return view
    }

    /// The point size (times the scale) of the SF Symbol the image view shows, if it shows one.
    private static func symbolSide(_ node: XMLNode, name: String, warnings: inout [Diagnostic]) -> Rational? {
        guard let reference = node.child(key: "image"), reference.name == "imageReference", reference["catalog"] == "system",
              let symbol = reference["image"] else { return nil }
        let configuration = node.child(key: "preferredSymbolConfiguration")
        let scale = configuration?["scale"] ?? reference["symbolScale"]
        let pointSize = configuration?["pointSize"].flatMap(Rational.init(exactly:))
        guard let side = SymbolSizeTable.side(pointSize: pointSize, textStyle: nil, scale: scale) else { return nil }
        let ranges = ContentRanges.symbol(side: side)
        warnings.append(.warning(.unsupportedConstruct, at: node.location,
            "approximated: '\(name)' shows the SF Symbol '\(symbol)', whose size depends on the symbol: kbcov takes any width of \(ranges.width.description) and height of \(ranges.height.description); state its size to narrow it"))
        return side
    }

    private static func imageSize(_ node: XMLNode, name: String, images: DocumentImages, warnings: inout [Diagnostic]) -> ImageSize? {
        guard let image = node["image"] ?? node.child(key: "image")?["image"] else { return nil }
        switch images.size(of: image) {
        case .size(let size):
            return size
        case .unknown(let reason):
            warnings.append(.warning(.unsupportedConstruct, at: node.location,
                "'\(name)' shows the image '\(image)', whose size kbcov cannot read: \(reason); its design frame stands for it"))
            return nil
        }
    }

    private static func sizedByConstraints(_ name: String, on axis: Axis, _ constraints: [Constraint]) -> Bool {
        var anchors: Set<Anchor> = []
        for constraint in constraints where constraint.priority.isRequired {
            for term in constraint.lhs.terms + constraint.rhs.terms where term.anchor.item == name { anchors.insert(term.anchor.anchor) }
        }
        let (size, starts, ends): (Anchor, [Anchor], [Anchor]) = axis == .horizontal
            ? (.width, [.leading, .left], [.trailing, .right]) : (.height, [.top], [.bottom])
        return anchors.contains(size) || (!anchors.isDisjoint(with: starts) && !anchors.isDisjoint(with: ends))
    }

    private static func sizedByStack(_ name: String, on axis: Axis, _ stacks: [StackViewDeclaration]) -> Bool {
        stacks.contains { stack in
            guard stack.arranged.contains(name) else { return false }
            return stack.axis == axis ? stack.distribution == .fillEqually : stack.alignment == .fill
        }
    }
}
