public import TouchKit

// Peek and pop in the app in front: its state for the simulator, and dismissing it.

extension Device {
    /// The peek-and-pop presentation in the app in front (its key window's), or nil: the `preview` of
    /// `state`.
    public var previewState: PreviewState? {
        foregroundAppKeyWindow?.previewState
    }

    /// Takes down the peek in the app in front without committing (the simulator's Escape key, as a
    /// tap outside a pinned peek does); does nothing when there is none.
    public func dismissPreview() {
        guard let window = foregroundAppKeyWindow, window.previewState != nil else { return }
        window.dismissPreview()
        if let id = foregroundApp { appsByID[id]?.host.tick() }
    }

    /// Reveals the actions of the peek in the app in front without the upward drag (the simulator's
    /// keyboard press, which cannot drag, does it before lifting); does nothing without a peek.
    public func revealPreviewActions() {
        foregroundAppKeyWindow?.revealPreviewActions()
    }

    /// The key window of the app in front, if an app is in front and has one.
    var foregroundAppKeyWindow: Window? {
        guard let foregroundApp else { return nil }
        return appsByID[foregroundApp]?.host.application?.keyWindow
    }
}
