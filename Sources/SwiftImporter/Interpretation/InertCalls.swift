/// UIKit and Foundation methods that take views but never make or change constraints (from
/// their declarations in Apple's UIKit reference): calling one is no layout kbcov misses, so it
/// is no warning.
enum InertCalls {
    static let names: Set<String> = [
        // Gestures, actions, targets, menus
        "addGestureRecognizer", "removeGestureRecognizer", "addTarget", "removeTarget", "addAction", "removeAction",
        "addInteraction", "removeInteraction", "require",
        // Presentation and containment
        "present", "dismiss", "pushViewController", "popViewController", "show", "showDetailViewController",
        "addChild", "removeFromParent", "didMove", "willMove", "setViewControllers",
        // Content and appearance
        "setImage", "setTitleColor", "setBackgroundImage", "setPreferredSymbolConfiguration",
        "register", "dequeueReusableCell", "dequeueReusableSupplementaryView", "reloadData", "reloadSections", "reloadItems",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "sizeToFit", "bringSubviewToFront", "sendSubviewToBack", "becomeFirstResponder", "resignFirstResponder",
        "setContentOffset", "scrollRectToVisible", "scrollToRow", "scrollToItem", "setOn", "setValue", "setProgress",
        "startAnimating", "stopAnimating", "setNavigationBarHidden", "setToolbarHidden", "setEditing", "selectRow", "deselectRow",
        // Notifications and observers
        "addObserver", "removeObserver", "post",
        // Animation and dispatch (their closures still run)
        "animate", "transition", "performWithoutAnimation", "async", "asyncAfter", "sync",
    ]
}
