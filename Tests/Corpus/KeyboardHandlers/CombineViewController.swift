import UIKit
import Combine

final class CombineViewController: MessageScreenViewController {
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .sink { [weak self] notification in
                guard let self, let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let converted = self.view.convert(frame, from: nil)
                self.barBottom.constant = -(self.view.bounds.height - converted.minY)
            }
            .store(in: &subscriptions)
    }
}
