// The window's side of context menus: the open menu's state and the press's numbers.

extension Window {
    /// The open (or opening) context menu, or nil (TouchKit's addition: the simulator's `contextMenu`).
    public var contextMenuState: ContextMenuState? {
        contextMenuPresenterIfCreated?.state
    }

    /// The numbers of the press that opens context menus (the long press's duration, ours). A change
    /// applies from the next press.
    public var contextMenuPressConfiguration: ContextMenuPressConfiguration {
        get { contextMenuPresenter.pressConfiguration }
        set { contextMenuPresenter.pressConfiguration = newValue }
    }

    /// Closes the open context menu without choosing anything, as a tap outside it does (TouchKit's
    /// addition: the simulator's Escape key).
    public func dismissContextMenu() {
        contextMenuPresenterIfCreated?.dismiss(reason: .outside)
    }

    /// Taps the open context menu's row titled `title` (a submenu's title opens it); false when no
    /// such row shows (TouchKit's addition, for tests and assistive input).
    @discardableResult
    public func chooseContextMenuRow(titled title: String) -> Bool {
        contextMenuPresenterIfCreated?.choose(titled: title) ?? false
    }

    /// Taps the open context menu's preview (commits); false when there is no open menu (TouchKit's
    /// addition).
    @discardableResult
    public func tapContextMenuPreview() -> Bool {
        guard let presenter = contextMenuPresenterIfCreated, presenter.session?.isOpen == true else {
            return false
        }
        presenter.tap(.preview)
        return true
    }

    /// The presenter, made on first use.
    var contextMenuPresenter: ContextMenuPresenter {
        if let contextMenuPresenterStorage { return contextMenuPresenterStorage }
        let presenter = ContextMenuPresenter(window: self)
        contextMenuPresenterStorage = presenter
        return presenter
    }

    /// The presenter if one was made.
    var contextMenuPresenterIfCreated: ContextMenuPresenter? { contextMenuPresenterStorage }
}
