public import ForceTouch
import Foundation
public import TouchKit

/// A snapshot of a device for the simulator's JSON API (`GET /api/devices/{id}`), with stable keys.
///
/// `screen` is `"home"` or the foreground app's bundle identifier; `menu` is `null` or the open menu;
/// `press` is `null` or the home-screen press in progress; `preview` is `null` or the peek and pop in the
/// app in front (`{"phase", "actionsVisible", "progress"}`, plus `linkURL` for a web view's link);
/// `apps` lists every app in home-screen order; `pasteboard` is `null` or what it holds, and
/// `readingList` Safari's reading list.
public struct DeviceState: Sendable, Hashable, Codable {
    /// The device's identifier.
    public var id: String
    /// The model.
    public var profile: DeviceProfile
    /// The user's settings.
    public var settings: DeviceSettings
    /// The force levels at the current sensitivity (`hint`, `peek`, `pop`).
    public var thresholds: ForceLevels
    /// `"home"`, or the bundle identifier of the app in front.
    public var screen: String
    /// The home screen page shown, from 0, and how many there are.
    public var page: Int
    /// How many home screen pages there are.
    public var pageCount: Int
    /// The open quick action menu, or nil.
    public var menu: MenuState?
    /// The press on an icon in progress, or nil.
    public var press: PressState?
    /// The peek and pop in the app in front, or nil.
    public var preview: PreviewState?
    /// Every installed app, in home-screen order.
    public var apps: [AppState]
    /// The event log, oldest first.
    public var log: [EventLogEntry]
    /// The diagnostics, oldest first.
    public var diagnostics: [DeviceDiagnostic]
    /// What the pasteboard holds (a copied link's address), or nil when empty.
    public var pasteboard: String?
    /// Safari's reading list, newest first (addresses).
    public var readingList: [String]

    private enum CodingKeys: String, CodingKey {
        case id, profile, settings, thresholds, screen, page, pageCount, menu, press, preview, apps, log
        case diagnostics, pasteboard, readingList
    }

    /// Creates a snapshot.
    public init(
        id: String, profile: DeviceProfile, settings: DeviceSettings, thresholds: ForceLevels, screen: String,
        page: Int, pageCount: Int, menu: MenuState?, press: PressState?, preview: PreviewState? = nil,
        apps: [AppState],
        log: [EventLogEntry],
        diagnostics: [DeviceDiagnostic], pasteboard: String? = nil, readingList: [String] = []
    ) {
        self.pasteboard = pasteboard
        self.readingList = readingList
        self.id = id
        self.profile = profile
        self.settings = settings
        self.thresholds = thresholds
        self.screen = screen
        self.page = page
        self.pageCount = pageCount
        self.menu = menu
        self.press = press
        self.preview = preview
        self.apps = apps
        self.log = log
        self.diagnostics = diagnostics
    }

    /// Decodes a snapshot (`menu` and `press` may be `null` or absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        profile = try container.decode(DeviceProfile.self, forKey: .profile)
        settings = try container.decode(DeviceSettings.self, forKey: .settings)
        thresholds = try container.decode(ForceLevels.self, forKey: .thresholds)
        screen = try container.decode(String.self, forKey: .screen)
        page = try container.decode(Int.self, forKey: .page)
        pageCount = try container.decode(Int.self, forKey: .pageCount)
        menu = try container.decodeIfPresent(MenuState.self, forKey: .menu)
        press = try container.decodeIfPresent(PressState.self, forKey: .press)
        preview = try container.decodeIfPresent(PreviewState.self, forKey: .preview)
        apps = try container.decode([AppState].self, forKey: .apps)
        log = try container.decode([EventLogEntry].self, forKey: .log)
        diagnostics = try container.decode([DeviceDiagnostic].self, forKey: .diagnostics)
        pasteboard = try container.decodeIfPresent(String.self, forKey: .pasteboard)
        readingList = try container.decodeIfPresent([String].self, forKey: .readingList) ?? []
    }

    /// Encodes every key; `menu` and `press` as `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(profile, forKey: .profile)
        try container.encode(settings, forKey: .settings)
        try container.encode(thresholds, forKey: .thresholds)
        try container.encode(screen, forKey: .screen)
        try container.encode(page, forKey: .page)
        try container.encode(pageCount, forKey: .pageCount)
        if let menu {
            try container.encode(menu, forKey: .menu)
        } else {
            try container.encodeNil(forKey: .menu)
        }
        if let press {
            try container.encode(press, forKey: .press)
        } else {
            try container.encodeNil(forKey: .press)
        }
        if let preview {
            try container.encode(preview, forKey: .preview)
        } else {
            try container.encodeNil(forKey: .preview)
        }
        try container.encode(apps, forKey: .apps)
        try container.encode(log, forKey: .log)
        try container.encode(diagnostics, forKey: .diagnostics)
        if let pasteboard {
            try container.encode(pasteboard, forKey: .pasteboard)
        } else {
            try container.encodeNil(forKey: .pasteboard)
        }
        try container.encode(readingList, forKey: .readingList)
    }
}

/// The open quick action menu: whose it is and its rows, first item (nearest the icon) first.
public struct MenuState: Sendable, Hashable, Codable {
    /// One row.
    public struct Item: Sendable, Hashable, Codable {
        /// The item's type.
        public var type: String
        /// The title as given (the drawn lines may be cut with an ellipsis).
        public var title: String
        /// The subtitle, or nil.
        public var subtitle: String?

        /// Creates a row.
        public init(type: String, title: String, subtitle: String?) {
            self.type = type
            self.title = title
            self.subtitle = subtitle
        }

        private enum CodingKeys: String, CodingKey {
            case type, title, subtitle
        }

        /// Encodes `type`, `title` and `subtitle` (`null` when there is none).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(title, forKey: .title)
            if let subtitle {
                try container.encode(subtitle, forKey: .subtitle)
            } else {
                try container.encodeNil(forKey: .subtitle)
            }
        }
    }

    /// Whose menu.
    public var bundleIdentifier: String
    /// The rows, first item first.
    public var items: [Item]
    /// `up` or `down` from the icon.
    public var opening: String
    /// The row under the finger (its type), or nil.
    public var highlightedType: String?

    /// Creates a menu state.
    public init(bundleIdentifier: String, items: [Item], opening: String, highlightedType: String?) {
        self.bundleIdentifier = bundleIdentifier
        self.items = items
        self.opening = opening
        self.highlightedType = highlightedType
    }
}

/// A press on a home screen icon in progress.
public struct PressState: Sendable, Hashable, Codable {
    /// The pressed app.
    public var bundleIdentifier: String
    /// `possible`, `hint`, `peek`, `pop`, or `idle` after the recognizer let go (a swipe).
    public var phase: String
    /// Progress toward the next level, 0…1.
    public var progress: Double
    /// The smoothed force, in UIKit units.
    public var force: Double

    /// Creates a press state.
    public init(bundleIdentifier: String, phase: String, progress: Double, force: Double) {
        self.bundleIdentifier = bundleIdentifier
        self.phase = phase
        self.progress = progress
        self.force = force
    }
}

/// One installed app as the simulator lists it.
public struct AppState: Sendable, Hashable, Codable {
    /// The bundle identifier.
    public var bundleIdentifier: String
    /// The name under the icon.
    public var name: String
    /// `notRunning`, `foreground` or `background`.
    public var state: AppStatus
    /// The installed version.
    public var version: String

    /// Creates an app state.
    public init(bundleIdentifier: String, name: String, state: AppStatus, version: String) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name
        self.state = state
        self.version = version
    }
}
