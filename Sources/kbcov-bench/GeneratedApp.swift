import Foundation
import KbcovTestSupport

/// An app of `screens` view controllers written as UIKit apps are: a design-system file of
/// spacings, `HelperApp`'s extension that pins a bar above the keyboard, and four kinds of screen in
/// turn — a sign-up form in a stack view, a composer whose bar the helper pins, a profile with a
/// symbol image and labels in a stack, and a settings screen that pins its button to the safe
/// area — each with its own number of fields or rows, so no two screens are the same problem.
enum GeneratedApp {
    /// Writes the app into a new temporary folder and returns it.
    static func write(screens: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbcov-bench-app-\(UUID().uuidString)")
        var files = ["App/DesignSystem/Spacing.swift": spacing, "App/DesignSystem/UIView+Keyboard.swift": HelperApp.helpers]
        for index in 0..<screens {
            let (name, text) = screen(index)
            files["App/Screens/\(name).swift"] = text
        }
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder.appendingPathComponent("App")
    }

    static let spacing = """
        import UIKit

        enum Spacing {
            static let tight: CGFloat = 8
            static let regular: CGFloat = 16
            static let section: CGFloat = 24
        }
        """

    private static func screen(_ index: Int) -> (name: String, text: String) {
        let count = 2 + index % 5
        switch index % 4 {
        case 0: return form(index, fields: count)
        case 1: return composer(index, spacing: 2 * count)
        case 2: return profile(index, rows: count)
        default: return settings(index, inset: 12 + 4 * count)
        }
    }

    private static func form(_ index: Int, fields: Int) -> (String, String) {
        let name = "SignUp\(index)ViewController"
        let declarations = (0..<fields).map { "    private let field\($0) = UITextField()" }.joined(separator: "\n")
        let arranged = (0..<fields).map { "field\($0)" }.joined(separator: ", ")
        return (name, """
            import UIKit

            final class \(name): UIViewController {
                private let form = UIStackView()
            \(declarations)
                private let submitButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    form.axis = .vertical
                    form.spacing = Spacing.tight
                    [\(arranged)].forEach(form.addArrangedSubview)
                    view.addSubview(form)
                    view.addSubview(submitButton)
                    [form, submitButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    NSLayoutConstraint.activate([
                        form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Spacing.section),
                        form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        submitButton.topAnchor.constraint(greaterThanOrEqualTo: form.bottomAnchor, constant: Spacing.regular),
                        submitButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        submitButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -Spacing.regular),
                    ])
                }
            }
            """)
    }

    private static func composer(_ index: Int, spacing: Int) -> (String, String) {
        let name = "Composer\(index)ViewController"
        return (name, """
            import UIKit

            final class \(name): UIViewController {
                private let messages = UITableView()
                private let inputBar = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(messages)
                    view.addSubview(inputBar)
                    inputBar.pinAboveKeyboard(of: self, spacing: \(spacing))
                    messages.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        messages.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
                    ])
                }
            }
            """)
    }

    private static func profile(_ index: Int, rows: Int) -> (String, String) {
        let name = "Profile\(index)ViewController"
        let declarations = (0..<rows).map { "    private let detail\($0) = UILabel()" }.joined(separator: "\n")
        let arranged = (["avatar"] + (0..<rows).map { "detail\($0)" }).joined(separator: ", ")
        return (name, """
            import UIKit

            final class \(name): UIViewController {
                private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
                private let details = UIStackView()
            \(declarations)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    details.axis = .vertical
                    details.alignment = .center
                    details.spacing = Spacing.regular
                    [\(arranged)].forEach(details.addArrangedSubview)
                    view.addSubview(details)
                    details.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        details.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Spacing.section),
                        details.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        details.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        details.bottomAnchor.constraint(lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor),
                    ])
                }
            }
            """)
    }

    private static func settings(_ index: Int, inset: Int) -> (String, String) {
        let name = "Settings\(index)ViewController"
        return (name, """
            import UIKit

            final class \(name): UIViewController {
                private let titleLabel = UILabel()
                private let saveButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    view.addSubview(saveButton)
                    [titleLabel, saveButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Spacing.regular),
                        titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -\(inset)),
                    ])
                }
            }
            """)
    }
}
