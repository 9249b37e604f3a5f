import UIKit

final class LocalAdaptiveFormViewController: FormScreenViewController {
    override func makeScrollView() -> UIScrollView { LocalAdaptiveScrollView() }
}
