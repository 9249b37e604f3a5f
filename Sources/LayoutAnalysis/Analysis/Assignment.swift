import ExactGeometry

/// Exact values of a problem's unknowns.
struct Assignment: Equatable {
    var values: [Variable: Rational]

    subscript(variable: Variable) -> Rational { values[variable] ?? .zero }

    init(values: [Variable: Rational]) { self.values = values }

    func frame(of item: Int) -> Rect {
        Rect(
            x: self[.frame(item: item, .x)], y: self[.frame(item: item, .y)],
            width: self[.frame(item: item, .width)], height: self[.frame(item: item, .height)])
    }

    var guideFrame: Rect {
        Rect(x: self[.keyboard(.guideX)], y: self[.keyboard(.guideY)],
             width: self[.keyboard(.guideWidth)], height: self[.keyboard(.guideHeight)])
    }

    var keyboardFrameInView: Rect {
        Rect(x: self[.keyboard(.frameX)], y: self[.keyboard(.frameY)],
             width: self[.keyboard(.frameWidth)], height: self[.keyboard(.frameHeight)])
    }
}
