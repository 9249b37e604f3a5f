import LayoutSpec

/// The settings of a view Interface Builder made, as the view controller's code finds them when
/// it runs: what the code then sets on an outlet (`errorLabel.isHidden = true`,
/// `saveButton.configuration = .filled()`, `form.spacing = 24`) changes them, and the rest stays
/// as the document draws it.
extension ViewSettings {
    init(drawn view: ViewDeclaration) {
        self.init()
        isHidden = view.isHidden
        isBorderless = view.isBorderless
        hasConfiguration = view.viewClass == "UIButton" ? !view.drawsWithoutConfiguration : nil
        font = view.font
        adjustsFontForContentSizeCategory = view.font?.adjustsForContentSizeCategory ?? false
        growsWithLines = view.growsWithLines
        isScrollEnabled = view.isScrollEnabled
        contentInsetAdjustment = view.contentInsetAdjustment
        alwaysBounceVertical = view.alwaysBounceVertical
    }
}

extension DraftStack {
    /// `object`: the object of each view the stack arranges, by name.
    init(drawn stack: StackViewDeclaration, object: (String) -> ObjectID?) {
        self.init()
        arranged = stack.arranged.compactMap(object)
        axis = stack.axis
        spacing = stack.spacing
        customSpacing = stack.arranged.compactMap { name in
            guard let spacing = stack.customSpacing[name], let view = object(name) else { return nil }
            return (view, spacing)
        }
        distribution = stack.distribution
        alignment = stack.alignment
        isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        layoutMargins = stack.layoutMargins
        // Only what the code sets can contradict a sidecar (`SidecarStacks`).
        setByCode = []
    }
}
