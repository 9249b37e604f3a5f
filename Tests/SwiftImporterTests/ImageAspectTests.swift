import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// An image view kept at the aspect ratio of an image kbcov cannot see: at the width the layout
/// gives it, its height is any, a content size of its own, and what depends on it says from which
/// height on.
@Suite struct ImageAspectTests {
    /// A post editor: the picked photo across the margins at its own proportions, the caption
    /// field from under it down to the keyboard.
    static let postEditor = viewController("""
            let photo = UIImage(named: "draft-photo")
            photoView.image = photo
            for subview in [photoView, captionView] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                photoView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                photoView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: photo!.size.height / photo!.size.width),
                captionView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 12),
                captionView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                captionView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                captionView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
    """, members: """
        let photoView = UIImageView()
        let captionView = UITextView()
    """)

    @Test func theRatioIsAHeightOfItsOwnAndNothingIsAmbiguous() throws {
        let spec = try importSwift(Self.postEditor)
        #expect(!spec.rules.contains { $0.hasPrefix("photoView.height") })
        let photo = try #require(spec.views.first { $0.name == "photoView" })
        #expect(photo.contentHeight == ContentRanges.proportionalSide)
        #expect(photo.hugging.vertical == .required && photo.compressionResistance.vertical == .required)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        let findings = result.states.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .ambiguous || $0.kind == .unknown }, "\(Set(findings.map(\.message)))")
    }

    /// A taller photo leaves the caption less room: squeezed from an exact height on, lower with
    /// the docked keyboard than without it.
    @Test func aTallPhotoSqueezesTheCaptionFromAnExactHeight() throws {
        let spec = UIKitLowering.lowered(try importSwift(Self.postEditor))
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-16/portrait/full/ltr"]))
        let squeezed = { (keyboard: String) in
            result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/\(keyboard)/near-bottom" }?.findings
                .first { $0.kind == .squeezed && $0.items == ["captionView"] }
        }
        let docked = try #require(squeezed("docked"))
        #expect(docked.contentDependence == .contentDependent)
        let start = try #require(docked.contentSizes.first { $0.view == "photoView" && $0.dimension == .height }?.start)
        let hidden = try #require(squeezed("hidden"))
        let hiddenStart = try #require(hidden.contentSizes.first { $0.view == "photoView" && $0.dimension == .height }?.start)
        #expect(start.value < hiddenStart.value, "the keyboard takes room: \(start) with it, \(hiddenStart) without")
        // Shown at a height where only the keyboard squeezes it: the keyboard's, though the hidden
        // state has a squeeze of its own from a greater height.
        #expect(docked.cause == .keyboard && hidden.cause == .layout)
        // 852 pt high: the keyboard's top at 516, 8 pt above it, 12 under the photo, which starts at 75.
        #expect(start == ContentStart(value: 421, isIncluded: false) && hiddenStart == ContentStart(value: 723, isIncluded: false))
        // The witness is one photo's layout: its height is where the finding starts or just past it.
        let frame = try #require(docked.witness?.frames["photoView"])
        #expect(frame.height >= start.value)
    }

    /// Stated, the photo's size is the image's (an image view is as large as its image), so the
    /// ratio is known: the constraint keeps it, and nothing is left to range.
    @Test func aStatedPhotoSizeKeepsTheRatioItGives() throws {
        let stated = Self.postEditor.replacingOccurrences(of: "let photoView = UIImageView()",
                                                          with: "let photoView = UIImageView() // kbcov: photoView intrinsicSize 400x300")
        let spec = try importSwift(stated)
        #expect(spec.warnings.filter { $0.code == .unsupportedConstruct }.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules.contains("photoView.height == 0.75 * photoView.width"), "\(spec.rules)")
        let photo = try #require(spec.views.first { $0.name == "photoView" })
        #expect(photo.contentHeight == nil && photo.intrinsicHeight == 300)
        // Across the margins of a landscape iPhone SE, a 4:3 photo is 635 × 476.25: taller than the screen.
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-se/landscape/full/ltr"]))
        let offscreen = try #require(result.states.flatMap(\.findings).first { $0.kind == .offscreen && $0.items == ["photoView"] })
        #expect(offscreen.cause == .layout && offscreen.contentDependence != .contentDependent)
        #expect(offscreen.witness?.frames["photoView"] == Rect(x: 16, y: 16, width: 635, height: Rational(1905) / 4))
    }
}
