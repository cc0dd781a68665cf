// The appearance cycle: will/did appear and disappear, forwarded to children.

extension ViewController {
    /// Starts an appearance transition (`beginAppearanceTransition(_:animated:)`): loads the view if
    /// needed and calls `viewWillAppear` or `viewWillDisappear`, then forwards to the children.
    /// A transition that would not change anything (appearing while appeared) is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in appearanceForwardingChildren() {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun last (`endAppearanceTransition()`): calls `viewDidAppear` or
    /// `viewDidDisappear`, then forwards to the children.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardingChildren() { child.endAppearanceTransition() }
    }

    /// Whether the controller's view is on screen (appeared, or appearing).
    var isVisible: Bool { appearance == .appeared || appearance == .appearing }
}
