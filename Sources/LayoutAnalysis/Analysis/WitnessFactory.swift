import ExactGeometry
import KeyboardStates
import Z3

/// Builds the keyboard half of a witness from a model: the parameters, and from them the
/// keyboard's frame on screen and the guide's in the view, through the piece's own functions.
struct WitnessFactory {
    let piece: RegionPiece
    let environment: Environment
    let parameters: [RealExpr]
    let names: [String]

    func witness(_ model: Model) throws -> Witness {
        let point = try parameters.map { try model.value($0) }
        return Witness(
            keyboardFrame: piece.keyboardFrame.rect(at: point),
            guideFrame: piece.guideFrame.rect(at: point),
            parameters: Dictionary(uniqueKeysWithValues: zip(names, point)))
    }
}
