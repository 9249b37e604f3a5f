import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// A view no screen places — a list cell, a supplementary view, a custom view — is analysed on
/// its own, hosted as UIKit hosts its kind (`ComponentHost`): a list item as wide as the window
/// and as tall as its content; any other view at its compressed fitting size. Its `contentView`
/// is the cell itself.
@Suite struct ComponentTests {
    /// A contact row as list apps write it: a 44-pt avatar, the name over the last message, the
    /// labels' column beside the avatar, the row as tall as its content.
    static let contactCell = """
        import UIKit

        final class ContactCell: UICollectionViewCell {
            static let reuseIdentifier = "contact"
            private let avatarView = UIImageView()
            private let nameLabel = UILabel()
            private let messageLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                [avatarView, nameLabel, messageLabel].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview($0)
                }
                nameLabel.font = .preferredFont(forTextStyle: .headline)
                messageLabel.font = .preferredFont(forTextStyle: .subheadline)
                NSLayoutConstraint.activate([
                    avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: .rowInset),
                    avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    avatarView.widthAnchor.constraint(equalToConstant: 44),
                    avatarView.heightAnchor.constraint(equalToConstant: 44),
                    avatarView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
                    nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
                    nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -.rowInset),
                    nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    messageLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                    messageLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
                    messageLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
                    messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        private extension CGFloat {
            static let rowInset: CGFloat = 16
        }
        """

    /// Two 150-pt action buttons side by side, 16 pt from each other and from the row's edges:
    /// 348 pt, which a phone has and the narrowest iPad Split View window (320 pt) has not.
    static let actionsCell = """
        import UIKit

        final class OrderActionsCell: UITableViewCell {
            private let cancelButton = UIButton(type: .system)
            private let payButton = UIButton(type: .system)

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                for button in [cancelButton, payButton] {
                    button.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(button)
                }
                NSLayoutConstraint.activate([
                    cancelButton.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    cancelButton.widthAnchor.constraint(equalToConstant: 150),
                    payButton.leadingAnchor.constraint(equalTo: cancelButton.trailingAnchor, constant: 16),
                    payButton.widthAnchor.constraint(equalToConstant: 150),
                    payButton.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
                    cancelButton.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    cancelButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    payButton.centerYAnchor.constraint(equalTo: cancelButton.centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    static func component(_ name: String, _ source: String) throws -> LayoutSpec {
        let imported = try importFiles(["\(name).swift": source])
        #expect(imported.skipped.isEmpty)
        return try #require(imported.specs.first { $0.name == name })
    }

    static func analyze(_ spec: LayoutSpec, in environments: [String]) throws -> SpecResult {
        try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(environments))
    }

    @Test func aCellIsAListItemWhoseContentViewIsTheCell() throws {
        let spec = try Self.component("ContactCell", Self.contactCell)
        #expect(spec.views.map(\.name) == ["contactCell", "avatarView", "nameLabel", "messageLabel"])
        #expect(spec.constraints.map(\.rule).contains("avatarView.leading == contactCell.leading + 16"))
        #expect(spec.constraints.filter { $0.id.hasPrefix("host.") }.map(\.rule) == [
            "contactCell.leading == view.leading", "contactCell.width <= view.width", "contactCell.width == view.width @999",
            "contactCell.top == safeArea.top", "contactCell.height == 0 @50",
        ])
        #expect(spec.warnings.map(\.message) == [
            "approximated: no screen kbcov read places ContactCell; it is analysed on its own, a collection view item, as wide as the window where its own constraints let it and as tall as its content (UIKit's self-sizing)",
        ])
    }

    @Test func aSelfSizingRowIsCleanInEveryWindow() throws {
        let result = try Self.analyze(try Self.component("ContactCell", Self.contactCell),
                                      in: ["iphone-se/portrait", "iphone-16-pro-max/landscape", "ipad/landscape/split-third-left"])
        #expect(result.states.flatMap(\.findings).isEmpty)
    }

    /// The row's buttons conflict with its width where the window is narrower than 348 pt, with
    /// the keyboard hidden as in every keyboard state: a layout finding of that window only.
    @Test func aRowTooWideForTheNarrowestWindowConflictsThereOnly() throws {
        let result = try Self.analyze(try Self.component("OrderActionsCell", Self.actionsCell),
                                      in: ["iphone-se/portrait", "ipad/landscape/split-third-left"])
        let reachable = result.states.filter(\.state.isReachable)
        let phone = reachable.filter { $0.state.id.hasPrefix("iphone-se/") }
        #expect(!phone.isEmpty && phone.allSatisfy(\.findings.isEmpty))
        let narrow = reachable.filter { $0.state.id.hasPrefix("ipad/landscape/split-third-left/") }
        #expect(narrow.map(\.state.id).contains("ipad/landscape/split-third-left/ltr/hidden/near-bottom"))
        for state in narrow {
            #expect(state.findings.map(\.kind) == [.conflict], "\(state.state.id)")
            #expect(state.findings.first.map { Set($0.constraints).isSuperset(of: ["constraints[1]", "constraints[3]", "host.leading", "host.trailing"]) } == true)
        }
    }

    /// A chip of a horizontal collection that keeps itself at most 240 pt wide: its collection
    /// layout sizes it by its content, so it is no conflict with the window's width; the same
    /// constraint on a table view's cell, which the table makes as wide as itself, is.
    @Test(arguments: [("UICollectionViewCell", false), ("UITableViewCell", true)])
    func aCellThatLimitsItsOwnWidthConflictsOnlyInAList(base: String, conflicts: Bool) throws {
        let source = """
            import UIKit

            final class RecentPlaceCell: \(base) {
                private let titleLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        widthAnchor.constraint(lessThanOrEqualToConstant: 240),
                        titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                        titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """.replacingOccurrences(of: "override init(frame: CGRect) {\n        super.init(frame: frame)",
                                     with: base == "UITableViewCell"
                                        ? "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init(style: style, reuseIdentifier: reuseIdentifier)"
                                        : "override init(frame: CGRect) {\n        super.init(frame: frame)")
        let result = try Self.analyze(try Self.component("RecentPlaceCell", source), in: ["iphone-se/portrait"])
        let kinds = Set(result.states.filter(\.state.isReachable).flatMap(\.findings).map(\.kind))
        #expect(kinds == (conflicts ? [.conflict] : []), "\(result.states.flatMap(\.findings).map(\.message))")
    }
}

