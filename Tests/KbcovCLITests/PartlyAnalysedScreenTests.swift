import Foundation
import Testing

/// A screen whose layout is clean but whose keyboard handler kbcov could not model is never
/// clean: `check` lists it as partly analysed, naming the handler, and exits 1.
@Suite struct PartlyAnalysedScreenTests {
    static let screen = """
        import UIKit

        final class NotesViewController: UIViewController {
            private let textView = UITextView()

            override func viewDidLoad() {
                super.viewDidLoad()
                textView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(textView)
                NSLayoutConstraint.activate([
                    textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                       name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }

            @objc private func keyboardWillChangeFrame(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                textView.contentInset.bottom = max(0, frame.height - view.safeAreaInsets.bottom)
            }
        }
        """

    @Test func checkListsTheHandlerAndExitsOne() throws {
        let path = try CLI.temporarySpec(Self.screen, name: "NotesViewController.swift")
        let result = try CLI.run(["check", path, "--environments", "iphone-16/portrait"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("no findings, 1 screen partly analysed"))
        #expect(result.output.contains("partly analysed: keyboard handler 'keyboardWillChangeFrame(_:)' not modelled: kbcov skipped 'max(0, frame.height - view.safeAreaInsets.bottom)', a clamp of the keyboard's frame; kbcov reads max(0, view.bounds.maxY - keyboardFrame.minY) with the frame in the view's coordinates"), "\(result.output)")
    }
}
