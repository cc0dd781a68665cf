public import ForceTouch

// The window's side of peek and pop: the presentation's state and the numbers it works with.

extension Window {
    /// The peek-and-pop presentation on this window, or nil when nothing is previewed (TouchKit's
    /// addition: the value the simulator reports as `preview`).
    public var previewState: PreviewState? {
        previewPresenterIfCreated?.state
    }

    /// The 3D Touch sensitivity previews use (Settings > General > Accessibility > 3D Touch). For a
    /// window of an application it follows the host (`ApplicationHost.forcePressSensitivity`); set it
    /// for a window without one. A change applies from the next sample, mid-press included.
    public var forcePressSensitivity: Sensitivity {
        get { previewPresenter.sensitivity }
        set { previewPresenter.sensitivity = newValue }
    }

    /// The force levels and timing rules previews start presses with; for a window of an application it
    /// follows the host (`ApplicationHost.forcePressConfiguration`). A change applies from the next press.
    public var forcePressConfiguration: ForcePressConfiguration {
        get { previewPresenter.pressConfiguration }
        set { previewPresenter.pressConfiguration = newValue }
    }

    /// The numbers of the peek-and-pop presentation (sizes, blur, drag distance). A change applies from
    /// the next presentation.
    public var previewingConfiguration: PreviewingConfiguration {
        get { previewPresenter.configuration }
        set { previewPresenter.configuration = newValue }
    }

    /// Reveals the peek's actions without the upward drag (TouchKit's addition: what the keyboard and
    /// assistive technologies need, since they cannot drag a peek up). During a peek with actions; a
    /// held peek then stays on screen when the finger lifts. Does nothing otherwise.
    public func revealPreviewActions() {
        previewPresenterIfCreated?.revealActions()
    }

    /// Takes down the peek-and-pop presentation, if any, without committing (TouchKit's addition: the
    /// simulator's Escape key; on iOS a tap outside a pinned peek does it).
    public func dismissPreview() {
        previewPresenterIfCreated?.dismiss()
    }
}

extension Window {
    /// The window's presenter, made on first use.
    var previewPresenter: PreviewPresenter {
        if let previewPresenterStorage { return previewPresenterStorage }
        let presenter = PreviewPresenter(window: self)
        previewPresenterStorage = presenter
        return presenter
    }

    /// The presenter if one was made (a window that never previewed has none).
    var previewPresenterIfCreated: PreviewPresenter? { previewPresenterStorage }
}
