import ExactGeometry
import LayoutSpec

/// The constraints a `UIStackView` makes for its arranged views (Apple, UIStackView documentation:
/// "Stack view and Auto Layout", `UIStackView.Distribution`, `UIStackView.Alignment`,
/// `isLayoutMarginsRelativeArrangement`; identifiers are those UIKit logs, `UISV-…`). Shown for a
/// horizontal stack; a vertical one uses top/bottom/height/centerY along its axis and
/// leading/trailing/width/centerX across. The canvas is the stack's bounds, inset by its layout
/// margins when the arrangement is relative to them. Only visible arranged views are arranged.
///
/// | Setting | Constraints (id) | Priority | UIKit |
/// |---|---|---|---|
/// | every stack | `first.leading == canvas.leading` (`stack[S].leading`), `last.trailing == canvas.trailing` (`stack[S].trailing`) | required | UISV-canvas-connection |
/// | spacing, `fill`/`fillEqually`/`fillProportionally` | `next.leading == previous.trailing + s` (`stack[S].spacing[i]`), `s` the custom spacing after `previous` if set, else `spacing` | required | UISV-spacing |
/// | spacing, `equalSpacing`/`equalCentering` | `next.leading >= previous.trailing + s`: a minimum | required | UISV-spacing |
/// | `fill` | nothing more: hugging and compression resistance share out the room | — | — |
/// | `fillEqually` | `item[i].width == item[0].width` (`stack[S].equalWidth[i]`) | required | UISV-fill-equally |
/// | `fillProportionally` | `item[i].width == (c_i / c_0) * item[0].width`, `c` the intrinsic widths (`stack[S].proportionalWidth[i]`); views without an intrinsic width are left to `fill` | required | UISV-fill-proportionally |
/// | `equalSpacing` | `gap[i] == gap[1]`, gap = `next.leading - previous.trailing` (`stack[S].equalSpacing[i]`) | required | UISV-distributing-edge |
/// | `equalCentering` | `item[i].centerX - item[i-1].centerX == item[1].centerX - item[0].centerX` (`stack[S].equalCentering[i]`) | 999: the documentation has the minimum spacing win | UISV-distributing |
/// | alignment `fill` | `item.top == canvas.top`, `item.bottom == canvas.bottom` (`stack[S].top[i]`, `stack[S].bottom[i]`) | required | UISV-alignment |
/// | `leading`/`top` | `item.top == canvas.top`, `item.bottom <= canvas.bottom` | required | UISV-alignment, UISV-spanning-boundary |
/// | `center` | `item.centerY == canvas.centerY` (`stack[S].centerY[i]`), `item.top >= canvas.top` | required | UISV-alignment, UISV-spanning-boundary |
/// | `trailing`/`bottom` | `item.bottom == canvas.bottom`, `item.top >= canvas.top` | required | UISV-alignment, UISV-spanning-boundary |
/// | `firstBaseline`/`lastBaseline` | approximated as `top`/`bottom`: exact when the arranged views' first (last) baselines are as far from their tops (bottoms), as for one line of one font | required | UISV-alignment |
/// | alignment other than `fill` | `stack.height == margins @51` (`stack[S].fit`): the stack hugs its tallest view unless something else sizes it | 51 | UISV-spanning-fit |
/// | alignment other than `fill` | `item.height == 0 @25` for views with no intrinsic height (`stack[S].suppression[i]`) | 25 | UISV-ambiguity-suppression |
/// | hidden arranged view `h` | `h.width == 0` (`stack[S].hidden[h]`), `h.leading == canvas.leading` (`stack[S].hidden[h].leading`); its cross axis aligned as the others (`stack[S].top[h]`, …) | required | UISV-hiding |
struct StackConstraints {
    let stack: StackViewDeclaration
    let views: [String: ViewDeclaration]

    private struct AxisAnchors {
        var start, end, size, center: Anchor

        init(_ axis: Axis) {
            (start, end, size, center) = axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        }
    }

    private var along: AxisAnchors { AxisAnchors(stack.axis) }
    private var across: AxisAnchors { AxisAnchors(stack.axis == .horizontal ? .vertical : .horizontal) }
    private var crossAxis: Axis { stack.axis == .horizontal ? .vertical : .horizontal }

    /// The canvas's inset from the stack's bounds at each anchor.
    private var margins: EdgeInsetsDeclaration {
        guard stack.isLayoutMarginsRelativeArrangement else { return EdgeInsetsDeclaration(top: 0, leading: 0, bottom: 0, trailing: 0) }
        return stack.layoutMargins ?? .uiViewDefault
    }

    private func inset(_ anchor: Anchor) -> Rational {
        switch anchor {
        case .top: margins.top
        case .bottom: margins.bottom
        case .leading: margins.leading
        case .trailing: margins.trailing
        default: .zero
        }
    }

    private var visible: [String] { stack.arranged.filter { views[$0]?.isHidden != true } }
    private var hidden: [String] { stack.arranged.filter { views[$0]?.isHidden == true } }

    var constraints: [Constraint] {
        let items = visible
        var result: [Constraint] = []
        if let first = items.first, let last = items.last {
            result.append(make(along.start.rawValue, [(1, first, along.start)], .equal, [(1, stack.name, along.start)], inset(along.start)))
            result.append(make(along.end.rawValue, [(1, last, along.end)], .equal, [(1, stack.name, along.end)], -inset(along.end)))
        }
        result += spacing(items) + distribution(items)
        for (index, item) in items.enumerated() { result += alignment(item, label: String(index)) }
        if stack.alignment != .fill, !items.isEmpty {
            result.append(make("fit", [(1, stack.name, across.size)], .equal, [], inset(across.start) + inset(across.end), priority: 51))
        }
        for item in hidden {
            result.append(make("hidden[\(item)]", [(1, item, along.size)], .equal, [], .zero))
            result.append(make("hidden[\(item)].\(along.start.rawValue)", [(1, item, along.start)], .equal, [(1, stack.name, along.start)], inset(along.start)))
            result += alignment(item, label: item)
        }
        return result
    }

    private func spacing(_ items: [String]) -> [Constraint] {
        let relation: Relation = [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
        return items.indices.dropFirst().map { index in
            let previous = items[index - 1]
            let gap = stack.customSpacing[previous] ?? stack.spacing
            return make("spacing[\(index)]", [(1, items[index], along.start)], relation, [(1, previous, along.end)], gap)
        }
    }

    private func distribution(_ items: [String]) -> [Constraint] {
        guard let first = items.first else { return [] }
        let sizeName = along.size.rawValue.prefix(1).uppercased() + along.size.rawValue.dropFirst()
        switch stack.distribution {
        case .fill:
            return []
        case .fillEqually:
            return items.indices.dropFirst().map { index in
                make("equal\(sizeName)[\(index)]", [(1, items[index], along.size)], .equal, [(1, first, along.size)], .zero)
            }
        case .fillProportionally:
            guard let base = views[first]?.intrinsicSize(on: stack.axis), !base.isZero else { return [] }
            return items.indices.dropFirst().compactMap { index in
                guard let size = views[items[index]]?.intrinsicSize(on: stack.axis) else { return nil }
                return make("proportional\(sizeName)[\(index)]", [(1, items[index], along.size)], .equal, [(size / base, first, along.size)], .zero)
            }
        case .equalSpacing:
            guard items.count > 2 else { return [] }
            return (2..<items.count).map { index in
                make("equalSpacing[\(index)]", [(1, items[index], along.start), (-1, items[index - 1], along.end)], .equal,
                     [(1, items[1], along.start), (-1, items[0], along.end)], .zero)
            }
        case .equalCentering:
            guard items.count > 2 else { return [] }
            return (2..<items.count).map { index in
                make("equalCentering[\(index)]", [(1, items[index], along.center), (-1, items[index - 1], along.center)], .equal,
                     [(1, items[1], along.center), (-1, items[0], along.center)], .zero, priority: 999)
            }
        }
    }

    /// The cross-axis constraints of one arranged view; `label` is its index, or its name when hidden.
    private func alignment(_ item: String, label: String) -> [Constraint] {
        let start = make("\(across.start.rawValue)[\(label)]", [(1, item, across.start)], .equal, [(1, stack.name, across.start)], inset(across.start))
        let end = make("\(across.end.rawValue)[\(label)]", [(1, item, across.end)], .equal, [(1, stack.name, across.end)], -inset(across.end))
        var result: [Constraint]
        switch stack.alignment {
        case .fill:
            return [start, end]
        case .leading, .top, .firstBaseline:
            result = [start, with(end, relation: .lessThanOrEqual)]
        case .trailing, .bottom, .lastBaseline:
            result = [with(start, relation: .greaterThanOrEqual), end]
        case .center:
            let offset = (inset(across.start) - inset(across.end)) / 2
            result = [make("\(across.center.rawValue)[\(label)]", [(1, item, across.center)], .equal, [(1, stack.name, across.center)], offset),
                      with(start, relation: .greaterThanOrEqual)]
        }
        if views[item]?.intrinsicSize(on: crossAxis) == nil, views[item]?.contentRange(on: crossAxis) == nil,
           views[item]?.viewClass != ViewClass.stackView {
            result.append(make("suppression[\(label)]", [(1, item, across.size)], .equal, [], .zero, priority: 25))
        }
        return result
    }

    private func with(_ constraint: Constraint, relation: Relation) -> Constraint {
        var constraint = constraint
        constraint.relation = relation
        return constraint
    }

    /// `stack[S].<name>: lhs relation rhs + constant`, located at the stack's declaration.
    private func make(_ name: String, _ lhs: [(Rational, String, Anchor)], _ relation: Relation,
                      _ rhs: [(Rational, String, Anchor)], _ constant: Rational, priority: Int = 1000) -> Constraint {
        func expression(_ terms: [(Rational, String, Anchor)], constant: Rational) -> LinearExpression {
            LinearExpression(terms: terms.map { .init(coefficient: $0.0, anchor: AnchorReference(item: $0.1, anchor: $0.2)) }, constant: constant)
        }
        return Constraint(id: "stack[\(stack.name)].\(name)", lhs: expression(lhs, constant: .zero), relation: relation,
                          rhs: expression(rhs, constant: constant), priority: Priority(priority) ?? .required, location: stack.location)
    }
}
