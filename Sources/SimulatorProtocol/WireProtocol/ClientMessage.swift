public import ForceTouch

/// A message the web client sends on a device's WebSocket (docs/PROTOCOL.md, "Client → server
/// messages").
///
/// `init(json:)` reads one text frame and says exactly which message and field was wrong;
/// ``json`` writes one (for test clients and the load script), keys sorted.
public enum ClientMessage: Sendable, Hashable {
    /// One sample of one pointer.
    case pointer(PointerMessage)
    /// Pressure emulation for a plain mouse: set a force, or start/stop the ramp.
    case emulate(EmulateMessage)
    /// A change of the device's settings.
    case settings(SettingsChange)
    /// A hardware button (`home`).
    case button(DeviceButton)
    /// Escape in an open menu: close it as a tap outside would.
    case dismiss
    /// The client lost track of the patches: send a whole tree.
    case resync
    /// Keep-alive; answered with `pong` and the same id.
    case ping(id: Int)
    /// What a web view's page found under a press going down, sent just before its first sample.
    case webElement(WebElementMessage)
    /// Keys typed on the page's keyboard while a text field in the app is editing.
    case text(TextInput)

    /// Every `type` the server understands, in the protocol's order.
    public static let types = [
        "pointer", "emulate", "settings", "button", "dismiss", "resync", "ping", "webElement", "text",
    ]

    /// The message's `type`.
    public var type: String {
        switch self {
        case .pointer: "pointer"
        case .emulate: "emulate"
        case .settings: "settings"
        case .button: "button"
        case .dismiss: "dismiss"
        case .resync: "resync"
        case .ping: "ping"
        case .webElement: WebElementMessage.type
        case .text: "text"
        }
    }
}

/// A hardware button of the simulated iPhone.
public enum DeviceButton: String, Codable, Sendable, Hashable, CaseIterable {
    /// The home button (the X's home indicator does the same).
    case home
}

/// Pressure emulation for a plain mouse (docs/PROTOCOL.md, "Pressure emulation").
public enum EmulateMessage: Sendable, Hashable {
    /// The ramp's two commands.
    public enum Ramp: String, Codable, Sendable, Hashable, CaseIterable {
        /// Raise the emulated force at a constant rate while the press lasts.
        case start
        /// Hold the current value.
        case stop
    }

    /// Set the emulated force (UIKit units; clamped to 0…maximum by the server), stopping a ramp.
    case force(Double)
    /// Start or stop the ramp.
    case ramp(Ramp)
}

/// A change of the device's settings: each present field is applied, the others stay.
///
/// The WebSocket's `settings` message and the REST API's `PUT /api/devices/{id}/settings` body.
public struct SettingsChange: Codable, Sendable, Hashable {
    /// Switch 3D Touch on or off.
    public var forceTouchEnabled: Bool?
    /// Light, medium or firm.
    public var sensitivity: Sensitivity?
    /// The device's language (`en`, `zh-Hans`), for localised quick actions.
    public var language: String?

    /// Creates a change.
    public init(forceTouchEnabled: Bool? = nil, sensitivity: Sensitivity? = nil, language: String? = nil) {
        self.forceTouchEnabled = forceTouchEnabled
        self.sensitivity = sensitivity
        self.language = language
    }

    /// Whether no field is present.
    public var isEmpty: Bool { forceTouchEnabled == nil && sensitivity == nil && language == nil }
}

/// Typing for the app in front (the `text` message and `POST /api/devices/{id}/keyboard`): `delete`
/// presses of Delete, then `text` typed (a newline is Return), into the first responder (a
/// `UITextField` that is editing), as iOS's keyboard would.
public struct TextInput: Codable, Sendable, Hashable {
    /// The most text one message types: 4,096 bytes of UTF-8.
    public static let maximumBytes = 4_096
    /// The most Delete presses one message makes: 4,096.
    public static let maximumDeletes = 4_096

    /// What to type; empty for deletes only.
    public var text: String
    /// How many times Delete is pressed first.
    public var delete: Int

    /// Typing.
    public init(text: String = "", delete: Int = 0) {
        self.text = text
        self.delete = delete
    }
}
