// The home screen's removal alert (iOS 13.2 and later): "Delete App" and "Remove App" in an icon's
// menu ask first; the answer deletes the app, takes its icon off the home screen, or does nothing.

extension Device {
    /// The removal alert on screen, if any: shown when "Delete App" (iOS 13.2–13.7) or "Remove App"
    /// (iOS 14 and later) is chosen in an icon's menu.
    public var removalAlert: RemovalAlert? { homeScreen.removalAlert }

    /// Taps `button` of the removal alert, as a touch on it would: Delete and Delete App uninstall the
    /// app (its data and dynamic items go), Remove from Home Screen takes its icon away (the app stays
    /// installed and can still be opened, as from iOS 14's App Library), Cancel closes the alert.
    /// - Throws: `SpringboardError.noRemovalAlert` when no alert is shown, or it has no such button.
    public func answerRemovalAlert(_ button: RemovalAlert.Button) throws(SpringboardError) {
        guard let alert = homeScreen.removalAlert else {
            throw .noRemovalAlert(button: button.title, shown: [])
        }
        guard let effect = homeScreen.answerRemovalAlert(button) else {
            throw .noRemovalAlert(button: button.title, shown: alert.buttons.map(\.title))
        }
        perform([effect])
    }

    /// Whether `bundleIdentifier`'s icon was taken off the home screen ("Remove from Home Screen"); the
    /// app is still installed.
    public func isRemovedFromHomeScreen(_ bundleIdentifier: String) -> Bool {
        removedFromHomeScreen.contains(bundleIdentifier)
    }

    /// Whether iOS lets the user delete `bundleIdentifier`: every app but the system's own (Settings,
    /// Safari).
    public func isDeletable(_ bundleIdentifier: String) -> Bool {
        bundleIdentifier != SettingsApp.bundleIdentifier && bundleIdentifier != SafariApp.bundleIdentifier
    }

    /// Carries out the alert's answer for `id`.
    func answered(_ button: RemovalAlert.Button, removing id: String) {
        switch button {
        case .cancel:
            break
        case .delete, .deleteApp:
            try? uninstall(bundleIdentifier: id)
        case .removeFromHomeScreen:
            removedFromHomeScreen.insert(id)
            refreshIcons()
        }
    }
}
