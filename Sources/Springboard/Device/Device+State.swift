import Foundation

// The snapshot the simulator serves.

extension Device {
    /// Everything the simulator's API reports about the device now.
    /// - Complexity: O(*n*) in the number of apps, log entries and diagnostics.
    public var state: DeviceState {
        DeviceState(
            id: id, profile: profile, settings: settings, thresholds: thresholds,
            screen: foregroundApp.map(DeviceState.Screen.app) ?? .home,
            page: homeScreen.page, pageCount: homeScreen.pageCount, menu: menuState, press: pressState,
            preview: previewState, contextMenu: contextMenuState, apps: appStates, log: log,
            diagnostics: diagnostics,
            pasteboard: services.pasteboard.string,
            readingList: services.readingList.items.map(\.url.absoluteString))
    }

    /// The open menu, or nil.
    public var menuState: MenuState? {
        guard let open = homeScreen.menu else { return nil }
        return MenuState(
            bundleIdentifier: open.bundleIdentifier,
            items: open.menu.rows.map(\.item),
            opening: open.geometry.opening,
            highlightedType: open.highlightedRow.map { open.menu.rows[$0].item.type })
    }

    /// The press on an icon in progress, or nil.
    public var pressState: PressState? {
        guard let press = homeScreen.press else { return nil }
        return PressState(
            bundleIdentifier: press.bundleIdentifier, phase: press.phase,
            progress: Double(press.progress),
            force: Double(press.force))
    }

    /// Every installed app with its status, in home-screen order.
    /// - Complexity: O(*n*) in the number of apps.
    public var appStates: [AppState] {
        apps.map {
            AppState(
                bundleIdentifier: $0.bundleIdentifier, name: $0.manifest.displayName,
                state: status(of: $0),
                version: $0.manifest.version)
        }
    }
}
