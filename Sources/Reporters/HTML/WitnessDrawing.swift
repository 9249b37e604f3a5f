import ExactGeometry
import KeyboardStates
import LayoutAnalysis

/// A finding's witness drawn to scale in SVG, in screen coordinates: the screen, the app's window
/// (with the Split View divider and the other app), the keyboard, the guide, every item's resolved
/// frame with the finding's items highlighted, an ambiguous item's other frame dashed and a covered
/// overlap hatched.
struct WitnessDrawing {
    var environment: EnvironmentReport
    var finding: Finding
    var witness: Witness
    /// Unique within the page: prefixes the SVG's element ids.
    var identifier: String

    /// The drawing's longer side, in CSS pixels.
    static let displaySize: Rational = 520
    static let dividerWidth: Rational = 10

    var markup: Markup {
        let bounds = viewBox
        let longer = max(bounds.width, bounds.height)
        let scale = Self.displaySize / longer
        let titleID = "\(identifier)-title"
        var children: [Markup] = [.element("title", [("id", titleID)], Markup(summary))]
        children.append(shape(screen, "screen", "the screen, \(NumberText.size(environment.screenSize))"))
        children += otherAppShapes
        children.append(shape(window, "window", "the app's window \(NumberText.rect(window)) on screen"))
        children.append(shape(witness.keyboardFrame, "keyboard", "keyboard \(NumberText.rect(witness.keyboardFrame)) on screen"))
        children.append(shape(onScreen(witness.guideFrame), "guide", "keyboard layout guide \(NumberText.rect(witness.guideFrame)) in the view"))
        let frames = witness.frames.sorted { $0.key < $1.key }
        for (item, frame) in frames where !finding.items.contains(item) {
            children.append(shape(onScreen(frame), "item", "\(item) \(NumberText.rect(frame)) in the view"))
        }
        for (item, frame) in frames where finding.items.contains(item) {
            children.append(shape(onScreen(frame), "highlight", "\(item) \(NumberText.rect(frame)) in the view"))
        }
        for (item, frame) in witness.alternativeFrames.sorted(by: { $0.key < $1.key }) {
            children.append(shape(onScreen(frame), "alternative", "\(item), equally optimal: \(NumberText.rect(frame)) in the view"))
        }
        if let overlap = witness.overlap {
            children.append(hatchPattern(size: longer / 90))
            children.append(shape(onScreen(overlap), "overlap", "covered part \(NumberText.rect(overlap)) in the view", fill: "url(#\(identifier)-hatch)"))
        }
        children += labels(fontSize: longer / 40, frames: frames, bounds: bounds)
        return .element(
            "svg",
            [
                ("class", "witness"), ("role", "img"), ("aria-labelledby", titleID),
                ("viewBox", [bounds.x, bounds.y, bounds.width, bounds.height].map { NumberText.number($0) }.joined(separator: " ")),
                ("width", NumberText.number(bounds.width * scale, digits: 0)),
                ("height", NumberText.number(bounds.height * scale, digits: 0)),
            ],
            children: children
        )
    }

    /// What the drawing shows, for its `<title>` (screen readers, tooltips).
    var summary: String {
        var parts = ["Keyboard at \(NumberText.rect(witness.keyboardFrame)) on a \(NumberText.size(environment.screenSize)) screen, app window \(NumberText.rect(window))"]
        for item in finding.items {
            if let frame = witness.frames[item] { parts.append("\(item) at \(NumberText.rect(frame)) in the view") }
            if let other = witness.alternativeFrames[item] { parts.append("or at \(NumberText.rect(other))") }
        }
        if let overlap = witness.overlap { parts.append("covered part \(NumberText.rect(overlap))") }
        return parts.joined(separator: "; ")
    }

    private var screen: Rect {
        Rect(x: 0, y: 0, width: environment.screenSize.width, height: environment.screenSize.height)
    }

    /// The app's window: the witness's where the window is a range (`stage-range`).
    private var window: Rect { WindowRange.frame(in: witness.parameters) ?? environment.windowFrame }

    private func onScreen(_ viewRect: Rect) -> Rect {
        viewRect.offsetBy(dx: window.x, dy: window.y)
    }

    /// The screen and everything drawn, with a margin.
    private var viewBox: Rect {
        var rects = [screen, witness.keyboardFrame, onScreen(witness.guideFrame)]
        rects += witness.frames.values.map(onScreen) + witness.alternativeFrames.values.map(onScreen)
        let minX = rects.map(\.minX).reduce(Rational.zero, min)
        let minY = rects.map(\.minY).reduce(Rational.zero, min)
        let maxX = rects.map(\.maxX).reduce(screen.maxX, max)
        let maxY = rects.map(\.maxY).reduce(screen.maxY, max)
        let margin = max(maxX - minX, maxY - minY) / 60
        return Rect(x: minX - margin, y: minY - margin, width: maxX - minX + margin * 2, height: maxY - minY + margin * 2)
    }

    /// Split View: the divider beside the window and the other app beyond it.
    private var splitViewDivider: Rect? {
        guard case .split = environment.window else { return nil }
        let window = environment.windowFrame
        return window.minX > 0
            ? Rect(x: window.minX - Self.dividerWidth, y: window.y, width: Self.dividerWidth, height: window.height)
            : Rect(x: window.maxX, y: window.y, width: Self.dividerWidth, height: window.height)
    }

    /// The other app: beyond the divider in Split View; behind the window, filling the screen, in
    /// Slide Over and Stage Manager.
    private var otherAppArea: Rect? {
        switch environment.window {
        case .full: return nil
        case .slideOver, .stage, .stageRange: return screen
        case .split:
            guard let divider = splitViewDivider else { return nil }
            let window = environment.windowFrame
            return divider.minX < window.minX
                ? Rect(x: 0, y: window.y, width: max(0, divider.minX), height: window.height)
                : Rect(x: divider.maxX, y: window.y, width: max(0, screen.maxX - divider.maxX), height: window.height)
        }
    }

    private var otherAppShapes: [Markup] {
        var shapes: [Markup] = []
        if let other = otherAppArea { shapes.append(shape(other, "other-app", "the other app \(NumberText.rect(other)) on screen")) }
        if let divider = splitViewDivider { shapes.append(shape(divider, "divider", "the Split View divider")) }
        return shapes
    }

    private func shape(_ rect: Rect, _ role: String, _ title: String, fill: String? = nil) -> Markup {
        var attributes = [
            ("class", role),
            ("x", NumberText.number(rect.x)), ("y", NumberText.number(rect.y)),
            ("width", NumberText.number(max(0, rect.width))), ("height", NumberText.number(max(0, rect.height))),
        ]
        if role == "screen" || role == "window" { attributes.append(("rx", NumberText.number(min(rect.width, rect.height) / 40))) }
        if let fill { attributes.append(("fill", fill)) }
        return .element("rect", attributes, .element("title", [], Markup(title)))
    }

    private func hatchPattern(size: Rational) -> Markup {
        .element(
            "defs", [],
            .element(
                "pattern",
                [
                    ("id", "\(identifier)-hatch"), ("patternUnits", "userSpaceOnUse"),
                    ("width", NumberText.number(size)), ("height", NumberText.number(size)),
                    ("patternTransform", "rotate(45)"),
                ],
                .selfClosing("line", [
                    ("class", "hatch-line"), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", NumberText.number(size)),
                    ("stroke-width", NumberText.number(size / 3)),
                ])
            )
        )
    }

    private func labels(fontSize: Rational, frames: [(key: String, value: Rect)], bounds: Rect) -> [Markup] {
        let inset = fontSize / 3
        /// Inside the rectangle's left corner when the text fits, else beside it where there is room.
        func label(_ text: String, in rect: Rect, baseline: Rational, bold: Bool = false, muted: Bool = false) -> Markup {
            let textWidth = fontSize * Rational(text.count * 11) / 20
            var attributes: [(String, String)]
            if rect.width >= textWidth + inset * 2 {
                attributes = [("x", NumberText.number(rect.x + inset))]
            } else if rect.maxX + inset + textWidth <= bounds.maxX {
                attributes = [("x", NumberText.number(rect.maxX + inset))]
            } else {
                attributes = [("x", NumberText.number(rect.minX - inset)), ("text-anchor", "end")]
            }
            attributes += [("y", NumberText.number(baseline)), ("font-size", NumberText.number(fontSize))]
            if bold { attributes.append(("font-weight", "bold")) }
            if muted { attributes.append(("class", "muted-label")) }
            return .element("text", attributes, Markup(text))
        }
        let keyboard = witness.keyboardFrame
        var labels = [label("keyboard", in: keyboard, baseline: keyboard.maxY - inset, muted: true)]
        if let other = otherAppArea, other.width > fontSize * 4 {
            labels.append(label("other app", in: other, baseline: other.y + fontSize * 2, muted: true))
        }
        for (item, frame) in frames {
            let onScreen = onScreen(frame)
            labels.append(label(item, in: onScreen, baseline: onScreen.y + fontSize, bold: finding.items.contains(item)))
        }
        return labels
    }
}
