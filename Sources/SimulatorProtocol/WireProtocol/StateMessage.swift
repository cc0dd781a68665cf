/// The device's state: complete after `hello`, then only the keys that changed.
///
/// A key that is absent is unchanged; `menu`, `preview` and `contextMenu` may be present with `null`
/// (closed), which is why they are double optionals: `nil` = absent, `.some(nil)` = `null`.
public struct StateMessage: ServerMessage, Hashable {
    /// `state`.
    public static let type = "state"

    /// `home` or the foreground app's bundle identifier.
    public var screen: String?
    /// The open quick action menu (`.some(nil)`: closed).
    public var menu: MenuPayload??
    /// Peek and Pop in progress (`.some(nil)`: none).
    public var preview: PreviewPayload??
    /// The context menu open in the app in front (`.some(nil)`: none).
    public var contextMenu: ContextMenuPayload??
    /// Every installed app, in home-screen order.
    public var apps: [AppPayload]?
    /// The settings.
    public var settings: SettingsPayload?
    /// The thresholds at the current sensitivity.
    public var thresholds: ThresholdsPayload?

    /// Creates a state message; every key absent by default.
    public init(
        screen: String? = nil, menu: MenuPayload?? = nil, preview: PreviewPayload?? = nil,
        contextMenu: ContextMenuPayload?? = nil, apps: [AppPayload]? = nil, settings: SettingsPayload? = nil,
        thresholds: ThresholdsPayload? = nil
    ) {
        self.screen = screen
        self.menu = menu
        self.preview = preview
        self.contextMenu = contextMenu
        self.apps = apps
        self.settings = settings
        self.thresholds = thresholds
    }

    /// Whether no key is present (nothing to send).
    public var isEmpty: Bool {
        screen == nil && menu == nil && preview == nil && contextMenu == nil && apps == nil && settings == nil
            && thresholds == nil
    }

    /// The keys of `new` that differ from `old` (`new` complete, `old` complete or nothing).
    public static func changes(from old: StateMessage?, to new: StateMessage) -> StateMessage {
        guard let old else { return new }
        var delta = StateMessage()
        if new.screen != old.screen { delta.screen = new.screen }
        if new.menu != old.menu { delta.menu = new.menu }
        if new.preview != old.preview { delta.preview = new.preview }
        if new.contextMenu != old.contextMenu { delta.contextMenu = new.contextMenu }
        if new.apps != old.apps { delta.apps = new.apps }
        if new.settings != old.settings { delta.settings = new.settings }
        if new.thresholds != old.thresholds { delta.thresholds = new.thresholds }
        return delta
    }

    private enum CodingKeys: String, CodingKey {
        case screen, menu, preview, contextMenu, apps, settings, thresholds
    }

    /// Reads a state message, keeping `null` apart from absent for `menu`, `preview` and `contextMenu`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screen = try container.decodeIfPresent(String.self, forKey: .screen)
        if container.contains(.menu) { menu = .some(try container.decode(MenuPayload?.self, forKey: .menu)) }
        if container.contains(.preview) {
            preview = .some(try container.decode(PreviewPayload?.self, forKey: .preview))
        }
        if container.contains(.contextMenu) {
            contextMenu = .some(try container.decode(ContextMenuPayload?.self, forKey: .contextMenu))
        }
        apps = try container.decodeIfPresent([AppPayload].self, forKey: .apps)
        settings = try container.decodeIfPresent(SettingsPayload.self, forKey: .settings)
        thresholds = try container.decodeIfPresent(ThresholdsPayload.self, forKey: .thresholds)
    }

    /// Writes the present keys; `menu`, `preview` and `contextMenu` as `null` when they are `.some(nil)`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(screen, forKey: .screen)
        if let menu { try container.encode(menu, forKey: .menu) }
        if let preview { try container.encode(preview, forKey: .preview) }
        if let contextMenu { try container.encode(contextMenu, forKey: .contextMenu) }
        try container.encodeIfPresent(apps, forKey: .apps)
        try container.encodeIfPresent(settings, forKey: .settings)
        try container.encodeIfPresent(thresholds, forKey: .thresholds)
    }
}
