import Foundation
import KbcovTestSupport
import Testing

/// A screen that turns only to portrait on iPhone is analysed there in portrait only: its
/// landscape findings are states UIKit never shows.
@Suite struct OrientationCLITests {
    /// A sign-in form whose button rides on the keyboard; in landscape the docked keyboard leaves
    /// too little room under the logo and the fields.
    static func signIn(orientations: String) -> String {
        """
        import UIKit

        final class SignInViewController: UIViewController {
            private let logoView = UIView()
            private let emailField = UITextField()
            private let passwordField = UITextField()
            private let signInButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                emailField.borderStyle = .roundedRect
                passwordField.borderStyle = .roundedRect
                signInButton.setTitle("Sign In", for: .normal)
                for subview in [logoView, emailField, passwordField, signInButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                    logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    logoView.widthAnchor.constraint(equalToConstant: 120),
                    logoView.heightAnchor.constraint(equalToConstant: 120),
                    emailField.topAnchor.constraint(equalTo: logoView.bottomAnchor, constant: 24),
                    emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
                    passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                    passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
                    signInButton.topAnchor.constraint(greaterThanOrEqualTo: passwordField.bottomAnchor, constant: 16),
                    signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    signInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
                ])
            }
        \(orientations)
        }
        """
    }

    static let portraitOnly = """
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                .portrait
            }
        """

    @Test func landscapeStatesOfAPortraitScreenAreNotItsFindings() throws {
        let turning = try CLI.temporarySpec(Self.signIn(orientations: ""), name: "SignInViewController.swift")
        let everyWay = try CLI.run(["check", turning, "--environments", "iphone-se", "--no-cache"])
        #expect(everyWay.exitCode == 1)
        #expect(everyWay.output.contains("iphone-se/landscape/full/ltr/docked/near-bottom"), "\(everyWay.output)")
        #expect(!everyWay.output.contains("iphone-se/portrait/full/ltr/docked"))

        let portrait = try CLI.temporarySpec(Self.signIn(orientations: Self.portraitOnly), name: "SignInViewController.swift")
        let locked = try CLI.run(["check", portrait, "--environments", "iphone-se", "--no-cache"])
        #expect(locked.exitCode == 0, "\(locked.output)")
        #expect(!locked.output.contains("iphone-se/landscape"))
        #expect(locked.output.contains("\(portrait):35:9: warning: SignInViewController turns only to portrait on iPhone (its supportedInterfaceOrientations), as UIKit shows it when it is the root or a full-screen screen: kbcov analyses it on iPhone in portrait only"))
    }

    @Test func anIPadTurnsEveryWayWhateverTheScreenSays() throws {
        let portrait = try CLI.temporarySpec(Self.signIn(orientations: Self.portraitOnly), name: "SignInViewController.swift")
        let result = try CLI.run(["check", portrait, "--environments", "ipad-mini/landscape/full", "--no-cache", "--format", "json"])
        #expect(result.output.contains("\"ipad-mini/landscape/full/ltr/docked/near-bottom\""))
    }

    @Test func aSpecSaysItsOrientationsInYAML() throws {
        let spec = try CLI.temporarySpec("""
            kbcov: 1
            name: Passcode
            views:
              keypad: { intrinsicSize: { width: 300, height: 320 } }
            constraints:
              - keypad.centerX == view.centerX
              - keypad.bottom == keyboard.top - 8
              - keypad.top >= safeArea.top
            supportedOrientations: { iphone: [portrait] }
            """)
        let result = try CLI.run(["check", spec, "--environments", "iphone-se", "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(!result.output.contains("iphone-se/landscape"))
        #expect(result.output.contains("\"iphone-se/portrait/full/ltr/docked/near-bottom\""))

        let wrong = try CLI.temporarySpec("""
            kbcov: 1
            name: Passcode
            views:
              keypad: {}
            constraints:
              - keypad.top == safeArea.top
            supportedOrientations: { iphone: [sideways] }
            """)
        let refused = try CLI.run(["validate", wrong])
        #expect(refused.exitCode == 2)
        #expect(refused.errors.contains("\(wrong):7:35: error: expected one of portrait, landscape; found 'sideways'"), "\(refused.errors)")
    }

    /// An app's Info.plist as Xcode writes it: portrait only on iPhone, every way on iPad.
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Wallet</string>
        \t<key>UISupportedInterfaceOrientations~iphone</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        </dict>
        </plist>
        """

    static let appDelegate = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var allowsLandscape = false

            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                allowsLandscape ? .allButUpsideDown : .portrait
            }
        }
        """

    /// The app's Info.plist beside its code, or in a resources folder of an Xcode project (a test
    /// bundle's, which lists other orientations, is not the app's).
    @Test(arguments: [
        ["Wallet/Info.plist"],
        ["Wallet/Resources/Wallet-Info.plist", "Wallet.xcodeproj/project.pbxproj", "WalletTests/Info.plist"],
    ])
    func anAppLockedToPortraitInItsInfoPlistIsAnalysedInPortrait(files: [String]) throws {
        var contents = ["Wallet/Screens/SignIn/SignInViewController.swift": Self.signIn(orientations: "")]
        for file in files {
            contents[file] = file.hasPrefix("Wallet/") ? Self.infoPlist
                : file.hasPrefix("WalletTests/") ? Self.infoPlist.replacingOccurrences(of: "Portrait</string>", with: "LandscapeLeft</string>")
                : "// !$*UTF8*$!\n"
        }
        let folder = try temporaryFolder(contents)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", "Wallet", "--environments", "iphone-se", "--no-cache"], in: folder)
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(!result.output.contains("iphone-se/landscape"))
        let warning = "\(files[0]):7:2: warning: the app turns only to portrait on iPhone (its Info.plist's supported interface orientations), and so does SignInViewController: kbcov analyses it on iPhone in portrait only"
        #expect(result.output.contains(warning), "\(result.output)")
    }

    /// Xcode 13 and later write the generated Info.plist's list as a build setting, once per
    /// build configuration.
    @Test func theProjectsBuildSettingsSayItToo() throws {
        let setting = "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "
        let project = """
            // !$*UTF8*$!
            {
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
            \(setting)UIInterfaceOrientationPortrait;
            \t\t\t};
            \t\t\tbuildSettings = {
            \(setting)"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
            \t\t\t};
            }
            """
        let folder = try temporaryFolder([
            "Wallet.xcodeproj/project.pbxproj": project,
            "Wallet/Screens/SignIn/SignInViewController.swift": Self.signIn(orientations: ""),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", "Wallet", "--environments", "iphone-se", "--no-cache"], in: folder)
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.contains("Wallet.xcodeproj/project.pbxproj:5:5: warning: the app turns only to portrait on iPhone"), "\(result.output)")
    }

    /// A watch app lists portrait only; the iPhone app, whose Info.plist lists nothing, turns
    /// both ways.
    @Test func aWatchAppsListIsNotTheIPhoneApps() throws {
        let watch = Self.infoPlist.replacingOccurrences(of: "<key>UISupportedInterfaceOrientations~iphone</key>", with: "<key>UISupportedInterfaceOrientations</key>")
            .replacingOccurrences(of: "\t<key>CFBundleDisplayName</key>", with: "\t<key>WKApplication</key>\n\t<true/>\n\t<key>CFBundleDisplayName</key>")
        let folder = try temporaryFolder([
            "Wallet Watch App/Info.plist": watch,
            "Wallet.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;\n",
            "Wallet/Screens/SignIn/SignInViewController.swift": Self.signIn(orientations: ""),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", "Wallet", "--environments", "iphone-se", "--no-cache"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.output.contains("iphone-se/landscape/full/ltr/docked/near-bottom"), "\(result.output)")
    }

    @Test func anAppDelegateThatDecidesLeavesEveryOrientation() throws {
        let folder = try temporaryFolder([
            "Wallet/Info.plist": Self.infoPlist,
            "Wallet/AppDelegate.swift": Self.appDelegate,
            "Wallet/Screens/SignIn/SignInViewController.swift": Self.signIn(orientations: ""),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", "Wallet", "--environments", "iphone-se", "--no-cache"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.output.contains("iphone-se/landscape/full/ltr/docked/near-bottom"), "\(result.output)")
        #expect(!result.output.contains("Info.plist"))
    }
}
