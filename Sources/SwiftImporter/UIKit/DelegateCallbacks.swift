/// Delegate methods the system calls on an object that adopts the protocol, when the user acts:
/// picks an image, a font or a document, edits a field, moves a sheet. A screen that adopts one
/// of these protocols and lays out views in such a method changes its layout when the user does
/// that, as it does in an `@IBAction`; kbcov reads them as it reads action targets. Data-source
/// methods that return cells or views (`tableView(_:cellForRowAt:)`) are not here: they lay out
/// list items, not the screen.
///
/// Sources: Apple's UIKit reference for each protocol ("UIImagePickerControllerDelegate",
/// "UIFontPickerViewControllerDelegate", "UIColorPickerViewControllerDelegate",
/// "UIDocumentPickerDelegate", "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate",
/// "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate"),
/// PhotosUI's "PHPickerViewControllerDelegate", and IntentsUI's "INUIHostedViewControlling".
enum DelegateCallbacks {
    /// By protocol: the methods the system calls, as Swift names them (`name(label:label:)`).
    static let byProtocol: [String: Set<String>] = [
        "UIImagePickerControllerDelegate": [
            "imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)",
        ],
        "PHPickerViewControllerDelegate": ["picker(_:didFinishPicking:)"],
        "UIFontPickerViewControllerDelegate": ["fontPickerViewControllerDidPickFont(_:)", "fontPickerViewControllerDidCancel(_:)"],
        "UIColorPickerViewControllerDelegate": [
            "colorPickerViewControllerDidFinish(_:)", "colorPickerViewControllerDidSelectColor(_:)",
            "colorPickerViewController(_:didSelect:continuously:)",
        ],
        "UIDocumentPickerDelegate": ["documentPicker(_:didPickDocumentsAt:)", "documentPickerWasCancelled(_:)"],
        "UITextFieldDelegate": [
            "textFieldDidBeginEditing(_:)", "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
            "textFieldDidChangeSelection(_:)",
        ],
        "UITextViewDelegate": [
            "textViewDidBeginEditing(_:)", "textViewDidEndEditing(_:)", "textViewDidChange(_:)", "textViewDidChangeSelection(_:)",
        ],
        "UISearchBarDelegate": [
            "searchBarTextDidBeginEditing(_:)", "searchBarTextDidEndEditing(_:)", "searchBar(_:textDidChange:)",
            "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)",
        ],
        "UIAdaptivePresentationControllerDelegate": ["presentationControllerDidDismiss(_:)"],
        "UISheetPresentationControllerDelegate": ["sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"],
        "INUIHostedViewControlling": [
            "configureView(for:of:interactiveBehavior:context:completion:)", "configure(with:context:completion:)",
        ],
    ]

    /// Whether the system calls a method so named on an object adopting `protocols`.
    static func isCalled(_ method: String, onAdopterOf protocols: Set<String>) -> Bool {
        protocols.contains { byProtocol[$0]?.contains(method) == true }
    }
}
