public import Foundation
public import TouchKit

// iOS 13 context menus on a TestDevice: open one as the device would, read it, choose, commit, dismiss.

extension TestDevice {
    /// The app in front's open context menu (`titles` of the visible rows in display order,
    /// `hasPreview`, …), or nil when none is open.
    public var contextMenu: ContextMenuState? {
        guard let state = keyWindow?.contextMenuState, state.isOpen else { return nil }
        return state
    }

    /// Opens the context menu at `point` (screen coordinates) as a person would on this device: by
    /// force where 3D Touch is on, else by a long press (Haptic Touch); then lifts the finger, leaving
    /// the menu open. Returns it.
    ///
    /// - Throws: `contextMenusNeediOS13` on iOS 12 and earlier; `contextMenuDidNotOpen` when no
    ///   menu opened there (no interaction, a nil configuration, an empty menu), with the app's log.
    @discardableResult
    public func openContextMenu(at point: CGPoint) throws(TestDeviceError) -> ContextMenuState {
        guard let window = keyWindow, let app = device.foregroundApp else { throw .noAppInFront }
        guard device.profile.systemVersion.major >= 13 else {
            throw .contextMenusNeediOS13(version: device.profile.systemVersion.description)
        }
        let before = events(of: app).count
        let finger = try touchDown(at: point)
        if device.forceTouchCapability == .available {
            try finger.press(reaching: .peek)
        }
        let longest = window.contextMenuPressConfiguration.longPressDuration + 0.2
        var held: TimeInterval = 0
        while contextMenu == nil, held < longest {
            try finger.hold(for: 1 / rate)
            held += 1 / rate
        }
        try finger.lift()
        guard let state = contextMenu else {
            let log = events(of: app).dropFirst(before).map(\.summary)
            throw .contextMenuDidNotOpen(at: point, model: device.profile.name, log: Array(log))
        }
        return state
    }

    /// Taps the open menu's row titled `title`: an action runs (after the menu goes), a submenu's
    /// title opens it in place (and, inside it, goes back).
    ///
    /// - Throws: `noContextMenuOpen`, or `noSuchMenuAction` listing the visible titles.
    public func chooseMenuAction(titled title: String) throws(TestDeviceError) {
        let state = try requireContextMenu()
        guard let index = state.titles.firstIndex(of: title) else {
            throw .noSuchMenuAction(title, available: state.titles)
        }
        let row = state.rowFrames[index]
        try tapPoint(CGPoint(x: row.midX, y: row.midY))
        wait(0.4)
    }

    /// Taps the open menu's preview (or the lifted view): the delegate's
    /// `willPerformPreviewActionForMenuWith` commits.
    ///
    /// - Throws: `noContextMenuOpen`.
    public func tapPreview() throws(TestDeviceError) {
        let state = try requireContextMenu()
        try tapPoint(CGPoint(x: state.previewFrame.midX, y: state.previewFrame.midY))
        wait(0.4)
    }

    /// Taps outside the open menu and its preview: the menu goes without choosing anything.
    ///
    /// - Throws: `noContextMenuOpen`.
    public func dismissContextMenu() throws(TestDeviceError) {
        let state = try requireContextMenu()
        let size = device.profile.screenSize
        let candidates = [
            CGPoint(x: 12, y: size.height - 60), CGPoint(x: size.width - 12, y: size.height - 60),
            CGPoint(x: 12, y: 60), CGPoint(x: size.width - 12, y: 60),
        ]
        let outside =
            candidates.first { !state.previewFrame.contains($0) && !state.menuFrame.contains($0) }
            ?? CGPoint(x: size.width / 2, y: size.height - 4)
        try tapPoint(outside)
        wait(0.4)
    }

    private func requireContextMenu() throws(TestDeviceError) -> ContextMenuState {
        guard let state = contextMenu else { throw .noContextMenuOpen }
        return state
    }
}
