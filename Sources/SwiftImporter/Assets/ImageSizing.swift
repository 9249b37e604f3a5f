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
/// catalogs gives its exact size; an SF Symbol the size `SymbolSizeTable` gives, said at the
/// view; an image kbcov cannot find or see gives none, said at the view with why.
extension SpecAssembler {
    func sizedByTheirImages(_ views: [ViewDeclaration], used: [ObjectID], naming: ItemNaming) -> [ViewDeclaration] {
        views.map { view in
            guard view.viewClass == "UIImageView", view.intrinsicWidth == nil || view.intrinsicHeight == nil,
                  let id = used.first(where: { naming.name(of: .object($0)) == view.name }), objects[id].settings.hasImage == true else { return view }
            let settings = objects[id].settings
            let stateIt = "it has no content size unless you state one, as in '// kbcov: \(view.name) intrinsicSize 320x200' or in the sidecar"
            guard let image = settings.image else {
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                            "'\(view.name)': an image view sizes to its image, which kbcov cannot see; \(stateIt)"))
                return view
            }
            let size: ImageSize
            switch image.content {
            case .asset(.size(let exact)):
                size = exact
            case .asset(.unknown(let reason)):
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                            "'\(view.name)' shows \(image.description), whose size kbcov cannot read: \(reason); \(stateIt)"))
                return view
            case .symbol(let own), .configuration(let own):
                let configuration = settings.symbolConfiguration.map { own.applying($0) } ?? own
                guard let square = configuration.size else {
                    diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                                                "'\(view.name)' shows \(image.description) with a text style or scale kbcov does not know; \(stateIt)"))
                    return view
                }
                size = square
                diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                    "approximated: '\(view.name)' shows \(image.description) (\(configuration.summary)): kbcov takes \(square.width.decimalString()) × \(square.height.decimalString()) pt, since \(SymbolSizeTable.source); state its size to override"))
            }
            var sized = view
            if sized.intrinsicWidth == nil { sized.intrinsicWidth = size.width }
            if sized.intrinsicHeight == nil { sized.intrinsicHeight = size.height }
            return sized
        }
    }
}
