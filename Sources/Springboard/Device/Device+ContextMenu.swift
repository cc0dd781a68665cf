public import TouchKit

// Context menus (iOS 13) in the app in front: their state for the simulator, and closing them.

extension Device {
    /// The context menu open in the app in front (its key window's), or nil: the `contextMenu` of
    /// `state`. A view that only lifts (the press has not opened the menu yet) is not a menu.
    public var contextMenuState: ContextMenuState? {
        guard let state = foregroundAppKeyWindow?.contextMenuState, state.isOpen else { return nil }
        return state
    }

    /// Closes the context menu open in the app in front without choosing anything, as a tap outside
    /// it does (the simulator's Escape key); does nothing when none is open.
    public func dismissContextMenu() {
        guard let window = foregroundAppKeyWindow, window.contextMenuState != nil else { return }
        window.dismissContextMenu()
        if let id = foregroundApp { appsByID[id]?.host.tick() }
    }
}
