import ExactGeometry
import KeyboardStates
import LayoutSpec

/// A scroll view whose content keyboard handlers inset (`KeyboardInset`) but cannot scroll clear
/// of the keyboard: where the keyboard covers the scroll view's bottom edge, the bottom of its
/// visible area (its bottom less the inset the notifications left and the safe area UIKit adds
/// to it, `ScrollViewSafeArea`) must be at or above the keyboard's top, and the band above the
/// keyboard at least as tall as the tallest text input inside it — the focused content. A `covered` finding, as a view under the keyboard is. Only the
/// keyboards the user cannot drag away are asked about (`CoveredCheck.immovableKeyboards`), this
/// app's or, in Split View, the other app's: the others are announced as hidden, and the user
/// moves them off the content.
struct ContentInsetCheck: LayoutCheck {
    let kind = FindingKind.covered

    /// The band a scroll view without text inputs must keep above the keyboard: Apple's Human
    /// Interface Guidelines' minimum hit target, 44 × 44 pt (Accessibility, "Buttons and controls").
    static let minimumBand = Rational(44)

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        // A handler kbcov could not read may set the inset too: the inset the read ones leave is not the one the user gets.
        guard spec.partlyAnalysed == nil else { return [] }
        return problem.notifiedInsets.compactMap { notified in
            guard let item = problem.items.prefix(problem.viewCount).firstIndex(of: notified.scrollView) else { return nil }
            let inputs = notified.textInputs.compactMap { problem.items.prefix(problem.viewCount).firstIndex(of: $0) }
            let safeArea = ScrollViewSafeArea.insets(
                of: item, content: problem.items.firstIndex(of: ScrollViewGuide.content.name(in: notified.scrollView)),
                declaration: spec.views.first { $0.name == notified.scrollView }, geometry: problem.geometry)
            var candidate = candidate(item, notified, inputs: inputs, safeArea: safeArea)
            candidate.keyboards = CoveredCheck.immovableKeyboards
            return candidate
        }
    }

    /// `safeArea`: the inset UIKit adds to the code's, by case (`ScrollViewSafeArea.insets`).
    private func candidate(_ item: Int, _ notified: NotifiedInset, inputs: [Int], safeArea: [(when: [Comparison], inset: LinearForm)]) -> Candidate {
        let left = LinearForm.frame(item, .x), top = LinearForm.frame(item, .y)
        let bottom = top + .frame(item, .height)
        let keyboardTop = LinearForm.keyboard(.frameY), keyboardLeft = LinearForm.keyboard(.frameX)
        let coversBottomEdge: [Comparison] = [
            .less(keyboardLeft, left + .frame(item, .width)), .less(left, keyboardLeft + .keyboard(.frameWidth)),
            .less(keyboardTop, bottom), .less(bottom, keyboardTop + .keyboard(.frameHeight), strict: false),
        ]
        let needed: [LinearForm] = inputs.isEmpty ? [LinearForm(constant: Self.minimumBand)] : inputs.map { .frame($0, .height) }
        let alternatives = safeArea.flatMap { when, added in
            let visibleBottom = bottom - notified.inset - added
            let violations: [Comparison] = [.less(keyboardTop, visibleBottom)] + needed.map { .less(visibleBottom - top, $0) }
            return violations.map { coversBottomEdge + when + [$0] }
        }
        let name = notified.scrollView, insetForm = notified.inset
        // The safe area's part UIKit adds, in the case the layout is in.
        let added = { @Sendable (layout: Assignment) -> Rational in
            safeArea.first { $0.when.allSatisfy { $0.holds { layout[$0] } } }?.inset.value { layout[$0] } ?? .zero
        }
        let inset = { @Sendable (layout: Assignment) -> Rational in insetForm.value { layout[$0] } + added(layout) }
        let visibleEnd = { @Sendable (layout: Assignment) -> Rational in layout.frame(of: item).maxY - inset(layout) }
        return Candidate(
            items: [name], condition: Condition(anyOf: alternatives),
            describe: { layout in
                let frame = layout.frame(of: item), keyboard = layout.keyboardFrameInView
                let safeAreaPart = added(layout).isZero ? "" : " (\(points(added(layout))) of it the safe area's, which UIKit adds)"
                let covers = "its bottom inset is \(points(inset(layout)))\(safeAreaPart), the keyboard covers its bottom \(points(frame.maxY - keyboard.minY))"
                let under = visibleEnd(layout) - keyboard.minY, band = visibleEnd(layout) - frame.minY
                let needed = "the \(points(inputs.map { layout.frame(of: $0).height }.max() ?? Self.minimumBand)) "
                    + (inputs.isEmpty ? "a control needs to be tapped" : "its tallest text input needs")
                let fault = if under > .zero {
                    "\(name)'s content ends \(points(under)) under the keyboard: \(covers)"
                } else if band > .zero {
                    "\(name)'s content above the keyboard is \(points(band)) tall, less than \(needed): \(covers)"
                } else {
                    "\(name) shows none of its content above the keyboard, not even \(needed): \(covers)"
                }
                return fault + Self.clause(notified.situation)
            },
            overlap: { layout in
                // The content that ends under the keyboard, where it does.
                let frame = layout.frame(of: item), keyboard = layout.keyboardFrameInView
                let under = visibleEnd(layout) - keyboard.minY
                guard under > .zero else { return nil }
                return frame.intersection(Rect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: under))
            })
    }

    /// Which keyboard the notifications that left the inset told of, where it is not the state's own.
    private static func clause(_ situation: KeyboardSituation) -> String {
        switch situation {
        case .otherAppDocked: "; the keyboard is the other app's in Split View (keyboardIsLocalUserInfoKey false), which its handlers ignore"
        default: ""
        }
    }
}

private func points(_ value: Rational) -> String { "\(value.decimalString(maximumFractionDigits: 2)) pt" }
