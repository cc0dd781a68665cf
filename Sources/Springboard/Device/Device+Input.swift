public import ForceTouch
public import Foundation
public import QuickActions
public import TouchKit

// Touches, time, and the quick action menu's direct API (the control port and the simulator use it).

extension Device {
    /// What `openShortcutMenu(bundleIdentifier:)` did.
    public enum MenuOutcome: Sendable, Hashable {
        /// The menu opened with these rows (first item first).
        case opened(MenuState)
        /// The app has no quick actions: its icon bounced.
        case noActions
    }

    /// Feeds one touch sample: the one way input enters the device.
    ///
    /// On the home screen it drives the icons, the press recognizer and the menu; with an app in front it
    /// goes to the app's key window (TouchKit's hit testing, gesture recognizers and responders), and
    /// the app's queued work runs after it. An app without a window ignores touches.
    ///
    /// `coalesced` are the touch's samples since the previous one handed in (the last equal to
    /// `sample`; empty means just `sample`) and `predicted` the input's guesses: an app gets them
    /// through `Event.coalescedTouches(for:)` and `predictedTouches(for:)`. The home screen uses the
    /// latest sample only (its recognizer smooths over samples as they come).
    /// - Complexity: O(*k*) in the icons on the page, plus composing a menu at the peek level.
    public func handle(_ sample: TouchSample, coalesced: [TouchSample] = [], predicted: [TouchSample] = []) {
        if let id = foregroundApp {
            guard let host = appsByID[id]?.host else { return }
            host.application?.keyWindow?.send(sample, coalesced: coalesced, predicted: predicted)
            host.tick()
            openPendingURLs()
            return
        }
        let effects = homeScreen.handle(sample, menus: { composeMenu(for: $0) })
        perform(effects)
    }

    /// Hands updates of estimated touch values to the app in front (`Window.updateEstimatedProperties`);
    /// returns how many reached a view. The home screen has no use for them.
    @discardableResult
    public func updateEstimatedProperties(_ samples: [TouchSample]) -> Int {
        guard let id = foregroundApp, let host = appsByID[id]?.host,
            let window = host.application?.keyWindow
        else { return 0 }
        let delivered = window.updateEstimatedProperties(samples)
        host.tick()
        return delivered
    }

    /// Moves the device's time to `time` (normally `clock.now`): the home screen's timing rules fire
    /// (a held-back hint or peek, the long-press alternative, the end of a bounce) and every app host
    /// notices due timeouts and scheduled work.
    /// - Complexity: O(*n*) in the number of apps.
    public func advance(to time: TimeInterval) {
        let effects = homeScreen.advance(to: time, menus: { composeMenu(for: $0) })
        perform(effects)
        for app in apps { app.host.tick() }
        openPendingURLs()
    }

    /// `advance(to: clock.now)`: call it at the display's rate while something moves (`nextDeadline`).
    public func tick() {
        advance(to: clock.now)
    }

    /// When the device next needs a tick: now while a press or a bounce is in progress (timing rules and
    /// animations run on time, not on samples), else the earliest time an app has something due (a
    /// completion-handler timeout, scheduled work, a transition, a gesture recognizer); nil when
    /// nothing waits. A simulator serving many devices ticks each only when this has come.
    /// - Complexity: O(*n*) in the number of apps.
    public var nextDeadline: TimeInterval? {
        if homeScreen.press != nil || homeScreen.bounce != nil { return clock.now }
        let jiggle = foregroundApp == nil ? homeScreen.nextJiggleTime : nil
        return (apps.compactMap(\.host.nextDeadline) + [jiggle].compactMap { $0 }).min()
    }

    /// Opens `bundleIdentifier`'s quick action menu at once, as the seed tool's
    /// `echo bundle.id | nc 127.0.0.1 8000` does: the app in front (if any) goes to the background, the
    /// home screen turns to the icon's page and the menu opens (or the icon bounces when the app has no
    /// quick actions).
    /// - Throws: `SpringboardError.unknownApp`.
    @discardableResult
    public func openShortcutMenu(bundleIdentifier: String) throws(SpringboardError) -> MenuOutcome {
        _ = try installedApp(bundleIdentifier)
        if foregroundApp != nil { pressHome() }
        _ = homeScreen.cancelRemovalAlert()
        _ = homeScreen.endEditing()
        let effect = homeScreen.openMenu(composeMenu(for: bundleIdentifier), for: bundleIdentifier)
        if case .menuOpened? = effect, let state = menuState { return .opened(state) }
        return .noActions
    }

    /// Chooses the row of type `type` in the open menu, as a tap on it would: the app launches cold or
    /// comes back from the background with the item. When `bundleIdentifier` is given, the open menu
    /// must be that app's. The system rows (`SystemMenuRow`) return nil: "Rearrange Apps" and "Edit
    /// Home Screen" start edit mode, "Delete App" and "Remove App" show the `RemovalAlert`.
    /// - Throws: `SpringboardError.noMenuOpen`, `.menuOfAnotherApp`, `.unknownShortcutType` (listing the
    ///   rows there are).
    @discardableResult
    public func chooseShortcut(type: String, bundleIdentifier: String? = nil) throws(SpringboardError)
        -> ApplicationHost.OpenOutcome?
    {
        guard let current = homeScreen.menu else { throw .noMenuOpen }
        if let bundleIdentifier, bundleIdentifier != current.bundleIdentifier {
            throw .menuOfAnotherApp(requested: bundleIdentifier, open: current.bundleIdentifier)
        }
        let effect = homeScreen.chooseRow(type: type)
        if case .editingBegan? = effect { return nil }
        if let effect, case .removalRequested = effect {
            perform([effect])
            return nil
        }
        guard case .perform(let id, let item)? = effect, let app = appsByID[id]
        else {
            throw .unknownShortcutType(
                type: type, bundleIdentifier: current.bundleIdentifier,
                available: current.menu.rows.map(\.item.type))
        }
        return open(app, item: item)
    }

    /// Closes the open menu without a choice (a tap outside it, Escape in the simulator).
    public func dismissShortcutMenu() {
        _ = homeScreen.dismissMenu()
    }

    /// The menu `bundleIdentifier` shows now: its static items in the device's language first, then its
    /// dynamic items (the running app's, else the saved ones, whatever version saved them), at most
    /// `hostSettings.menuItemLimit` rows. Before the first launch only the static items exist. On
    /// iOS 13 and later the system's rows for that version follow them (`SystemMenuRow`), so every app
    /// has a menu there.
    /// - Complexity: O(*n*) in the number of items, plus reading the app's store file once.
    public func composeMenu(for bundleIdentifier: String) -> QuickActionMenu {
        guard let app = appsByID[bundleIdentifier] else { return QuickActionMenu(rows: []) }
        let statics = app.manifest.staticShortcutItems.items(language: settings.language)
        let dynamics =
            app.host.application?.shortcutItems ?? store.savedSet(forBundleIdentifier: bundleIdentifier)?
            .items ?? []
        var menu = MenuComposer(maximumItemCount: hostSettings.menuItemLimit).compose(
            staticItems: statics, dynamicItems: dynamics)
        let rows = SystemMenuRow.rows(for: profile.systemVersion, deletable: isDeletable(bundleIdentifier))
        for (index, row) in rows.enumerated() {
            menu.rows.append(row.menuRow(sourceIndex: index))
        }
        return menu
    }

    // MARK: Machinery

    func perform(_ effects: [HomeScreen.Effect]) {
        for effect in effects {
            switch effect {
            case .launch(let id):
                if let app = appsByID[id] { open(app, item: nil) }
            case .perform(let id, let item):
                if let app = appsByID[id] { open(app, item: item) }
            case .menuOpened(let id):
                playHaptic(.peek, app: id)
            case .noActions(let id):
                playHaptic(.noActions, app: id)
            case .menuDismissed, .editingBegan, .editingEnded:
                break
            case .removalRequested(let id, let row):
                let name = appsByID[id]?.manifest.displayName ?? id
                if let alert = RemovalAlert(
                    row: row, bundleIdentifier: id, appName: name, deletable: isDeletable(id),
                    screenSize: homeScreen.layout.screenSize)
                {
                    homeScreen.presentRemovalAlert(alert)
                }
            case .removalAnswered(let id, let button):
                answered(button, removing: id)
            }
        }
    }
}
