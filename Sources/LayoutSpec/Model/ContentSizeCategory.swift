import Foundation

/// The text size a person picks in Settings (Display & Text Size, and Accessibility's Larger Text):
/// UIKit's `UIContentSizeCategory`, from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`, in
/// the order the slider shows them. Large is the default.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

    public static let `default` = ContentSizeCategory.large

    /// As state ids, the command line and `.kbcov.yml` write it: `xsmall`, `large`, `ax3`.
    public var id: String { rawValue.lowercased() }

    /// As Apple's Human Interface Guidelines name it: `xSmall`, `Large`, `AX3`.
    public var name: String {
        switch self {
        case .ax1, .ax2, .ax3, .ax4, .ax5: return rawValue.uppercased()
        case .small, .medium, .large: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        default: return rawValue
        }
    }

    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// `large`, `xxxLarge`, `AX3`: a category's id or name, in any case.
    public init?(id: String) {
        guard let found = Self.allCases.first(where: { $0.id == id.lowercased() }) else { return nil }
        self = found
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The categories a list names: `large,ax3`, a range `large...ax5`, `all`; `nil` with what was
    /// expected when a name is not a category. `default` is no category: the analysis as without
    /// text sizes, one size and the ids without a category.
    public static func parse(_ text: String) -> Result<[ContentSizeCategory]?, TextSizeListError> {
        var chosen: [ContentSizeCategory] = []
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch entry.lowercased() {
            case "default": continue
            case "all": chosen += allCases
            default:
                let ends = entry.components(separatedBy: "...")
                let parsed = ends.map { ContentSizeCategory(id: $0) }
                guard (1...2).contains(ends.count), let first = parsed.first ?? nil, let last = parsed.last ?? nil, first <= last else {
                    return .failure(TextSizeListError(entry: entry))
                }
                chosen += allCases.filter { $0 >= first && $0 <= last }
            }
        }
        let distinct = allCases.filter(chosen.contains)
        return .success(distinct.isEmpty ? nil : distinct)
    }
}

/// A text-size list entry that names no category.
public struct TextSizeListError: Error, Hashable, Sendable {
    public var entry: String

    public var message: String {
        "expected text sizes as a list of \(ContentSizeCategory.allCases.map(\.id).joined(separator: ", ")), a range such as large...ax5, all or default; found '\(entry)'"
    }
}
