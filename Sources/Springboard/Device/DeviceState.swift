public import ForceTouch
import Foundation
public import TouchKit

/// A snapshot of a device: what is on screen, the open menu, the press in progress, the preview, the
/// apps, the log and the diagnostics, as typed values.
///
/// The simulator turns it into its JSON (`docs/PROTOCOL.md`); this type has no wire shape of its own.
public struct DeviceState: Sendable, Hashable {
    /// What the screen shows.
    public enum Screen: Sendable, Hashable, CustomStringConvertible {
        /// The home screen.
        case home
        /// The app in front, by bundle identifier.
        case app(String)

        /// The bundle identifier of the app in front, or nil on the home screen.
        public var bundleIdentifier: String? {
            if case .app(let id) = self { return id }
            return nil
        }

        /// `home`, or the app's bundle identifier.
        public var description: String { bundleIdentifier ?? "home" }
    }

    /// The device's identifier.
    public var id: String
    /// The model.
    public var profile: DeviceProfile
    /// The user's settings.
    public var settings: DeviceSettings
    /// The force levels at the current sensitivity (`hint`, `peek`, `pop`).
    public var thresholds: ForceLevels
    /// The home screen, or the app in front.
    public var screen: Screen
    /// The home screen page shown, from 0.
    public var page: Int
    /// How many home screen pages there are.
    public var pageCount: Int
    /// The open quick action menu, or nil.
    public var menu: MenuState?
    /// The press on an icon in progress, or nil.
    public var press: PressState?
    /// The peek and pop in the app in front, or nil.
    public var preview: PreviewState?
    /// The context menu open in the app in front (iOS 13 and later), or nil.
    public var contextMenu: ContextMenuState?
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

    /// Creates a snapshot.
    public init(
        id: String, profile: DeviceProfile, settings: DeviceSettings, thresholds: ForceLevels, screen: Screen,
        page: Int, pageCount: Int, menu: MenuState?, press: PressState?, preview: PreviewState? = nil,
        contextMenu: ContextMenuState? = nil, apps: [AppState], log: [EventLogEntry],
        diagnostics: [DeviceDiagnostic], pasteboard: String? = nil,
        readingList: [String] = []
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
        self.contextMenu = contextMenu
        self.apps = apps
        self.log = log
        self.diagnostics = diagnostics
    }
}
