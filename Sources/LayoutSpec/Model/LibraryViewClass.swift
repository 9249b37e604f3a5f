/// A view class of a widely used open-source library, which an app names without the library's
/// source among its files (a Swift package, a pod): the UIKit class its declaration inherits
/// from, so that kbcov sizes and checks it as that class — a floating-label text field is a text
/// field the keyboard must not cover, a keyboard-avoiding scroll view has a content guide.
public struct LibraryViewClass: Sendable {
    public let name: String
    /// The UIKit class the library's declaration names as its superclass.
    public let uikitClass: String
    /// What it does when the keyboard comes up that kbcov does not model, if anything.
    public let keyboardEffect: String?

    /// Each with the declaration it is read from.
    public static let known: [LibraryViewClass] = [
        // michaeltyson/TPKeyboardAvoiding, TPKeyboardAvoidingScrollView.h, …TableView.h, …CollectionView.h;
        // UIScrollView+TPKeyboardAvoidingAdditions.m sets the bottom content inset from the keyboard's
        // frame and scrolls the first responder into view on UIKeyboardWillChangeFrameNotification.
        LibraryViewClass(name: "TPKeyboardAvoidingScrollView", uikitClass: "UIScrollView", keyboardEffect: tpKeyboardAvoiding),
        LibraryViewClass(name: "TPKeyboardAvoidingTableView", uikitClass: "UITableView", keyboardEffect: tpKeyboardAvoiding),
        LibraryViewClass(name: "TPKeyboardAvoidingCollectionView", uikitClass: "UICollectionView", keyboardEffect: tpKeyboardAvoiding),
        // Skyscanner/SkyFloatingLabelTextField: `open class SkyFloatingLabelTextField: UITextField`.
        LibraryViewClass(name: "SkyFloatingLabelTextField", uikitClass: "UITextField", keyboardEffect: nil),
        LibraryViewClass(name: "SkyFloatingLabelTextFieldWithIcon", uikitClass: "UITextField", keyboardEffect: nil),
        // jverdi/JVFloatLabeledTextField: `@interface JVFloatLabeledTextField : UITextField`, `… TextView : UITextView`.
        LibraryViewClass(name: "JVFloatLabeledTextField", uikitClass: "UITextField", keyboardEffect: nil),
        LibraryViewClass(name: "JVFloatLabeledTextView", uikitClass: "UITextView", keyboardEffect: nil),
        // KennethTsang/GrowingTextView: `open class GrowingTextView: UITextView`.
        LibraryViewClass(name: "GrowingTextView", uikitClass: "UITextView", keyboardEffect: nil),
        // MoZhouqi/KMPlaceholderTextView: `open class KMPlaceholderTextView: UITextView`.
        LibraryViewClass(name: "KMPlaceholderTextView", uikitClass: "UITextView", keyboardEffect: nil),
        // hackiftekhar/IQKeyboardManager (IQTextView): `open class IQTextView: UITextView`.
        LibraryViewClass(name: "IQTextView", uikitClass: "UITextView", keyboardEffect: nil),
        // optonaut/ActiveLabel.swift: `open class ActiveLabel: UILabel`.
        LibraryViewClass(name: "ActiveLabel", uikitClass: "UILabel", keyboardEffect: nil),
        // TTTAttributedLabel/TTTAttributedLabel: `@interface TTTAttributedLabel : UILabel`.
        LibraryViewClass(name: "TTTAttributedLabel", uikitClass: "UILabel", keyboardEffect: nil),
    ]

    private static let tpKeyboardAvoiding = "it insets its content by the keyboard and scrolls the focused text input into view"

    /// The warning that makes a screen with such a view partly analysed, at the view.
    public func keyboardWarning(at location: SourceLocation) -> Diagnostic? {
        keyboardEffect.map { .libraryKeyboardHandling(name, $0, at: location) }
    }

    /// The library class of this name (unqualified), if kbcov knows it.
    public static func named(_ name: String) -> LibraryViewClass? {
        known.first { $0.name == name }
    }
}

extension Diagnostic {
    /// A library that moves text inputs above the keyboard on its own, which kbcov does not read:
    /// the screen is partly analysed.
    public static func libraryKeyboardHandling(_ library: String, _ effect: String, at location: SourceLocation) -> Diagnostic {
        .warning(.keyboardHandlerNotModelled, at: location,
                 "keyboard handler \(library) not modelled: \(effect), which kbcov does not read; the screen is analysed without it")
    }
}
