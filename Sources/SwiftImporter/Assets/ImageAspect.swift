import ExactGeometry
import LayoutSpec

/// A view kept at the aspect ratio of an image kbcov cannot see —
/// `photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: image.size.height / image.size.width)` —
/// is, at whatever width the layout gives it, as high as some image makes it: any height, since
/// the ratio is any. kbcov leaves the ratio out and makes that side a content size of its own
/// (`ContentRanges.proportionalSide`), held at required priority. Where the other side does not
/// move with the keyboard this is the same set of layouts, exactly; and every witness is one
/// image's layout (its ratio the two sides' quotient). A view whose sidecar or comment states both
/// its sides shows an image of that size, so the constraint keeps their ratio. A ratio in any
/// other constraint keeps the constraint at a ratio of 1, said where it is written.
struct UnknownAspectRatio {
    var image: ImageValue
    /// The side on top of the quotient: `.horizontal` for `image.size.width / image.size.height`.
    var numerator: Axis
    var location: SpecLocation
}

extension SpecAssembler {
    /// A view side the unknown ratio of its image gives.
    struct ProportionalSide {
        var handle: ConstraintHandle
        var numerator: Axis
        var view: ObjectID
        var axis: Axis
        var image: ImageValue
        var location: SpecLocation
    }

    /// The handles kept as constraints, and the sides their unknown ratios give instead.
    func proportionalSides(among handles: [ConstraintHandle]) -> (kept: [ConstraintHandle], sides: [ProportionalSide]) {
        var kept: [ConstraintHandle] = []
        var sides: [ProportionalSide] = []
        for handle in handles {
            guard let ratio = book[handle].unknownRatio else {
                kept.append(handle)
                continue
            }
            let (image, location) = (ratio.image, ratio.location)
            let draft = book[handle]
            if draft.relation == .equal, draft.priority == .required, draft.constant.isConstant, draft.constant.constant.isZero,
               let side = draft.lhs.terms.first, draft.lhs.terms.count == 1, let other = draft.rhsAnchors.terms.first,
               draft.rhsAnchors.terms.count == 1, case .object(let view) = side.item, side.item == other.item,
               side.anchor.isDimension, other.anchor.isDimension, side.anchor != other.anchor, side.coefficient == .one,
               !sides.contains(where: { $0.view == view }) {
                sides.append(ProportionalSide(handle: handle, numerator: ratio.numerator, view: view, axis: side.anchor.axis,
                                              image: image, location: location))
                continue
            }
            diagnostics.report(.warning(.unsupportedConstruct, at: location,
                "approximated: the aspect ratio of \(image.description) is unknown (\(image.unknownSizeReason)); "
                    + "kbcov keeps this constraint with a ratio of 1, as it reads an unknown ratio only between one view's width and height"))
            kept.append(handle)
        }
        return (kept, sides)
    }

    /// The sides whose view states both its sides, with the ratio of those: the multiplier the
    /// constraint has at run time, since an image view is as large as its image.
    func statedRatios(of sides: [ProportionalSide], in views: [ViewDeclaration], naming: ItemNaming)
        -> (stated: [(side: ProportionalSide, multiplier: Rational)], unknown: [ProportionalSide]) {
        var stated: [(side: ProportionalSide, multiplier: Rational)] = []
        var unknown: [ProportionalSide] = []
        for side in sides {
            let other: Axis = side.numerator == .horizontal ? .vertical : .horizontal
            guard let view = views.first(where: { $0.name == naming.name(of: .object(side.view)) }),
                  let top = view.intrinsicSize(on: side.numerator), let bottom = view.intrinsicSize(on: other), top > .zero, bottom > .zero else {
                unknown.append(side)
                continue
            }
            stated.append((side, top / bottom))
        }
        return (stated, unknown)
    }

    /// The views with the side their image's ratio gives: a content size of its own, any, required.
    func sizedByTheirRatios(_ views: [ViewDeclaration], _ sides: [ProportionalSide], naming: ItemNaming) -> [ViewDeclaration] {
        views.map { view in
            guard let side = sides.first(where: { naming.name(of: .object($0.view)) == view.name }) else { return view }
            let dimension = side.axis == .vertical ? "height" : "width"
            let ratio = "'\(view.name)' keeps the aspect ratio of \(side.image.description), which kbcov cannot see (\(side.image.unknownSizeReason))"
            guard view.intrinsicSize(on: side.axis) == nil else {
                diagnostics.report(.warning(.unsupportedConstruct, at: side.location,
                    "approximated: \(ratio); its stated intrinsic \(dimension) is taken, at the priorities it has, and the ratio left out"))
                return view
            }
            var view = view
            diagnostics.report(.warning(.unsupportedConstruct, at: side.location,
                "\(ratio): kbcov analyses its \(dimension) at every size up to \(ContentRanges.longest.decimalString()) pt, "
                    + "for whatever other side it gets; state the image's size to narrow it"))
            view.setContentRange(ContentRanges.proportionalSide, on: side.axis)
            if side.axis == .vertical {
                (view.hugging.vertical, view.compressionResistance.vertical) = (.required, .required)
            } else {
                (view.hugging.horizontal, view.compressionResistance.horizontal) = (.required, .required)
            }
            return view
        }
    }
}
