import ExactGeometry
import KeyboardStates
import LayoutSpec

/// A view that must stay visible overlapping the keyboard where it covers the view. That is the
/// guide while the guide follows the keyboard, and the keyboard itself where the guide does not
/// (an unfollowed floating keyboard covers content all the same).
///
/// A view must stay visible when it is marked `keepVisible` or constrained to the keyboard guide,
/// in every state; and when it is a text input the user types in (`ViewDeclaration.isTypedIn`),
/// with the keyboards that stay where UIKit puts them (`immovableKeyboards`). One in a scroll
/// view's content is covered only while it stays under the keyboard with the content scrolled to
/// its end (the content guide's bottom at the scroll view's), as far as scrolling goes with the
/// safe-area inset UIKit adds and no content inset of the code's (`scrolledLifts`); where keyboard
/// handlers set one, `ContentInsetCheck` asks, and without a content guide the spec does not say
/// how far the content scrolls. Where keyboard handlers move the root view (`KeyboardViewMove`),
/// every view moves with it, as far as the notifications left it (`NotifiedViewOrigin`). A text
/// input on a screen whose keyboard handling kbcov read only in part is left to the handlers it
/// could not read: they may move it.
struct CoveredCheck: LayoutCheck {
    let kind = FindingKind.covered

    /// The keyboards the user cannot drag off what they cover: the docked keyboard and the
    /// shortcuts bar. The user drags the undocked, split and floating keyboards anywhere, off a
    /// field they cover, and UIKit announces them as hidden, so no handler can make room for them
    /// (Documentation/Design.md §3). A text input must stay visible above these, and a scroll
    /// view whose handlers inset its content must scroll it clear of these (`ContentInsetCheck`).
    static let immovableKeyboards: Set<KeyboardType> = [.docked, .shortcutsBar]

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let tiedToGuide = Set(active.filter { $0.anchors.contains { $0.item == BuiltinItem.keyboard.rawValue } }
            .flatMap { $0.anchors.map(\.item) })
        let handlingReadInFull = spec.partlyAnalysed == nil
        return spec.views.enumerated().compactMap { item, view in
            if view.keepVisible || tiedToGuide.contains(view.name) { return candidate(item, view, in: problem) }
            // A text view whose handlers inset its own content scrolls its text clear (`ContentInsetCheck`).
            guard handlingReadInFull, view.isTypedIn, !spec.keyboardInsets.contains(where: { $0.scrollView == view.name }) else { return nil }
            var candidate: Candidate
            if let scrollView = spec.scrollView(containing: view.name) {
                guard !spec.keyboardInsets.contains(where: { $0.scrollView == scrollView }),
                      let frame = problem.items.firstIndex(of: scrollView),
                      let content = problem.items.firstIndex(of: ScrollViewGuide.content.name(in: scrollView)) else { return nil }
                let declaration = spec.views.first { $0.name == scrollView }
                let lifts = Self.scrolledLifts(content: content, scrollView: frame, adjustment: declaration?.contentInsetAdjustment ?? .automatic,
                                               bouncesVertically: declaration?.alwaysBounceVertical ?? false, geometry: problem.geometry)
                candidate = self.candidate(item, view, in: problem, clause: ", where the user types", scrolling: (scrollView, lifts))
            } else {
                candidate = self.candidate(item, view, in: problem, clause: ", where the user types")
            }
            candidate.keyboards = Self.immovableKeyboards
            return candidate
        }
    }

    /// How far scrolling the content to its end lifts the views in it, by case: by how far the
    /// content passes the scroll view's bottom plus the bottom safe-area inset UIKit adds to its
    /// content inset (`ScrollViewSafeArea`), where that is positive (no content inset of the code's).
    static func scrolledLifts(
        content: Int, scrollView: Int, adjustment: ContentInsetAdjustment, bouncesVertically: Bool, geometry: ScreenGeometry
    ) -> [ScrollLift] {
        let contentBottom = LinearForm.frame(content, .y) + .frame(content, .height)
        let bottom = LinearForm.frame(scrollView, .y) + .frame(scrollView, .height)
        let beyond = contentBottom - bottom, none = LinearForm(constant: .zero)
        let insets = adjustment.addsSafeArea ? ScrollViewSafeArea.parts(bottom: bottom, geometry: geometry) : [([], none)]
        guard adjustment.addsSafeAreaToContentThatFits(bouncingVertically: bouncesVertically) else {
            // The inset counts only where the content passes the scroll view's bottom.
            return [ScrollLift(when: [.less(beyond, none, strict: false)], lift: none)]
                + insets.map { ScrollLift(when: [.less(none, beyond)] + $0.when, lift: beyond + $0.inset) }
        }
        return insets.flatMap { when, inset in
            [ScrollLift(when: when + [.less(beyond + inset, none, strict: false)], lift: none),
             ScrollLift(when: when + [.less(none, beyond + inset)], lift: beyond + inset)]
        }
    }

    /// `scrolling`: the scroll view whose content the view is in, and how far scrolling its
    /// content to the end lifts the view (`scrolledLifts`).
    private func candidate(
        _ item: Int, _ view: ViewDeclaration, in problem: LayoutProblem, clause: String = "", scrolling: (String, [ScrollLift])? = nil
    ) -> Candidate {
        let scrollView = scrolling?.0
        let cases = Self.movedLifts(scrolling?.1 ?? [ScrollLift(when: [], lift: LinearForm(constant: .zero))], by: problem.notifiedViewOrigins)
        let geometry = problem.geometry
        let bounds = geometry.forms(of: .view)
        let horizontal = overlapComparisons(
            starts: [.frame(item, .x), .keyboard(.frameX), bounds[0]],
            ends: [.frame(item, .x) + .frame(item, .width), .keyboard(.frameX) + .keyboard(.frameWidth),
                   bounds[0] + bounds[2]])
        let vertical = { (lift: LinearForm) in
            self.overlapComparisons(
                starts: [.frame(item, .y) - lift, .keyboard(.frameY), bounds[1]],
                ends: [.frame(item, .y) + .frame(item, .height) - lift, .keyboard(.frameY) + .keyboard(.frameHeight), bounds[1] + bounds[3]])
        }
        let alternatives = cases.map { $0.when + vertical($0.lift) }
        // The case the witness shows the view covered in.
        let shownCase = { @Sendable (layout: Assignment) -> ScrollLift? in
            zip(cases, alternatives).first { _, comparisons in (horizontal + comparisons).allSatisfy { $0.holds { layout[$0] } } }?.0
        }
        let lift = { @Sendable (layout: Assignment) -> Rational in shownCase(layout)?.lift.value { layout[$0] } ?? .zero }
        let moved = { @Sendable (layout: Assignment) -> Rational in shownCase(layout)?.moved.value { layout[$0] } ?? .zero }
        let shown = { @Sendable (layout: Assignment) -> Rect in
            let frame = layout.frame(of: item)
            return Rect(x: frame.minX, y: frame.minY - lift(layout), width: frame.width, height: frame.height)
        }
        let overlap = { @Sendable (layout: Assignment) -> Rect? in
            shown(layout).intersection(layout.keyboardFrameInView)?.intersection(geometry.view(in: layout))
        }
        let name = view.name
        return Candidate(
            items: [name], condition: Condition(anyOf: alternatives.map { horizontal + $0 }),
            describe: { layout in
                let scrolled = lift(layout) - moved(layout)
                let scrolling = scrollView.map { scrollView in
                    scrolled.isZero ? " and \(scrollView)'s content does not scroll"
                        : ", even with \(scrollView) scrolled to its end, \(scrolled.decimalString(maximumFractionDigits: 2)) pt"
                } ?? ""
                return "\(name) is under the keyboard\(clause)\(scrolling)\(Self.movedClause(moved(layout))): \(overlap(layout)?.formatted ?? "[]") of its frame "
                    + "\(shown(layout).formatted)\(moved(layout).isZero ? "" : " in the window") is covered"
            },
            overlap: overlap,
            contentsClause: { names in
                "; inside it, \(spokenList(names)) \(names.count == 1 ? "is" : "are") under the keyboard too"
            })
    }

    /// `lifts` with the root view's move added, one case per origin keyboard handlers leave it at
    /// (`NotifiedViewOrigin`): a view moves up as far as the view's origin goes below zero.
    static func movedLifts(_ lifts: [ScrollLift], by origins: [NotifiedViewOrigin]) -> [ScrollLift] {
        guard !origins.isEmpty else { return lifts }
        return origins.flatMap { origin in
            lifts.map { ScrollLift(when: $0.when, lift: $0.lift - origin.origin, moved: -origin.origin) }
        }
    }

    /// How far the witness's keyboard handlers moved the root view, where they did.
    static func movedClause(_ moved: Rational) -> String {
        if moved.isZero { return "" }
        let distance = moved.magnitude.decimalString(maximumFractionDigits: 2)
        return ", with the view moved \(moved > .zero ? "up" : "down") \(distance) pt by its keyboard handlers"
    }

    /// The intervals all overlap with positive length: every start lies before every end.
    private func overlapComparisons(starts: [LinearForm], ends: [LinearForm]) -> [Comparison] {
        starts.flatMap { start in ends.map { Comparison.less(start, $0) } }
    }
}

/// Where a scroll view's content scrolled to its end lifts the views in it by `lift`: where `when`
/// holds. `moved`: the part of `lift` that keyboard handlers moving the root view make.
struct ScrollLift: Sendable {
    var when: [Comparison]
    var lift: LinearForm
    var moved = LinearForm(constant: .zero)
}
