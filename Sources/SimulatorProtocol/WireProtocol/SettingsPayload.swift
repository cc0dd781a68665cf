public import ForceTouch

/// The device's user settings as the wire shows them (`hello.settings`, `state.settings`).
///
/// As iOS's Settings > General > Accessibility > 3D Touch: the switch and the sensitivity.
public struct SettingsPayload: Codable, Sendable, Hashable {
    /// Whether 3D Touch is on (always false on a model without it).
    public var forceTouchEnabled: Bool
    /// Light, medium or firm.
    public var sensitivity: Sensitivity
    /// The device's language (`en`), when the device has one (an extension of the protocol:
    /// clients ignore it).
    public var language: String?

    /// Creates a settings payload.
    public init(forceTouchEnabled: Bool, sensitivity: Sensitivity, language: String? = nil) {
        self.forceTouchEnabled = forceTouchEnabled
        self.sensitivity = sensitivity
        self.language = language
    }
}
