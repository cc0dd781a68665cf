import ForceTouch
import Foundation
import SimulatorProtocol
import Springboard

// The device's state in the wire's shapes.

extension DeviceSession {
    /// The model for `hello` and the REST API.
    var profilePayload: ProfilePayload {
        let profile = device.profile
        return ProfilePayload(
            name: profile.name,
            screen: .init(width: Double(profile.screenSize.width), height: Double(profile.screenSize.height)),
            hasForceTouch: profile.hasForceTouch,
            maximumPossibleForce: profile.hasForceTouch ? Double(profile.maximumPossibleForce) : 0,
            systemVersion: profile.systemVersion.description)
    }

    /// The settings as the wire shows them.
    var settingsPayload: SettingsPayload {
        SettingsPayload(
            forceTouchEnabled: device.settings.forceTouchEnabled, sensitivity: device.settings.sensitivity,
            language: device.settings.language)
    }

    /// The session's first message.
    var hello: HelloMessage {
        HelloMessage(
            device: id, profile: profilePayload, settings: settingsPayload,
            thresholds: ThresholdsPayload(device.thresholds))
    }

    /// The open menu, if any.
    var menuPayload: MenuPayload? {
        device.menuState.map { menu in
            MenuPayload(
                bundleIdentifier: menu.bundleIdentifier,
                items: menu.items.map {
                    MenuPayload.Item(type: $0.type, title: $0.localizedTitle, subtitle: $0.localizedSubtitle)
                })
        }
    }

    /// Peek and pop in the app in front, if any.
    var previewPayload: PreviewPayload? {
        device.previewState.map {
            PreviewPayload(
                phase: $0.phase.rawValue, actionsVisible: $0.actionsVisible, progress: $0.progress,
                linkURL: $0.linkURL?.absoluteString)
        }
    }

    /// The context menu open in the app in front, if any.
    var contextMenuPayload: ContextMenuPayload? {
        device.contextMenuState.map {
            ContextMenuPayload(
                titles: $0.titles, hasPreview: $0.hasPreview, destructiveTitles: $0.destructiveTitles,
                submenuTitle: $0.submenuTitle, headerTitle: $0.headerTitle)
        }
    }

    /// Every app and its status, in home-screen order.
    var appPayloads: [AppPayload] {
        device.appStates.map { app in
            AppPayload(
                bundleIdentifier: app.bundleIdentifier, name: app.name,
                state: AppPayload.State(app.state))
        }
    }

    /// The complete `state` (every key).
    func currentState() -> StateMessage {
        StateMessage(
            screen: device.foregroundApp ?? "home", menu: .some(menuPayload), preview: .some(previewPayload),
            contextMenu: .some(contextMenuPayload),
            apps: appPayloads,
            settings: settingsPayload, thresholds: ThresholdsPayload(device.thresholds))
    }

    /// Everything `GET /api/devices/{id}` answers.
    var detail: DeviceDetail {
        DeviceDetail(
            id: id, name: name, profile: profilePayload, settings: settingsPayload,
            thresholds: ThresholdsPayload(device.thresholds), screen: device.foregroundApp ?? "home",
            menu: menuPayload, preview: previewPayload, contextMenu: contextMenuPayload,
            apps: appPayloads,
            log: device.log.map(LogEntryPayload.init),
            diagnostics: device.diagnostics.map(DiagnosticPayload.init),
            pasteboard: device.services.pasteboard.string,
            readingList: device.services.readingList.items.map(\.url.absoluteString))
    }

    /// The device's line in `GET /api/devices`.
    var summary: DeviceSummary {
        DeviceSummary(id: id, name: name, profile: profilePayload)
    }
}

extension LogEntryPayload {
    /// An event-log entry as the wire shows it.
    init(_ entry: EventLogEntry) {
        self.init(
            app: entry.app, event: entry.event, shortcutType: entry.shortcutType, succeeded: entry.succeeded,
            returned: entry.returned, message: entry.message, pattern: entry.pattern, time: entry.time)
    }
}

extension AppPayload.State {
    /// An app's status as the wire shows it.
    init(_ status: AppStatus) {
        switch status {
        case .notRunning: self = .notRunning
        case .foreground: self = .foreground
        case .background: self = .background
        }
    }
}

extension DiagnosticPayload {
    /// A device diagnostic as the wire shows it.
    init(_ diagnostic: DeviceDiagnostic) {
        self.init(
            severity: diagnostic.severity.rawValue, message: diagnostic.message, app: diagnostic.app,
            code: diagnostic.code)
    }
}
