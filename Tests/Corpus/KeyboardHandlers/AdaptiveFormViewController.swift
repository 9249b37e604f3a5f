import UIKit

final class AdaptiveFormViewController: FormScreenViewController {
    override func makeScrollView() -> UIScrollView { AdaptiveScrollView() }
}
