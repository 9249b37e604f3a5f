import Foundation
@testable import SwiftImporter

extension FuzzTarget {
    /// Visual Format Language strings: the parser alone, then the format in a screen's
    /// `constraints(withVisualFormat:…)` call, so that building the constraints and locating a
    /// mistake inside the string literal run too.
    static let visualFormat = FuzzTarget(name: "vfl") { input in
        let format = String(decoding: input, as: UTF8.self)
        _ = VisualFormatParser.parse(format)
        _ = SwiftSourceImporter.load(source: screen(format), path: "Fuzz.swift")
    }

    /// The format as a Swift string literal, escaped, among views and metrics real screens name.
    private static func screen(_ format: String) -> String {
        let literal = format.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
        return """
            import UIKit

            final class FuzzViewController: UIViewController {
                let title = UILabel()
                let field = UITextField()
                let button = UIButton(type: .system)
                let toolbar = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let views: [String: UIView] = ["title": title, "field": field, "button": button, "toolbar": toolbar]
                    views.values.forEach { view.addSubview($0) }
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                        withVisualFormat: "\(literal)", options: [.alignAllCenterY],
                        metrics: ["pad": 16, "side": 20, "height": 44], views: views))
                }
            }
            """
    }
}
