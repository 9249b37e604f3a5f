import AssetCatalogs
import LayoutSpec

extension Interpreter {
    /// `imageView.image = …`: an image the code names, or none kbcov can see (loaded at run time).
    func setImage(of id: ObjectID, to value: Value) {
        guard case .image(let image) = value else {
            objects[id].settings.image = nil
            return
        }
        if case .configuration = image.content { return }
        objects[id].settings.image = image
    }
}

/// An image view sizes to its image (Apple, UIImageView: "the image view's intrinsic content
/// size is the size of its image"). On the axes the user left unstated, an image of the asset
/// catalogs gives its exact size; an SF Symbol the range `ContentRanges.symbol` gives for its
/// point size; an image kbcov cannot find or see any size (`ContentRanges.imageSide`), said at the
/// view with why: the analysis reports what holds for every size in the range.
extension SpecAssembler {
    func sizedByTheirImages(_ views: [ViewDeclaration], used: [ObjectID], naming: ItemNaming) -> [ViewDeclaration] {
        views.map { view in
            guard view.viewClass == "UIImageView", view.intrinsicWidth == nil || view.intrinsicHeight == nil,
                  let id = used.first(where: { naming.name(of: .object($0)) == view.name }), objects[id].settings.hasImage == true else { return view }
            let settings = objects[id].settings
            let narrowIt = "state its size to narrow it, as in '// kbcov: \(view.name) intrinsicSize 320x200' or in the sidecar"
            let anySize = "kbcov analyses it at every size up to \(ContentRanges.longest.decimalString()) pt; \(narrowIt)"
            let ranges: (width: ContentRange, height: ContentRange)
            guard let image = settings.image else {
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                            "'\(view.name)': an image view sizes to its image, which kbcov cannot see; \(anySize)"))
                return sized(view, ranges: (ContentRanges.imageSide, ContentRanges.imageSide))
            }
            switch image.content {
            case .asset(.size(let exact)):
                return sized(view, exact: exact)
            case .asset(.unknown(let reason)):
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                            "'\(view.name)' shows \(image.description), whose size kbcov cannot read: \(reason); \(anySize)"))
                ranges = (ContentRanges.imageSide, ContentRanges.imageSide)
            case .symbol(let own), .configuration(let own):
                let configuration = settings.symbolConfiguration.map { own.applying($0) } ?? own
                guard let square = configuration.size else {
                    diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                                "'\(view.name)' shows \(image.description) with a text style or scale kbcov does not know; \(anySize)"))
                    return sized(view, ranges: (ContentRanges.imageSide, ContentRanges.imageSide))
                }
                ranges = ContentRanges.symbol(side: square.height)
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                    "approximated: '\(view.name)' shows \(image.description) (\(configuration.summary)), whose size depends on the symbol: kbcov takes any width of \(ranges.width.description) and height of \(ranges.height.description); \(narrowIt)"))
            }
            return sized(view, ranges: ranges)
        }
    }

    private func sized(_ view: ViewDeclaration, exact: ImageSize) -> ViewDeclaration {
        var sized = view
        if sized.intrinsicWidth == nil { sized.intrinsicWidth = exact.width }
        if sized.intrinsicHeight == nil { sized.intrinsicHeight = exact.height }
        return sized
    }

    private func sized(_ view: ViewDeclaration, ranges: (width: ContentRange, height: ContentRange)) -> ViewDeclaration {
        var sized = view
        if sized.intrinsicWidth == nil { sized.contentWidth = ranges.width }
        if sized.intrinsicHeight == nil { sized.contentHeight = ranges.height }
        return sized
    }
}
