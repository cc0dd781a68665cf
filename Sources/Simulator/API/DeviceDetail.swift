public import SimulatorProtocol

/// A device's whole state: `GET /api/devices/{id}`, and the answer of every action on it.
///
/// The same values the WebSocket's `hello`, `state`, `log` and `diagnostics` carry, in one object.
public struct DeviceDetail: Codable, Sendable, Hashable {
    /// The device id.
    public var id: String
    /// The device's name.
    public var name: String
    /// The model.
    public var profile: ProfilePayload
    /// The user's settings.
    public var settings: SettingsPayload
    /// The force levels at the current sensitivity.
    public var thresholds: ThresholdsPayload
    /// `home` or the foreground app's bundle identifier.
    public var screen: String
    /// The open quick action menu; `null` when closed.
    public var menu: MenuPayload?
    /// Peek and pop in the app in front; `null` when nothing is previewed.
    public var preview: PreviewPayload?
    /// The context menu open in the app in front (iOS 13 and later); `null` when none is.
    public var contextMenu: ContextMenuPayload?
    /// Every installed app, in home-screen order.
    public var apps: [AppPayload]
    /// The event log, oldest first.
    public var log: [LogEntryPayload]
    /// The diagnostics, oldest first.
    public var diagnostics: [DiagnosticPayload]
    /// What the device's pasteboard holds (a copied link), or nil (`null`) when empty.
    public var pasteboard: String?
    /// Safari's reading list on the device, newest first.
    public var readingList: [String]

    /// Creates a detail.
    public init(
        id: String, name: String, profile: ProfilePayload, settings: SettingsPayload,
        thresholds: ThresholdsPayload,
        screen: String, menu: MenuPayload?, preview: PreviewPayload? = nil,
        contextMenu: ContextMenuPayload? = nil,
        apps: [AppPayload],
        log: [LogEntryPayload], diagnostics: [DiagnosticPayload], pasteboard: String? = nil,
        readingList: [String] = []
    ) {
        self.pasteboard = pasteboard
        self.readingList = readingList
        self.id = id
        self.name = name
        self.profile = profile
        self.settings = settings
        self.thresholds = thresholds
        self.screen = screen
        self.menu = menu
        self.preview = preview
        self.contextMenu = contextMenu
        self.apps = apps
        self.log = log
        self.diagnostics = diagnostics
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, profile, settings, thresholds, screen, menu, preview, contextMenu, apps, log,
            diagnostics
        case pasteboard, readingList
    }

    /// Writes every key, `menu`, `preview` and `contextMenu` as `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(profile, forKey: .profile)
        try container.encode(settings, forKey: .settings)
        try container.encode(thresholds, forKey: .thresholds)
        try container.encode(screen, forKey: .screen)
        try container.encode(menu, forKey: .menu)
        try container.encode(preview, forKey: .preview)
        try container.encode(contextMenu, forKey: .contextMenu)
        try container.encode(apps, forKey: .apps)
        try container.encode(log, forKey: .log)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(pasteboard, forKey: .pasteboard)
        try container.encode(readingList, forKey: .readingList)
    }
}
