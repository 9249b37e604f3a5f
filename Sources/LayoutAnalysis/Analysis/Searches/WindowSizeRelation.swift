import ExactGeometry
import KeyboardStates

/// Where the layout is affine, the window sizes that show a finding are the shadow, on the
/// window's width and height, of the positions that show it: a union of polygons, one per piece
/// and way of showing it (`FourierMotzkin.projection`). The edges joining the width and the height
/// that every polygon keeps to, with the bounds on each alone, describe that union exactly when
/// nothing they allow lies outside it: "shorter than 0.5 × their width + 156 pt".
enum WindowSizeRelation {
    /// The shadows of the positions that show a finding (`RegionAsker.shownSets`) on the window's
    /// width and height, the empty ones left out.
    static func shadows(_ shown: [[LinearInequality]], width: Int, height: Int, dimension: Int) -> [[LinearInequality]] {
        shown.compactMap { FourierMotzkin.projection(of: $0, onto: [width, height], dimension: dimension) }
    }

    /// The edges joining the width and the height that describe the union of `polygons` (the
    /// shadows) exactly with `bounds` (the window range's and the finding's bounds on each alone);
    /// `nil` when there is none, or the union is not the polygon they make.
    static func joint(_ polygons: [[LinearInequality]], width: Int, height: Int, dimension: Int, bounds: [LinearInequality]) -> [LinearInequality]? {
        var asked = Set<LinearInequality>()
        var common: [LinearInequality] = []
        for edge in polygons.joined()
        where !edge.expression.coefficients[width].isZero && !edge.expression.coefficients[height].isZero && asked.insert(edge).inserted {
            if polygons.allSatisfy({ FourierMotzkin.isSubset($0 + bounds, of: [edge], dimension: dimension) }) { common.append(edge) }
        }
        let joint = FourierMotzkin.irredundant(common, within: bounds, dimension: dimension)
        guard !joint.isEmpty, isCovered(joint + bounds, by: polygons, dimension: dimension) else { return nil }
        return joint
    }

    /// Whether every point of `set` is in one of `polygons`: what is left of it after taking each
    /// polygon away, as convex parts, is nothing.
    private static func isCovered(_ set: [LinearInequality], by polygons: [[LinearInequality]], dimension: Int) -> Bool {
        var left = [set]
        for polygon in polygons where !left.isEmpty {
            left = left.flatMap { part in
                var parts: [[LinearInequality]] = []
                var inside = part
                for edge in polygon {
                    let outside = inside + [edge.negated]
                    if FourierMotzkin.isFeasible(outside, dimension: dimension) { parts.append(outside) }
                    inside.append(edge)
                    if !FourierMotzkin.isFeasible(inside, dimension: dimension) { break }
                }
                return parts
            }
        }
        return left.isEmpty
    }

    /// `shorter than 0.5 × their width + 156 pt`: the edge solved for the height.
    static func words(_ edge: LinearInequality, width: Int, height: Int) -> String {
        let (widthCoefficient, heightCoefficient) = (edge.expression.coefficients[width], edge.expression.coefficients[height])
        let slope = -widthCoefficient / heightCoefficient
        let offset = -edge.expression.constant / heightCoefficient
        let number = { (value: Rational) in value.magnitude.decimalString(maximumFractionDigits: 4) }
        let widthTerm = slope.magnitude == .one ? "their width" : "\(number(slope)) × their width"
        let bound = switch (slope.isNegative, offset.isZero, offset.isNegative) {
        case (false, true, _): widthTerm
        case (false, false, let below): "\(widthTerm) \(below ? "−" : "+") \(number(offset)) pt"
        case (true, _, _): "\(offset.decimalString(maximumFractionDigits: 4)) pt − \(widthTerm)"
        }
        return switch (Rational.zero < heightCoefficient, edge.isStrict) {
        case (true, true): "shorter than \(bound)"
        case (true, false): "at most \(bound) tall"
        case (false, true): "taller than \(bound)"
        case (false, false): "at least \(bound) tall"
        }
    }
}
