/// The UIKit class each Interface Builder element stands for, as Xcode's document format names
/// them (`<label>` is a `UILabel`). Elements not listed are not views (`<rect>`, `<color>`,
/// `<constraints>`, …) or views kbcov does not know, reported where they are met.
enum InterfaceBuilderClasses {
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
        "textView": "UITextView", "imageView": "UIImageView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "stepper": "UIStepper", "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView", "containerView": "UIView", "wkWebView": "WKWebView",
        "mapView": "MKMapView", "colorWell": "UIColorWell", "arView": "ARView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView",
    ]

    /// Elements inside a view that say how it looks, not how it is laid out: read by nobody.
    static let appearance: Set<String> = [
        "color", "fontDescription", "nil", "state", "string", "textInputTraits", "accessibility", "userDefinedRuntimeAttributes",
        "buttonConfiguration", "preferredSymbolConfiguration", "imageReference", "attributedString", "inset", "point",
        "segments", "connections", "gestureRecognizers", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "blurEffect", "vibrancyEffect", "wkWebViewConfiguration", "date", "locale", "items", "textAttributes",
        "scrollEdgeAppearance", "standardAppearance", "compactAppearance", "backgroundConfiguration", "buttonConfigurationUpdate",
        "size", "real", "integer", "boolean", "edgeInsets", "directionalEdgeInsets", "rect", "autoresizingMask",
        "constraints", "subviews", "viewLayoutGuide", "keyboardLayoutGuide", "variation", "offsetWrapper", "collectionViewFlowLayout",
        "prototypes", "sections", "layoutGuides", "navigationItem", "tabBarItem", "barButtonItem",
    ]
}
