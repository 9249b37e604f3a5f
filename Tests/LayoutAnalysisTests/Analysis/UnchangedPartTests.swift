import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutSpec
@testable import LayoutAnalysis
import Testing
import UIKitLayout
import Z3

/// A screen at three text sizes: a centred title whose height is its font's line there and whose
/// text can be any width, a photo below it that gives way to the docked keyboard, and a compose
/// bar pinned to the safe area's bottom (the classic bug: the keyboard covers it). Only the
/// title's height row changes between the sizes; the bar shares no row with it, and the title's
/// horizontal rows none with its height. The bar's findings are taken from the size before, and
/// from the third size on so is the title's (it leaves the screen only sideways, when its text is
/// wider than the view), with their witnesses' title and photo laid out at the new size: every
/// size answers as it does alone.
@Suite struct UnchangedPartTests {
    /// The spec at a text size where the title is `titleHeight` high, lowered as `check` lowers it.
    static func screen(titleHeight: Int) throws -> LayoutSpec {
        UIKitLowering.lowered(try load(yaml(titleHeight: titleHeight)))
    }

    static func yaml(titleHeight: Int) -> String {
        """
        kbcov: 1
        name: Title, photo and compose bar
        keyboardGuide:
          followsUndockedKeyboard: true
        views:
          titleLabel: { class: UILabel, intrinsicSize: { height: \(titleHeight) } }
          photo:
            class: UIImageView
            intrinsicSize: { width: 200, height: 200 }
            compressionResistance: { horizontal: 250, vertical: 250 }
          composeBar: { class: UIView, keepVisible: true }
        constraints:
          - { id: titleTop, rule: titleLabel.top == safeArea.top + 8 }
          - { id: titleCenterX, rule: titleLabel.centerX == view.centerX }
          - { id: photoTop, rule: photo.top == titleLabel.bottom + 8 }
          - { id: photoCenterX, rule: photo.centerX == view.centerX }
          - { id: photoAspect, rule: photo.width == photo.height }
          - { id: barLeading, rule: composeBar.leading == view.leading }
          - { id: barTrailing, rule: composeBar.trailing == view.trailing }
          - { id: barHeight, rule: composeBar.height == 52 }
          - { id: barBottom, rule: composeBar.bottom == safeArea.bottom }
        tracked:
          - near: [bottom]
            constraints:
              - { id: photoAboveKeyboard, rule: keyboard.top >= photo.bottom + 8 }
        """
    }

    let environments = ["iphone-se/landscape/full/ltr", "ipad-mini/portrait/full/rtl"]

    private func sized(_ textSize: ContentSizeCategory) throws -> [Environment] {
        try resolve(environments).map { environment in
            var environment = environment
            environment.textSize = textSize
            return environment
        }
    }

    @Test func theTitlesPartChangesAndTheBarsDoesNot() throws {
        let huge = try Self.screen(titleHeight: 80)
        let environment = try sized(.large)[0]
        let before = EnvironmentPlan(spec: try Self.screen(titleHeight: 34), environment: environment)
        let now = EnvironmentPlan(spec: huge, environment: environment)
        #expect(before.groups.count == now.groups.count)
        for (old, new) in zip(before.groups, now.groups) {
            let seed = TextSizeSeeds.GroupSeed(members: old.members, problem: old.problem, detections: old.members.map { _ in [] })
            let part = try #require(UnchangedPart(seed, of: new, in: huge))
            #expect(part.items == ["composeBar"])
            #expect(Set(part.changed.compactMap { $0.item.map { new.problem.items[$0] } }) == ["titleLabel", "photo"])
            let title = try #require(new.problem.items.firstIndex(of: "titleLabel"))
            #expect(part.changedVariables.isSuperset(of: [.frame(item: title, .y), .frame(item: title, .height)]))
            #expect(part.changedVariables.isDisjoint(with: [.frame(item: title, .x), .frame(item: title, .width)]), "the title's width rows are the same")

            let conflict = Detection(kind: .conflict, items: [], constraints: ["barBottom"], statement: .text("conflict"), location: nil, position: nil)
            let conflicted = TextSizeSeeds.GroupSeed(members: old.members, problem: old.problem, detections: old.members.map { _ in [conflict] })
            #expect(UnchangedPart(conflicted, of: new, in: huge) == nil, "a conflict at the size before: nothing is taken")
        }
    }

    /// The changed part solved on its own rows, every other frame pinned, has the whole problem's
    /// canonical layout there; and the layout at the size before, shifted to this size's figures,
    /// is that layout already (the claim that spares the solver a search).
    @Test func theChangedPartResolvesAloneAsInTheWhole() throws {
        let environment = try sized(.ax5)[0]
        let huge = try Self.screen(titleHeight: 80)
        let before = EnvironmentPlan(spec: try Self.screen(titleHeight: 34), environment: environment)
        let now = EnvironmentPlan(spec: huge, environment: environment)
        let context = try Context()
        var photoGaveWay = false
        for (old, new) in zip(before.groups, now.groups) {
            let seed = TextSizeSeeds.GroupSeed(members: old.members, problem: old.problem, detections: old.members.map { _ in [] })
            let part = try #require(UnchangedPart(seed, of: new, in: huge))
            let whole = ConcreteSolver(problem: new.problem, context: context, limits: .none)
            let wholeBefore = ConcreteSolver(problem: old.problem, context: context, limits: .none)
            let alone = ConcreteSolver(problem: part.changedProblem, context: context, limits: .none)
            for (keyboardTop, titleWidth) in [(Rational(200), Rational(120)), (260, 500), (375, 40)] {
                var position: [Variable: Rational] = [.keyboard(.guideY): keyboardTop, .keyboard(.frameY): keyboardTop, .keyboard(.guideWidth): 667]
                for parameter in new.problem.contentParameters { position[parameter.variable] = titleWidth }
                let layout = try Self.canonical(whole, at: position)
                let partLayout = try Self.canonical(alone, at: position, pinning: part.unchangedFrames)
                #expect(part.changed.map { partLayout[$0] } == part.changed.map { layout[$0] }, "keyboard top \(keyboardTop)")
                let large = try Self.canonical(wholeBefore, at: position)
                let shifted = try #require(part.shifted(large))
                #expect(part.changed.map { shifted[$0] } == part.changed.map { layout[$0] }, "keyboard top \(keyboardTop)")
                let photo = try #require(new.problem.items.firstIndex(of: "photo"))
                photoGaveWay = photoGaveWay || large.frame(of: photo).height != layout.frame(of: photo).height
            }
        }
        #expect(photoGaveWay, "somewhere the photo is shorter at AX5: the shift moves more than the title")
    }

    static func canonical(_ solver: ConcreteSolver, at position: [Variable: Rational], pinning pinned: [Variable] = []) throws -> Assignment {
        guard case .decided(let costs?) = try solver.optimalCosts(at: position),
              case .decided(let canonical?) = try solver.canonicalLayout(optimalCosts: costs, pinned: pinned, at: position)
        else { throw AnalysisFailure(description: "no resolved layout at \(position)") }
        return canonical.layout
    }

    @Test func eachSizeAnswersAsItDoesAlone() throws {
        var options = AnalysisOptions()
        options.textSizeSeeds = TextSizeSeeds()
        var seeded: [SpecResult] = []
        var alone: [SpecResult] = []
        for (textSize, titleHeight) in [(ContentSizeCategory.large, 34), (.xLarge, 57), (.ax5, 80)] {
            let spec = try Self.screen(titleHeight: titleHeight)
            seeded.append(try Analyzer.analyze(spec, in: try sized(textSize), options: options))
            alone.append(try Analyzer.analyze(spec, in: try sized(textSize)))
            #expect(seeded.last?.states == alone.last?.states, "\(textSize)")
        }
        #expect(seeded[1].statistics.solverCalls < alone[1].statistics.solverCalls, "the bar's findings are not searched for again")
        #expect(seeded[2].statistics.solverCalls < seeded[1].statistics.solverCalls, "nor, from the third size, the title's")

        let docked = "iphone-se/landscape/full/ltr@ax5/docked/near-bottom"
        let covered = try #require(seeded[2].findings(.covered, in: docked).first { $0.items == ["composeBar"] })
        let title = try #require(covered.witness?.frames["titleLabel"])
        #expect(title.height == 80, "the title as laid out at this size")
        let offscreen = try #require(seeded[2].findings(.offscreen, in: docked).first { $0.items == ["titleLabel"] })
        #expect(offscreen.witness?.frames["titleLabel"]?.height == 80)
        #expect(offscreen.witness?.contentStarts["titleLabel.width"]?.value == 667, "wider than the view")
        let (photo, keyboard) = (try #require(covered.witness?.frames["photo"]), try #require(covered.witness?.keyboardFrame))
        #expect(photo.maxY + 8 <= keyboard.minY, "the photo gives way to the keyboard at this size")
    }
}
