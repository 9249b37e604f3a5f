import Foundation
import KbcovTestSupport
import Testing

/// Dynamic Type × keyboard: which text size, with which keyboard state, breaks a screen.
@Suite struct TextSizeTests {
    /// A login form as an app writes it: a label and fields in a stack under the top of the safe
    /// area, the button below them, kept above the keyboard layout guide where there is room, every
    /// font a text style that follows the text size. On the iPhone SE in landscape the docked
    /// keyboard's top is 175 pt down: at Large the button ends at 167.9 (16 + 17.9 + 34 + 8 + 34 +
    /// 16 + 34 + … as `TextHeights` sizes them), at xLarge at 177.5 — under the keyboard.
    static let loginForm = """
        import UIKit

        final class LoginViewController: UIViewController {
            private let emailLabel = UILabel()
            private let emailField = UITextField()
            private let passwordField = UITextField()
            private let loginButton = UIButton(type: .system) // kbcov: loginButton keepVisible

            override func viewDidLoad() {
                super.viewDidLoad()
                emailLabel.text = "Email"
                emailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                emailLabel.adjustsFontForContentSizeCategory = true
                emailField.placeholder = "name@example.com"
                emailField.borderStyle = .roundedRect
                emailField.font = UIFont.preferredFont(forTextStyle: .body)
                emailField.adjustsFontForContentSizeCategory = true
                passwordField.placeholder = "Password"
                passwordField.borderStyle = .roundedRect
                passwordField.isSecureTextEntry = true
                passwordField.font = UIFont.preferredFont(forTextStyle: .body)
                passwordField.adjustsFontForContentSizeCategory = true
                loginButton.setTitle("Log in", for: .normal)
                loginButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
                loginButton.titleLabel?.adjustsFontForContentSizeCategory = true

                let form = UIStackView(arrangedSubviews: [emailLabel, emailField, passwordField])
                form.axis = .vertical
                form.spacing = 8
                form.translatesAutoresizingMaskIntoConstraints = false
                loginButton.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(form)
                view.addSubview(loginButton)

                // Above the keyboard where there is room; below the form always.
                let aboveKeyboard = loginButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16)
                aboveKeyboard.priority = .defaultLow
                NSLayoutConstraint.activate([
                    form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    loginButton.topAnchor.constraint(greaterThanOrEqualTo: form.bottomAnchor, constant: 16),
                    loginButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    loginButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    aboveKeyboard,
                ])
            }
        }
        """

    /// The same form with fixed-size fonts, a little larger than Large's: it does not follow the
    /// text size, and its button is under the docked keyboard in landscape at every one.
    static var fixedFontForm: String {
        loginForm
            .replacingOccurrences(of: "UIFont.preferredFont(forTextStyle: .subheadline)", with: "UIFont.systemFont(ofSize: 15)")
            .replacingOccurrences(of: "UIFont.preferredFont(forTextStyle: .body)", with: "UIFont.systemFont(ofSize: 20)")
            .replacingOccurrences(of: "UIFont.preferredFont(forTextStyle: .headline)", with: "UIFont.boldSystemFont(ofSize: 20)")
    }

    static let smallIPhone = ["--environments", "iphone-se"]

    @Test func loginFormIsCleanAtLarge() throws {
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let result = try CLI.run(["check", path, "--text-sizes", "large", "--no-cache"] + Self.smallIPhone)
        #expect(result.exitCode == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("8 states, 8 reachable, 8 clean"))
        #expect(result.output.contains("@large/docked") == false, "clean states are not listed")
    }

    @Test func theButtonMeetsTheDockedKeyboardFromOneTextSize() throws {
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let result = try CLI.run(["why", path, "--item", "loginButton", "--text-sizes", "all"] + Self.smallIPhone)
        #expect(result.exitCode == 1, "\(result.errors)")
        #expect(result.output.contains("  iphone-se/landscape/full/ltr@xlarge/docked/near-bottom\n"), "\(result.output)")
        #expect(!result.output.contains("@large/docked"))
        #expect(!result.output.contains("/portrait/"))
        #expect(result.output.contains(
            "by text size:\n  covered loginButton from xLarge with the docked keyboard in iphone-se/landscape/full/ltr/docked/near-bottom; not at Large or below\n"),
            "\(result.output)")
    }

    @Test func aStateIdWithATextSizeIsExplainedAtIt() throws {
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let covered = try CLI.run(["why", path, "--state", "iphone-se/landscape/full/ltr@ax3/docked/near-bottom"])
        #expect(covered.exitCode == 1, "\(covered.output)\(covered.errors)")
        #expect(covered.output.contains("covered loginButton"))
        let clean = try CLI.run(["why", path, "--state", "iphone-se/landscape/full/ltr@large/docked/near-bottom"])
        #expect(clean.exitCode == 0, "\(clean.output)\(clean.errors)")
    }

    @Test func aFixedFontIsTheSameAtEveryTextSize() throws {
        let path = try CLI.temporarySpec(Self.fixedFontForm, name: "LoginViewController.swift")
        let result = try CLI.run(["check", path, "--text-sizes", "all", "--no-cache", "--format", "json"] + Self.smallIPhone)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let specs = try #require(document["specs"] as? [[String: Any]])
        let states = try #require(specs.first?["states"] as? [[String: Any]])
        #expect(states.count == 12 * 8, "hidden and docked, portrait and landscape, both directions, at 12 sizes")
        var findingsBySize: [String: [String]] = [:]
        for state in states {
            let id = try #require(state["id"] as? String)
            let size = try #require((state["environment"] as? [String: Any])?["textSize"] as? String)
            let findings = (state["findings"] as? [[String: Any]] ?? []).map { finding in
                "\(id.replacingOccurrences(of: "@" + size, with: "")) \(finding["kind"] as? String ?? "") [\((finding["items"] as? [String] ?? []).joined(separator: ", "))]"
            }
            findingsBySize[size, default: []] += findings
        }
        #expect(findingsBySize.count == 12)
        #expect(Set(findingsBySize.values.map { $0.sorted() }).count == 1, "\(findingsBySize)")
        #expect(findingsBySize["xsmall"]?.contains("iphone-se/landscape/full/ltr/docked/near-bottom covered [loginButton]") == true,
                "\(findingsBySize["xsmall"] ?? [])")
    }

    /// Text sizes are analysed one after another, each trying first where the findings of each
    /// state started at the size before and taking the findings of the edit view, which shares no
    /// row with the title, from there (`TextSizeSeeds`): every size still answers exactly as it
    /// does alone, content starts and witnesses included, the title in the edit view's witnesses
    /// as high as at its own size.
    @Test func eachTextSizeAnswersAsItDoesAlone() throws {
        let arguments = ["check", "specs/swift/EditViewController.swift", "--environments", "ipad-mini/landscape/full/ltr", "--no-cache", "--format", "json"]
        let states = { (output: String) throws -> [[String: Any]] in
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return try #require((document["specs"] as? [[String: Any]])?.first?["states"] as? [[String: Any]])
        }
        let together = try states(try CLI.run(arguments + ["--text-sizes", "xsmall,ax5"]).output)
        #expect(together.count == 2 * 20)
        for size in ["xsmall", "ax5"] {
            let alone = try states(try CLI.run(arguments + ["--text-sizes", size]).output)
            let sized = together.filter { ($0["environment"] as? [String: Any])?["textSize"] as? String == size }
            #expect(sized.contains { ($0["findings"] as? [[String: Any]])?.contains { ($0["witness"] as? [String: Any])?["contentStarts"] != nil } == true })
            #expect(NSArray(array: sized).isEqual(to: alone), "\(size)")
        }
        let titleHeights = together.compactMap { state -> String? in
            guard (state["id"] as? String)?.hasSuffix("/docked/near-bottom") == true,
                  let finding = (state["findings"] as? [[String: Any]])?.first(where: { $0["items"] as? [String] == ["editView"] }),
                  let title = ((finding["witness"] as? [String: Any])?["frames"] as? [String: Any])?["titleLabel"] as? [Double] else { return nil }
            return "\(title[3])"
        }
        #expect(Set(titleHeights).count == 2, "\(titleHeights)")
    }

    @Test func aReportWithTextSizesValidatesAndReadsBack() throws {
        let validator = try #require(SchemaTests.validator)
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let arguments = ["check", path, "--text-sizes", "large...xlarge", "--no-cache", "--environments", "iphone-se/landscape"]
        let json = try CLI.run(arguments + ["--format", "json"])
        #expect(try validator.problems(of: Data(json.output.utf8), against: "kbcov-report-1.schema.json") == [])
        #expect(json.output.contains("\"textSize\": \"xlarge\""))
        let saved = TemporaryFiles.url("text-sizes", extension: "json")
        defer { try? FileManager.default.removeItem(at: saved) }
        try Data(json.output.utf8).write(to: saved)
        let fromJSON = try CLI.run(["check", "--from", saved.path])
        let direct = try CLI.run(arguments)
        #expect(fromJSON.output == direct.output)
        #expect(direct.output.contains("from which text size:\n    covered loginButton from xLarge"))
    }

    @Test func withoutTextSizesTheIdsHaveNone() throws {
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let result = try CLI.run(["why", path, "--item", "loginButton", "--text-sizes", "default"] + Self.smallIPhone)
        #expect(!result.output.contains("@"))
        #expect(!result.output.contains("by text size"))
    }

    @Test func badTextSizesAreUsageErrors() throws {
        let path = try CLI.temporarySpec(Self.loginForm, name: "LoginViewController.swift")
        let result = try CLI.run(["check", path, "--text-sizes", "large,huge"])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("found 'huge'"))
    }
}
