import ExactGeometry

/// Per item, a basis of the moves of its frame the freedom allows (empty: none): what every
/// resolved layout may do to that item wherever the keyboard is (a missing constraint's freedom).
struct ItemMoves {
    private let items: [String]
    private let bases: [[[Variable: Rational]]]

    init(_ problem: LayoutProblem, freedom: Freedom) {
        self.items = problem.items
        self.bases = problem.items.indices.map { item in
            freedom.frameBasis(of: item).map { vector in
                Dictionary(uniqueKeysWithValues: zip(FrameComponent.allCases, vector).filter { !$0.1.isZero }
                    .map { (Variable.frame(item: item, $0.0), $0.1) })
            }
        }
    }

    subscript(item: Int) -> [[Variable: Rational]] { bases[item] }

    /// Some item has structural freedom.
    var anyItemMoves: Bool { bases.contains { !$0.isEmpty } }

    /// The candidate's condition holding in every layout its item's freedom reaches.
    func mustCondition(of candidate: Candidate) -> Condition {
        guard let item = candidate.items.first.flatMap(items.firstIndex(of:)) else { return candidate.condition }
        return candidate.condition.holdingAlong(bases[item])
    }
}
