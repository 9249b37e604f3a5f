import ExactGeometry
import LayoutSpec

/// The Auto Layout problem of one screen in one environment with one set of active constraints,
/// as linear rows over the items' frames and the keyboard's variables. It knows nothing of Z3.
public struct LayoutProblem: Hashable, Sendable {
    /// User items: views in declaration order, then guides by name.
    public var items: [String]
    /// How many of `items` are views (they come first).
    public var viewCount: Int
    public var rows: [LayoutRow]
    public var geometry: ScreenGeometry
    /// Per item, how many views it is inside, as far as the spec tells (a stack's arranged views
    /// are inside it); guides are inside none.
    public var depths: [Int]
    /// The views' sizes that come from content the source does not show, in variable order: the
    /// layout's parameters besides the keyboard's.
    public var contentParameters: [ContentParameter]
    /// The scroll views' bottom content insets keyboard handlers leave in the problem's states
    /// (`ContentInsetCheck`).
    var notifiedInsets: [NotifiedInset] = []
    /// The active constraints' constants keyboard handlers set in the problem's states (`MovedCheck`).
    var notifiedConstants: [NotifiedConstant] = []
    /// Where keyboard handlers leave the root view in the problem's states (`ViewMoveCheck`).
    var notifiedViewOrigins: [NotifiedViewOrigin] = []

    /// Builds the rows of `constraints` plus the intrinsic-size rows of every view.
    public init(spec: LayoutSpec, geometry: ScreenGeometry, constraints: [Constraint]) {
        var builder = LayoutProblemBuilder(spec: spec, geometry: geometry)
        self = builder.problem(constraints: constraints)
    }

    fileprivate init(
        items: [String], viewCount: Int, rows: [LayoutRow], geometry: ScreenGeometry, depths: [Int], contentParameters: [ContentParameter]
    ) {
        self.items = items
        self.viewCount = viewCount
        self.rows = rows
        self.geometry = geometry
        self.depths = depths
        self.contentParameters = contentParameters
    }

    public var requiredRows: [Int] { rows.indices.filter { rows[$0].priority.isRequired } }
    public var optionalRows: [Int] { rows.indices.filter { !rows[$0].priority.isRequired } }

    /// Optional priorities, highest first: the order Auto Layout satisfies them in.
    public var levels: [Priority] {
        Set(optionalRows.map { rows[$0].priority }).sorted(by: >)
    }

    /// Whether `assignment` satisfies every required row.
    public func isFeasible(_ assignment: (Variable) -> Rational) -> Bool {
        requiredRows.allSatisfy { rows[$0].violation(assignment).isZero }
    }

    /// Each level's total error under `assignment`, highest priority first, over the rows a layout
    /// can change: the error of a row on the keyboard and fixed items alone is the same in every
    /// layout (and the encoding's costs leave it out too).
    public func levelCosts(_ assignment: (Variable) -> Rational) -> [Rational] {
        levels.map { level in
            optionalRows
                .filter { rows[$0].priority == level && rows[$0].form.hasFrameVariable }
                .reduce(Rational.zero) { $0 + rows[$1].violation(assignment) }
        }
    }

    public var frameVariables: [Variable] {
        items.indices.flatMap { item in FrameComponent.allCases.map { Variable.frame(item: item, $0) } }
    }
}

/// Makes the layout problems of one spec in one environment, one per set of active constraints:
/// what they share — the items, the intrinsic-size rows, each constraint's row — is built once.
public struct LayoutProblemBuilder {
    private let anchors: AnchorForms
    /// The problem with no constraint: the intrinsic-size rows of every view.
    private let unconstrained: LayoutProblem
    private var constraintRows: [Constraint: LayoutRow] = [:]

    public init(spec: LayoutSpec, geometry: ScreenGeometry) {
        let items = spec.views.map(\.name) + spec.guides.keys.sorted()
        var rows: [LayoutRow] = []
        var contentParameters: [ContentParameter] = []
        for (position, view) in spec.views.enumerated() {
            for axis in [Axis.horizontal, .vertical] {
                let intrinsic: LinearForm
                if let size = view.intrinsicSize(on: axis) {
                    intrinsic = LinearForm(constant: size)
                } else if let range = view.contentRange(on: axis) {
                    let content = Variable.content(item: position, axis)
                    contentParameters.append(ContentParameter(variable: content, minimum: range.minimum, maximum: range.maximum))
                    intrinsic = LinearForm(content)
                } else {
                    continue
                }
                let size = LinearForm(.frame(item: position, axis == .horizontal ? .width : .height))
                rows.append(LayoutRow(
                    source: .hugging(view: view.name, axis: axis), form: size - intrinsic,
                    relation: .lessThanOrEqual, priority: view.hugging[axis]))
                rows.append(LayoutRow(
                    source: .compressionResistance(view: view.name, axis: axis), form: size - intrinsic,
                    relation: .greaterThanOrEqual, priority: view.compressionResistance[axis]))
            }
        }
        anchors = AnchorForms(itemIndex: Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, $0) }), geometry: geometry)
        unconstrained = LayoutProblem(
            items: items, viewCount: spec.views.count, rows: rows, geometry: geometry,
            depths: items.map { spec.containers(of: $0).count }, contentParameters: contentParameters)
    }

    /// The rows of `constraints`, in order, then the intrinsic-size rows.
    public mutating func problem(constraints: [Constraint]) -> LayoutProblem {
        var problem = unconstrained
        problem.rows = []
        for constraint in constraints { problem.rows.append(row(of: constraint)) }
        problem.rows += unconstrained.rows
        return problem
    }

    private mutating func row(of constraint: Constraint) -> LayoutRow {
        if let known = constraintRows[constraint] { return known }
        let row = LayoutRow(
            source: .constraint(id: constraint.id), form: anchors.difference(constraint),
            relation: constraint.relation, priority: constraint.priority)
        constraintRows[constraint] = row
        return row
    }
}

/// Turns `item.anchor` into a linear form: user items' frames are unknowns, built-in items are
/// constants of the environment, the keyboard items are the keyboard variables.
///
/// A constraint on `leading`/`trailing` is directional: in a right-to-left layout UIKit measures
/// its horizontal positions, constants included, in the reading direction, so
/// `a.leading == b.leading + 8` puts `a` 8 pt to the *left* of `b`'s right edge. Such a
/// constraint is evaluated in mirrored coordinates, `u = width − x`.
struct AnchorForms {
    let itemIndex: [String: Int]
    let geometry: ScreenGeometry

    /// `lhs − rhs` of a constraint.
    func difference(_ constraint: Constraint) -> LinearForm {
        let mirrored = geometry.isRightToLeft && constraint.anchors.contains { $0.anchor == .leading || $0.anchor == .trailing }
        return form(constraint.lhs, mirrored: mirrored) - form(constraint.rhs, mirrored: mirrored)
    }

    private func form(_ expression: LinearExpression, mirrored: Bool) -> LinearForm {
        expression.terms.reduce(LinearForm(constant: expression.constant)) { sum, term in
            let physical = form(term.anchor)
            let isPosition = term.anchor.anchor.axis == .horizontal && !term.anchor.anchor.isDimension
            let measured = mirrored && isPosition ? geometry.forms(of: .view)[2] - physical : physical
            return sum + term.coefficient * measured
        }
    }

    /// The anchor's physical coordinate in the view (leading is the right edge in RTL).
    func form(_ reference: AnchorReference) -> LinearForm {
        let frame = frameForms(of: reference.item)
        let (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
        let half = Rational(numerator: 1, denominator: 2) ?? .one
        switch reference.anchor {
        case .left: return x
        case .right: return x + width
        case .leading: return geometry.isRightToLeft ? x + width : x
        case .trailing: return geometry.isRightToLeft ? x : x + width
        case .centerX: return x + half * width
        case .width: return width
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + half * height
        case .height: return height
        }
    }

    /// `[x, y, width, height]` of an item.
    private func frameForms(of item: String) -> [LinearForm] {
        if let index = itemIndex[item] {
            return FrameComponent.allCases.map { LinearForm(.frame(item: index, $0)) }
        }
        // The loader rejects unknown items; an importer bug must not crash a run either.
        guard let builtin = BuiltinItem(rawValue: item) else { return constants(Rect(x: 0, y: 0, width: 0, height: 0)) }
        switch builtin {
        case .view, .safeArea, .margins, .readable, .screen:
            return geometry.forms(of: builtin)
        case .keyboard:
            return [.guideX, .guideY, .guideWidth, .guideHeight].map { LinearForm(.keyboard($0)) }
        case .keyboardFrame:
            return [.frameX, .frameY, .frameWidth, .frameHeight].map { LinearForm(.keyboard($0)) }
        case .keyboardOverlap:
            // Its position is refused where rules are read: UIKit's null rectangle has none.
            return [LinearForm(constant: .zero), LinearForm(constant: .zero), LinearForm(.keyboard(.overlapWidth)), LinearForm(.keyboard(.overlapHeight))]
        case .keyboardRise:
            // Its other anchors are refused where rules are read.
            return [LinearForm(constant: .zero), LinearForm(constant: .zero), LinearForm(constant: .zero), LinearForm(.keyboard(.riseHeight))]
        }
    }

    private func constants(_ rect: Rect) -> [LinearForm] {
        rect.components.map { LinearForm(constant: $0) }
    }
}
