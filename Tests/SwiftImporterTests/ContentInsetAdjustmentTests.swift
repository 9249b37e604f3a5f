import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// How far scrolling a form to its end lifts a field at its bottom follows the scroll view's
/// `contentInsetAdjustmentBehavior`: UIKit adds the bottom safe area to the content inset while the
/// content overflows (`.automatic`, `.scrollableAxes`), always (`.always`) or never (`.never`).
@Suite struct ContentInsetAdjustmentTests {
    /// A note form in a full-height scroll view on an iPhone 16 in portrait (793 pt from the top
    /// of the safe area to the bottom, 34 pt of it the home indicator's): a header of
    /// `headerHeight` and a 44 pt note field under it.
    static func noteForm(headerHeight: Int, behavior: String?, bounces: Bool = false) -> String {
        let setting = (behavior.map { "scrollView.contentInsetAdjustmentBehavior = .\($0)\n" } ?? "")
            + (bounces ? "scrollView.alwaysBounceVertical = true" : "")
        return """
            import UIKit

            final class NoteViewController: UIViewController {
                private let scrollView = UIScrollView()
                private let stackView = UIStackView()
                private let headerView = UIView()
                private let noteField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(setting)
                    stackView.axis = .vertical
                    view.addSubview(scrollView)
                    scrollView.addSubview(stackView)
                    stackView.addArrangedSubview(headerView)
                    stackView.addArrangedSubview(noteField)
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    stackView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                        stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                        stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                        stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                        stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                        headerView.heightAnchor.constraint(equalToConstant: \(headerHeight)),
                        noteField.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """
    }

    /// The note field's `covered` finding with the docked keyboard, if any.
    static func coveredNoteField(headerHeight: Int, behavior: String?, bounces: Bool = false) throws -> Finding? {
        let spec = try importSwift(noteForm(headerHeight: headerHeight, behavior: behavior, bounces: bounces))
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/docked/near-bottom" })
        return docked.findings.first { $0.kind == .covered && $0.items == ["noteField"] }
    }

    @Test func theSettingIsReadFromCode() throws {
        let spec = try importSwift(Self.noteForm(headerHeight: 800, behavior: "never"))
        #expect(spec.views.first { $0.name == "scrollView" }?.contentInsetAdjustment == .never)
        #expect(spec.views.first { $0.name == "noteField" }?.contentInsetAdjustment == .automatic)
        #expect(try importSwift(Self.noteForm(headerHeight: 800, behavior: nil, bounces: true)).views.first { $0.name == "scrollView" }?.alwaysBounceVertical == true)
        #expect(try importSwift(Self.noteForm(headerHeight: 800, behavior: nil)).views.allSatisfy { $0.contentInsetAdjustment == .automatic })
    }

    /// 844 pt of content in a 793 pt scroll view: 51 pt past its bottom, and the 34 pt safe area
    /// UIKit adds to the content inset by default, unless the app turns the adjustment off.
    @Test(arguments: [(nil, "85 pt"), ("scrollableAxes", "85 pt"), ("always", "85 pt"), ("never", "51 pt")] as [(String?, String)])
    func overflowingContentScrollsPastTheSafeAreaUnlessTurnedOff(behavior: String?, lift: String) throws {
        let covered = try #require(try Self.coveredNoteField(headerHeight: 800, behavior: behavior))
        #expect(covered.message.contains("even with scrollView scrolled to its end, \(lift)"), "\(covered.message)")
    }

    /// 770 pt of content in the 793 pt scroll view does not scroll, unless the 34 pt of the safe
    /// area are added, which makes it scroll 11 pt: with `.always`, or with `alwaysBounceVertical`
    /// unless the adjustment is off.
    @Test(arguments: [(nil, false, nil), ("never", false, nil), ("always", false, "11 pt"), (nil, true, "11 pt"), ("never", true, nil)]
          as [(String?, Bool, String?)])
    func contentThatFitsScrollsOnlyWithTheSafeAreaAdded(behavior: String?, bounces: Bool, lift: String?) throws {
        let covered = try #require(try Self.coveredNoteField(headerHeight: 726, behavior: behavior, bounces: bounces))
        let expected = lift.map { "even with scrollView scrolled to its end, \($0)" } ?? "and scrollView's content does not scroll"
        #expect(covered.message.contains(expected), "\(covered.message)")
    }

    @Test func aBehaviorDecidedAtRunTimeKeepsTheDefaultWithAWarning() throws {
        let decided = "UserDefaults.standard.bool(forKey: \"fullBleed\") ? .never : .automatic"
        let source = Self.noteForm(headerHeight: 800, behavior: nil)
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        scrollView.contentInsetAdjustmentBehavior = \(decided)")
        let spec = try importSwift(source)
        #expect(spec.views.first { $0.name == "scrollView" }?.contentInsetAdjustment == .automatic)
        #expect(spec.warnings.contains { $0.message.contains("the contentInsetAdjustmentBehavior '\(decided)'; expected one of .automatic, .scrollableAxes, .never, .always") })
    }
}
